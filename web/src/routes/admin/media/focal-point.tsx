import { type PointerEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { MediaView } from '../../../../../shared/media.ts';
import { useModalDialog } from '../../../components/admin/use-modal-dialog.ts';
import { useAdminT } from '../use-admin-t.ts';

/** A focal point in percent (0–100 from the left, from the top), as the sliders show it. */
interface Point {
  x: number;
  y: number;
}

const percent = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100);

/**
 * The point of a picture that its crops keep in view (a square avatar, a wide post card): set by
 * clicking the picture, or with two sliders from the keyboard, with both crops previewed as they
 * change. On the native <dialog>: the page behind it is inert, Escape cancels, and focus goes
 * back to the button that opened it.
 */
export function FocalPointDialog(props: {
  item: MediaView | null;
  onSave(item: MediaView, focal: { focalX: number; focalY: number }): void;
  onCancel(): void;
}) {
  const t = useAdminT().media.focal;
  const { item } = props;
  const editor = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const leadId = useId();
  const [point, setPoint] = useState<Point>({ x: 50, y: 50 });
  const dialog = useModalDialog({
    open: item !== null,
    onCancel: props.onCancel,
    onOpen: (el) => {
      if (item) setPoint({ x: percent(item.focalX), y: percent(item.focalY) });
      el.querySelector<HTMLInputElement>('input[type="range"]')?.focus();
    },
  });

  // The marker and the previews follow the point through two custom properties (the CSP allows
  // no style attribute; the CSSOM is allowed).
  useLayoutEffect(() => {
    editor.current?.style.setProperty('--fx', `${point.x}%`);
    editor.current?.style.setProperty('--fy', `${point.y}%`);
  }, [point]);

  function pick(event: PointerEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setPoint({
      x: percent((event.clientX - box.left) / box.width),
      y: percent((event.clientY - box.top) / box.height),
    });
  }

  const preview = item
    ? (item.variants.find((v) => v.format === 'webp' && v.width >= 640) ??
      item.variants.findLast((v) => v.format === 'webp') ?? { url: item.url })
    : null;

  return (
    <dialog
      {...dialog}
      className="admin-dialog focal-dialog"
      aria-labelledby={titleId}
      aria-describedby={leadId}
    >
      {item && preview ? (
        <>
          <h2 id={titleId}>{fmt(t.title, { name: item.fileName })}</h2>
          <p id={leadId}>{t.lead}</p>
          <div ref={editor} className="focal-editor">
            {/* Clicking sets the point; the sliders below do the same from the keyboard. */}
            <button
              type="button"
              className="focal-editor__frame"
              tabIndex={-1}
              aria-hidden="true"
              onPointerDown={pick}
            >
              <img
                src={preview.url}
                alt=""
                width={item.width}
                height={item.height}
                draggable={false}
              />
              <span className="focal-editor__marker" />
            </button>
            <div className="focal-editor__sliders">
              <div className="admin-field">
                <label htmlFor={`${titleId}-x`}>
                  {t.across}
                  {/* The slider says its value itself (aria-valuetext). */}
                  <span aria-hidden="true">: {fmt(t.value, { value: point.x })}</span>
                </label>
                <input
                  id={`${titleId}-x`}
                  type="range"
                  min={0}
                  max={100}
                  value={point.x}
                  aria-valuetext={fmt(t.value, { value: point.x })}
                  onChange={(e) => setPoint({ ...point, x: Number(e.target.value) })}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${titleId}-y`}>
                  {t.down}
                  {/* The slider says its value itself (aria-valuetext). */}
                  <span aria-hidden="true">: {fmt(t.value, { value: point.y })}</span>
                </label>
                <input
                  id={`${titleId}-y`}
                  type="range"
                  min={0}
                  max={100}
                  value={point.y}
                  aria-valuetext={fmt(t.value, { value: point.y })}
                  onChange={(e) => setPoint({ ...point, y: Number(e.target.value) })}
                />
              </div>
            </div>
            <div className="focal-editor__previews">
              <figure>
                <img src={preview.url} alt="" className="focal-editor__square" />
                <figcaption>{t.square}</figcaption>
              </figure>
              <figure>
                <img src={preview.url} alt="" className="focal-editor__wide" />
                <figcaption>{t.wide}</figcaption>
              </figure>
            </div>
          </div>
          <div className="admin-dialog__actions">
            <button type="button" className="button button--secondary" onClick={props.onCancel}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setPoint({ x: 50, y: 50 })}
            >
              {t.centre}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => props.onSave(item, { focalX: point.x / 100, focalY: point.y / 100 })}
            >
              {t.save}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
