import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useSyncEngine } from '../../../sync/context.tsx';
import type { UndoOffer } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';
import { undoText } from './undo-text.ts';

/** How long the Undo stays offered after a change, unless the pointer or focus rests on it. */
export const UNDO_OFFER_MS = 10_000;
/** How long "Undone." stays. */
const UNDONE_MS = 4_000;

/**
 * After a single change or delete, "… changed. Undo" for UNDO_OFFER_MS: Undo queues the change
 * that reverts it (mutate.ts UndoOffer) through the same path as any change, so it is audited and
 * works offline. A newer change replaces the offer. The time stops while the pointer is over the
 * offer or focus is in it, so a keyboard or screen-reader user has time to reach it.
 */
export function UndoToast() {
  const t = useAdminT();
  const { undo, mutate, mutateMany } = useSyncEngine();
  const offer = useSyncExternalStore(undo.subscribe, undo.current);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const region = useRef<HTMLElement>(null);
  const paused = held.pointer || held.focus;

  // The time stops while the pointer rests on the offer or focus is inside it.
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const hold = (key: 'pointer' | 'focus', on: boolean) => () =>
      setHeld((h) => ({ ...h, [key]: on }));
    const over = hold('pointer', true);
    const out = hold('pointer', false);
    const focusIn = hold('focus', true);
    const focusOut = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) hold('focus', false)();
    };
    el.addEventListener('pointerenter', over);
    el.addEventListener('pointerleave', out);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', over);
      el.removeEventListener('pointerleave', out);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);
  // On a phone the detail sheet and the page end above the toast (admin-phone.css), so it
  // covers none of the record's buttons: they need its height.
  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--admin-undo-height', `${el.offsetHeight}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--admin-undo-height');
    };
  }, []);
  useEffect(() => {
    if (!offer || paused) return;
    const timer = window.setTimeout(() => undo.clear(offer.changeId), UNDO_OFFER_MS);
    return () => window.clearTimeout(timer);
  }, [offer, paused, undo]);
  useEffect(() => {
    if (offer) setOutcome(null);
  }, [offer]);
  useEffect(() => {
    if (!outcome || outcome.error) return;
    const timer = window.setTimeout(() => setOutcome(null), UNDONE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function takeBack(current: UndoOffer) {
    undo.clear(current.changeId);
    setHeld({ pointer: false, focus: false });
    try {
      const [one, ...more] = current.steps;
      if (one && more.length === 0) {
        await mutate(one.undo.name as MutationName, one.undo.args as never, {
          undoable: false,
          ...(current.deleted ? { restores: one.before } : {}),
        });
      } else if (one) {
        // A bulk change: every row taken back together, as it was changed.
        await mutateMany(
          one.undo.name as MutationName,
          current.steps.map((s) => s.undo.args) as never,
          {
            undoable: false,
            ...(current.deleted
              ? { restores: new Map(current.steps.map((s) => [s.before.id, s.before])) }
              : {}),
          },
        );
      }
      setOutcome({ text: t.undo.undone, error: false });
    } catch (err) {
      setOutcome({
        text: fmt(t.undo.failed, { reason: err instanceof Error ? err.message : String(err) }),
        error: true,
      });
    }
  }

  const text = undoText(t, offer);

  return (
    <section ref={region} className="admin-undo" aria-label={t.undo.region}>
      <div role="status">
        {offer && text ? (
          <div className="admin-undo__toast">
            <p>{text}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void takeBack(offer)}
            >
              {t.undo.action}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => undo.clear(offer.changeId)}
            >
              {t.undo.dismiss}
            </button>
          </div>
        ) : outcome && !outcome.error ? (
          <div className="admin-undo__toast">
            <p>{outcome.text}</p>
          </div>
        ) : null}
      </div>
      {/* An alert is announced as it appears, so it is there only while it says something. */}
      {outcome?.error ? (
        <div role="alert" className="admin-undo__toast admin-notice--error">
          <p>{outcome.text}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOutcome(null)}
          >
            {t.undo.dismiss}
          </button>
        </div>
      ) : null}
    </section>
  );
}
