/**
 * The audit log in the admin's words: a record type's name, a field's label (an Estonian
 * column as "Title (Estonian)"), and values as the rest of the back office shows them (dates
 * in its one format, yes and no, "(empty)").
 */
import type { Lang } from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';

type Texts = AdminMessages['audit'];

export function fieldLabel(t: Texts, field: string): string {
  const known = t.fields[field];
  if (known) return known;
  if (field.endsWith('_et'))
    return fmt(t.estonianField, { field: fieldLabel(t, field.slice(0, -3)) });
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function recordTypeLabel(t: Texts, entity: string): string {
  return t.entities[entity] ?? entity;
}

/** A time stored as ISO text: 2026-11-28T10:31:05.123Z (or with an offset). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

export function auditValue(t: Texts, value: unknown, lang: Lang): string {
  if (value === null || value === undefined || value === '') return t.emptyValue;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDateTime(value, lang) : value;
  return JSON.stringify(value);
}
