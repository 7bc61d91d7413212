/**
 * What the Undo offer says (undo-toast.tsx): for one row's change, the record, the field and the
 * values before and after ("Anu Lill: status New → Closed"), worked out from the change's
 * arguments and the row as it was (mutate.ts UndoOffer); for a bulk change, how many of what.
 * Pure, for the unit tests.
 */
import { ENTITY_TABLES, type EntityKind } from '../../../../../shared/admin/entities.ts';
import { MUTATIONS } from '../../../../../shared/admin/mutations.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt, type Plural } from '../../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import type { UndoOffer, UndoOfferStep } from '../../../sync/mutate.ts';
import { recordLabel } from './palette-search.ts';

type FieldName = keyof AdminMessages['undo']['fields'];

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

/** The statuses' names as the table's own screen shows them. */
function statusesOf(t: AdminMessages, table: SyncedTableName): Record<string, string> {
  const byTable: Partial<Record<SyncedTableName, Record<string, string>>> = {
    contact_submissions: t.contacts.statuses,
    sales_enquiries: t.sales.statuses,
    partner_applications: t.partners.statuses,
    support_tickets: t.support.statuses,
  };
  return byTable[table] ?? {};
}

/** The fields the offer can name (the catalogue's keys, checked in both languages). */
const UNDO_FIELDS: Record<FieldName, true> = {
  status: true,
  priority: true,
  assigned_to: true,
  notes: true,
  featured: true,
  published: true,
  active: true,
  order_index: true,
};

/** Free text is not repeated in the offer: only that it changed. */
const FREE_TEXT: ReadonlySet<FieldName> = new Set(['notes']);

function valueLabel(
  t: AdminMessages,
  table: SyncedTableName,
  field: FieldName,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') {
    return field === 'assigned_to' ? t.undo.unassigned : '—';
  }
  if (typeof value === 'boolean') return value ? t.undo.yes : t.undo.no;
  const text = String(value);
  if (field === 'status') return statusesOf(t, table)[text] ?? text;
  if (field === 'priority') return (t.contacts.priorities as Record<string, string>)[text] ?? text;
  return text;
}

/** The one named field the change set to something else, when there is exactly one. */
function changedField(
  offer: UndoOffer,
  step: UndoOfferStep,
): { field: FieldName; after: unknown } | null {
  const def = MUTATIONS.get(offer.mutation);
  if (def?.kind !== 'update') return null;
  const patch = def.patch(step.args, { now: new Date(), actorEmail: '', row: step.before });
  const fields = Object.keys(patch).filter((k) => patch[k] !== step.before[k]);
  const [field, ...more] = fields;
  if (!field || more.length > 0 || !(field in UNDO_FIELDS)) return null;
  return { field: field as FieldName, after: patch[field] };
}

/** The offer's sentence, or null when there is nothing to offer. */
export function undoText(t: AdminMessages, offer: UndoOffer | null): string | null {
  const first = offer?.steps[0];
  if (!offer || !first) return null;
  if (offer.steps.length > 1) {
    return fmt(offer.deleted ? t.undo.deletedMany : t.undo.changedMany, {
      count: offer.steps.length,
      items: itemsOf(t, offer.table).other,
    });
  }
  const label = recordLabel(offer.table, first.before);
  if (!label) return null;
  const kind = t.shell.palette.kinds[label.kind];
  if (offer.deleted) return fmt(t.undo.deleted, { kind });
  const change = label.title ? changedField(offer, first) : null;
  if (!change) {
    return label.title
      ? fmt(t.undo.changedRecord, { kind, record: label.title })
      : fmt(t.undo.changed, { kind });
  }
  const field = t.undo.fields[change.field];
  if (FREE_TEXT.has(change.field)) {
    return fmt(t.undo.changedFieldOnly, { record: label.title, field });
  }
  return fmt(t.undo.changedField, {
    record: label.title,
    field,
    from: valueLabel(t, offer.table, change.field, first.before[change.field]),
    to: valueLabel(t, offer.table, change.field, change.after),
  });
}
