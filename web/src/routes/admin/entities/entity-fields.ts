/**
 * The Add and Edit forms of each kind, in the order of its save schema (so messages appear in
 * the order the schema checks them): which fields, of which type, with an Estonian version or not.
 * Form values are strings while typed; `toArgs` gives the mutation's arguments.
 */

import {
  type EntityKind,
  type EntityRows,
  PARTNER_KINDS,
  type PersonLink,
} from '../../../../../shared/admin/entities.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';

export type FieldSpec =
  | {
      name: string;
      type: 'text' | 'url' | 'textarea';
      /** Has an Estonian column (`<name>_et`), edited beside it. */
      translated?: boolean;
      required?: boolean;
      rows?: number;
      /** The key of its hint in the catalogue's form.hints. */
      hint?: string;
    }
  | { name: 'kind'; type: 'select'; options: readonly string[] }
  | { name: 'order_index'; type: 'number'; hint: 'order_index' }
  | { name: 'active'; type: 'checkbox' }
  | { name: 'links'; type: 'links' };

const name: FieldSpec = { name: 'name', type: 'text', required: true };
const order: FieldSpec = { name: 'order_index', type: 'number', hint: 'order_index' };
const active: FieldSpec = { name: 'active', type: 'checkbox' };
const image = (field: string): FieldSpec => ({ name: field, type: 'url', hint: 'image_url' });
const website: FieldSpec = { name: 'website_url', type: 'url' };
const personSlug: FieldSpec = { name: 'person_slug', type: 'text', hint: 'person_slug' };

export const ENTITY_FORMS: Record<EntityKind, readonly FieldSpec[]> = {
  team: [
    name,
    { name: 'position', type: 'text', translated: true, required: true },
    { name: 'bio', type: 'textarea', translated: true, rows: 4 },
    image('image_url'),
    personSlug,
    order,
    active,
  ],
  advisory: [
    name,
    { name: 'title', type: 'text', translated: true },
    { name: 'organisation', type: 'text' },
    { name: 'bio', type: 'textarea', translated: true, rows: 4 },
    image('image_url'),
    personSlug,
    order,
    active,
  ],
  investors: [
    name,
    { name: 'description', type: 'textarea', translated: true, rows: 4 },
    { name: 'type', type: 'text', translated: true },
    { name: 'investment_round', type: 'text' },
    image('logo_url'),
    website,
    order,
    active,
  ],
  partners: [
    name,
    { name: 'slug', type: 'text', hint: 'slug' },
    { name: 'description', type: 'textarea', translated: true, rows: 4 },
    { name: 'kind', type: 'select', options: PARTNER_KINDS },
    image('logo_url'),
    website,
    order,
    active,
  ],
  people: [
    name,
    { name: 'slug', type: 'text', required: true, hint: 'slug' },
    { name: 'title', type: 'text', translated: true, required: true },
    { name: 'short_bio', type: 'textarea', translated: true, rows: 3 },
    { name: 'long_bio', type: 'textarea', translated: true, rows: 10 },
    image('photo_url'),
    { name: 'links', type: 'links' },
    order,
    active,
  ],
};

export type FormValues = Record<string, string | boolean | PersonLink[]>;

/** The form's values for a record (or the defaults of a new one, placed last in the order). */
export function formValues(
  kind: EntityKind,
  row: EntityRows[EntityKind] | null,
  nextOrder: number,
): FormValues {
  const values: FormValues = {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  for (const field of ENTITY_FORMS[kind]) {
    switch (field.type) {
      case 'checkbox':
        values[field.name] = row ? row.active : true;
        break;
      case 'number':
        values[field.name] = String(row ? row.order_index : nextOrder);
        break;
      case 'select':
        values[field.name] = row ? text(row[field.name]) : (field.options[0] ?? '');
        break;
      case 'links':
        values[field.name] =
          row && Array.isArray(row.links) ? row.links.map((l) => ({ ...l })) : [];
        break;
      default:
        values[field.name] = text(row?.[field.name]);
        if (field.translated) values[`${field.name}_et`] = text(row?.[`${field.name}_et`]);
    }
  }
  return values;
}

/** The mutation's arguments: the schema trims, turns blanks into null and checks the rest. */
export function toArgs(kind: EntityKind, id: string, values: FormValues): Record<string, unknown> {
  const args: Record<string, unknown> = { id };
  for (const field of ENTITY_FORMS[kind]) {
    const value = values[field.name];
    if (field.type === 'number') {
      const text = typeof value === 'string' ? value.trim() : '';
      args[field.name] = text === '' ? Number.NaN : Number(text);
    } else {
      args[field.name] = value;
    }
    if (field.type !== 'select' && 'translated' in field && field.translated) {
      args[`${field.name}_et`] = values[`${field.name}_et`];
    }
  }
  return args;
}

/** The form's input ids, so the first field with a message can take focus. */
export function inputId(formId: string, field: string): string {
  return `${formId}-${field.replaceAll('.', '-')}`;
}

/** A field's label as the form shows it (`bio_et` is "Bio (Estonian)"). */
export function fieldLabel(t: AdminMessages['entities']['form'], name: string): string {
  const base = name.replace(/_et$/, '');
  const label = t.fields[base] ?? base;
  return name.endsWith('_et') ? fmt(t.estonianSuffix, { label }) : label;
}
