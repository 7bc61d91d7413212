import { useId, useRef, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { formatOfContentType, originalUrl } from '../../../../shared/media.ts';
import { type HeldPicture, thumbnailOf, useHeldPictures } from './held-media.ts';
import { useModalDialog } from './use-modal-dialog.ts';

export interface MediaPickerTexts {
  pick: string;
  pickTitle: string;
  pickEmpty: string;
  pickItem: string;
  pickClose: string;
}

/**
 * Choosing a picture uploaded earlier, from the descriptions this device holds (they sync, so
 * this works offline; a picture not seen here before shows its name until it can be fetched).
 * Resolves the choice as the picture's address. Only for the roles whose devices hold pictures.
 */
export function MediaPicker(props: {
  texts: MediaPickerTexts;
  /** Names the control apart from another on the same form (e.g. "(Estonian)"). */
  label?: string;
  onChoose(url: string, fileName: string): void;
}) {
  const t = props.texts;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { held, rows } = useHeldPictures(open);
  const dialog = useModalDialog({ open, onCancel: () => setOpen(false), returnFocusTo: opener });

  if (!held) return null;
  const choose = (row: HeldPicture) => {
    setOpen(false);
    props.onChoose(
      originalUrl(row.hash, formatOfContentType(row.content_type) ?? 'jpeg'),
      row.file_name,
    );
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
      >
        {props.label ?? t.pick}
      </button>
      <dialog {...dialog} className="admin-dialog media-picker" aria-labelledby={titleId}>
        <h2 id={titleId}>{t.pickTitle}</h2>
        {rows && rows.length === 0 ? <p>{t.pickEmpty}</p> : null}
        {rows && rows.length > 0 ? (
          <ul className="media-picker__list">
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className="media-picker__item"
                  aria-label={fmt(t.pickItem, {
                    name: row.file_name,
                    width: row.width,
                    height: row.height,
                  })}
                  onClick={() => choose(row)}
                >
                  <img src={thumbnailOf(row)} alt="" width={80} height={80} loading="lazy" />
                  <span>{row.file_name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {t.pickClose}
          </button>
        </div>
      </dialog>
    </>
  );
}
