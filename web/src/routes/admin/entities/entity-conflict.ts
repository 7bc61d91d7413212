/**
 * A save of an entity that met someone else's (a conflict notice): the two versions as the form
 * holds them, and the fields where they differ, for the person to choose between.
 */
import type { EntityKind, EntityRows, PersonLink } from '../../../../../shared/admin/entities.ts';
import { ENTITY_FORMS, type FormValues, formValues } from './entity-fields.ts';

export interface EntityConflict {
  /** The record as it is saved now (someone else's version). */
  theirs: FormValues;
  /** The person's refused save on top of it: every field they sent. */
  mine: FormValues;
  /** The form's fields (`bio_et` for an Estonian version) whose two values differ. */
  fields: string[];
}

/**
 * `row` is the record as it now stands; `attempted` the columns the refused save set. What the
 * person's edit started from is not known any more, so every field that differs is theirs to
 * decide, in the form's order.
 */
export function entityConflict(
  kind: EntityKind,
  row: EntityRows[EntityKind],
  attempted: Readonly<Record<string, unknown>>,
): EntityConflict {
  const theirs = formValues(kind, row, row.order_index);
  const mine = formValues(
    kind,
    { ...row, ...attempted } as EntityRows[EntityKind],
    row.order_index,
  );
  const fields: string[] = [];
  for (const field of ENTITY_FORMS[kind]) {
    const names =
      'translated' in field && field.translated ? [field.name, `${field.name}_et`] : [field.name];
    for (const name of names) {
      if (JSON.stringify(theirs[name]) !== JSON.stringify(mine[name])) fields.push(name);
    }
  }
  return { theirs, mine, fields };
}

/** The person's values with, for each field in `theirsFor`, their colleague's value instead. */
export function chooseValues(conflict: EntityConflict, theirsFor: readonly string[]): FormValues {
  const chosen = { ...conflict.mine };
  for (const field of theirsFor) chosen[field] = conflict.theirs[field] ?? '';
  return chosen;
}

/** A form value as the side-by-side choice shows it. */
export function shownValue(value: FormValues[string] | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) {
    return value.map((link: PersonLink) => `${link.label} ${link.url}`.trim()).join('; ');
  }
  return value;
}
