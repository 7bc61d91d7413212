import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ENTITY_TABLES, type EntityKind } from '../../../../../shared/admin/entities.ts';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt, type Plural } from '../../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import { useSyncEngine } from '../../../sync/context.tsx';
import type { UndoOffer } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';
import { recordLabel } from './palette-search.ts';

/** The screen's own word for its records, for "25 submissions moved to the Trash." */
function itemsOf(t: AdminMessages, table: SyncedTableName): Plural {
  const byTable: Partial<Record<SyncedTableName, Plural>> = {
    contact_submissions: t.contacts.items,
    sales_enquiries: t.sales.items,
    partner_applications: t.partners.items,
    support_tickets: t.support.items,
    newsletter_signups: t.newsletter.items,
    blog_posts: t.posts.blog.items,
    newsroom_posts: t.posts.newsroom.items,
  };
  const entity = (Object.keys(ENTITY_TABLES) as EntityKind[]).find(
    (kind) => ENTITY_TABLES[kind].table === table,
  );
  return byTable[table] ?? (entity ? t.entities.items[entity] : t.undo.records);
}

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

  // The kind of record, not its name: the screen beside it already shows which one.
  const first = offer?.steps[0];
  const label = offer && first ? recordLabel(offer.table, first.before) : null;
  const many = (offer?.steps.length ?? 0) > 1;
  const text =
    offer && label
      ? many
        ? fmt(offer.deleted ? t.undo.deletedMany : t.undo.changedMany, {
            count: offer.steps.length,
            items: itemsOf(t, offer.table).other,
          })
        : fmt(offer.deleted ? t.undo.deleted : t.undo.changed, {
            kind: t.shell.palette.kinds[label.kind],
          })
      : null;

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
