/**
 * Entity Management (back-office §2, §3, §8, §9): team members, the advisory board, investors,
 * partners and people profiles. Each kind has its row, one save schema (English and Estonian
 * fields side by side), and the same five mutations: create, save, setActive, setOrder, delete.
 * All five tables are base-version tables: an edit made from an older version is a conflict.
 */
import { z } from 'zod';
import { MAX } from '../schemas/limits.ts';
import type { SyncedTableName } from '../sync/tables.ts';
import {
  type AdvisoryMemberRow,
  ENTITY_KINDS,
  type EntityKind,
  type EntityRowBase,
  type EntityRows,
  type InvestorRow,
  PARTNER_KINDS,
  type PartnerKind,
  type PartnerRow,
  type PersonLink,
  type PersonRow,
  type TeamMemberRow,
} from './entity-rows.ts';
import type { ListDeclaration } from './list.ts';
import {
  defineMutation,
  type MutationDef,
  trashMutations,
  undoSave,
  undoSetting,
} from './mutation.ts';
import {
  isHttpUrl,
  isImageAddress,
  missingTranslation,
  optional,
  required,
  SLUG_PATTERN,
} from './posts.ts';

export {
  type AdvisoryMemberRow,
  ENTITY_KINDS,
  type EntityKind,
  type EntityRows,
  type InvestorRow,
  PARTNER_KINDS,
  type PartnerKind,
  type PartnerRow,
  type PersonLink,
  type PersonRow,
  type TeamMemberRow,
};

/** Per kind: its table, the prefix of its mutations, and the {kind} of the spec's messages. */
export const ENTITY_TABLES = {
  team: { table: 'team_members', prefix: 'teamMember', noun: 'team member' },
  advisory: { table: 'advisory_members', prefix: 'advisoryMember', noun: 'advisory board member' },
  investors: { table: 'investors', prefix: 'investor', noun: 'investor' },
  // `partner.*` names the partner applications' mutations already.
  partners: { table: 'partners', prefix: 'partnerListing', noun: 'partner' },
  people: { table: 'people', prefix: 'person', noun: 'person' },
} as const satisfies Record<EntityKind, { table: SyncedTableName; prefix: string; noun: string }>;

/** back-office §8, with {kind} filled in. */
export function entityMessages(kind: EntityKind) {
  const noun = ENTITY_TABLES[kind].noun;
  return {
    deleteConfirm: `Are you sure you want to delete this ${noun}? It goes to the Trash, where it can be restored for {days} days.`,
    deleteFailed: `Failed to delete ${noun}. Please try again.`,
    saveFailed: `Failed to save ${noun}. Please try again.`,
    updateFailed: `Failed to update ${noun}. Please try again.`,
  };
}

export const ENTITY_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  positionRequired: 'Position is required',
  titleRequired: 'Title is required',
  slugRequired: 'URL slug is required',
  slugForm: 'Use only lower-case letters, digits and single hyphens in the URL slug.',
  personSlugForm: 'Use only lower-case letters, digits and single hyphens in the profile slug.',
  imageUrl: 'Image must be a valid URL (https://…) or a path on this site (/images/…).',
  logoUrl: 'Logo must be a valid URL (https://…) or a path on this site (/images/…).',
  photoUrl: 'Photo must be a valid URL (https://…) or a path on this site (/images/…).',
  websiteUrl: 'Website must be a valid URL (https://…).',
  kind: 'Choose a partner kind.',
  order: 'Order must be a whole number from 0 to 100000.',
  linkLabelRequired: 'Link label is required',
  linkUrl: 'Link must be a valid URL (https://… or mailto:…).',
  tooManyLinks: 'Use at most 20 links.',
  personSlugTaken: 'Another person already uses this URL slug.',
  partnerSlugTaken: 'Another partner already uses this URL slug.',
} as const;

const M = ENTITY_FIELD_MESSAGES;

/**
 * Images and logos are served by this site (its content security policy allows no other image
 * host), so a path such as /images/people/x.svg is as good as an absolute http(s) address.
 */

/** A profile link: a web page or an email address. */
export function isLinkAddress(text: string): boolean {
  return isHttpUrl(text) || /^mailto:[^\s@]+@[^\s@]+$/.test(text);
}

function optionalImage(message: string) {
  return optional(MAX.url).refine((v) => v === null || isImageAddress(v), message);
}

function optionalWebsite() {
  return optional(2000).refine((v) => v === null || isHttpUrl(v), M.websiteUrl);
}

function optionalSlug(message: string) {
  return optional(200).refine((v) => v === null || SLUG_PATTERN.test(v), message);
}

const order = z.number(M.order).int(M.order).min(0, M.order).max(100_000, M.order);
const active = z.boolean();
const id = z.uuid('Choose a record.');

/** Every schema checks in the form's order: the required fields first. */
export const teamMemberArgs = z.object({
  id,
  name: required(M.nameRequired, 200),
  position: required(M.positionRequired, 200),
  position_et: optional(200),
  bio: optional(5000),
  bio_et: optional(5000),
  image_url: optionalImage(M.imageUrl),
  person_slug: optionalSlug(M.personSlugForm),
  order_index: order,
  active,
});

export const advisoryMemberArgs = z.object({
  id,
  name: required(M.nameRequired, 200),
  title: optional(200),
  title_et: optional(200),
  organisation: optional(200),
  bio: optional(5000),
  bio_et: optional(5000),
  image_url: optionalImage(M.imageUrl),
  person_slug: optionalSlug(M.personSlugForm),
  order_index: order,
  active,
});

export const investorArgs = z.object({
  id,
  name: required(M.nameRequired, 200),
  description: optional(5000),
  description_et: optional(5000),
  type: optional(100),
  type_et: optional(100),
  investment_round: optional(100),
  logo_url: optionalImage(M.logoUrl),
  website_url: optionalWebsite(),
  order_index: order,
  active,
});

export const partnerArgs = z.object({
  id,
  name: required(M.nameRequired, 200),
  slug: optionalSlug(M.slugForm),
  description: optional(5000),
  description_et: optional(5000),
  kind: z.enum(PARTNER_KINDS, M.kind),
  logo_url: optionalImage(M.logoUrl),
  website_url: optionalWebsite(),
  order_index: order,
  active,
});

const personLink = z.object({
  label: required(M.linkLabelRequired, 100),
  url: required(M.linkUrl, MAX.url).refine(isLinkAddress, M.linkUrl),
});

export const personArgs = z.object({
  id,
  name: required(M.nameRequired, 200),
  slug: required(M.slugRequired, 200).pipe(z.string().regex(SLUG_PATTERN, M.slugForm)),
  title: required(M.titleRequired, 200),
  title_et: optional(200),
  short_bio: optional(1000),
  short_bio_et: optional(1000),
  long_bio: optional(20_000),
  long_bio_et: optional(20_000),
  photo_url: optionalImage(M.photoUrl),
  links: z.array(personLink).max(20, M.tooManyLinks),
  order_index: order,
  active,
});

export type TeamMemberArgs = z.infer<typeof teamMemberArgs>;
export type AdvisoryMemberArgs = z.infer<typeof advisoryMemberArgs>;
export type InvestorArgs = z.infer<typeof investorArgs>;
export type PartnerArgs = z.infer<typeof partnerArgs>;
export type PersonArgs = z.infer<typeof personArgs>;

/** The English field and its Estonian column, per kind: what "missing translation" looks at. */
export const TRANSLATED_FIELDS = {
  team: ['position', 'bio'],
  advisory: ['title', 'bio'],
  investors: ['description', 'type'],
  partners: ['description'],
  people: ['title', 'short_bio', 'long_bio'],
} as const satisfies Record<EntityKind, readonly string[]>;

/** The English fields that have text while their Estonian version is blank. */
export function untranslatedFields(kind: EntityKind, row: Readonly<Record<string, unknown>>) {
  return TRANSLATED_FIELDS[kind].filter(
    (field) => !missingTranslation(row[field]) && missingTranslation(row[`${field}_et`]),
  );
}

/** The lists: every row (there are few), in the public pages' order. */
function entityList<Row extends EntityRowBase>(table: SyncedTableName): ListDeclaration<Row> {
  return {
    table,
    filters: {},
    searchFields: ['name'],
    order: { field: 'order_index', direction: 'asc' },
    pageSize: 10_000,
  };
}

export const ENTITY_LISTS = {
  team: entityList<TeamMemberRow>('team_members'),
  advisory: entityList<AdvisoryMemberRow>('advisory_members'),
  investors: entityList<InvestorRow>('investors'),
  partners: entityList<PartnerRow>('partners'),
  people: entityList<PersonRow>('people'),
} satisfies { [K in EntityKind]: ListDeclaration<EntityRows[K]> };

/** The public pages' order: order_index, then name. */
export function compareEntities(a: EntityRowBase, b: EntityRowBase): number {
  return a.order_index - b.order_index || a.name.localeCompare(b.name, 'en');
}

/**
 * The order_index changes that move the row at `from` to `to` (its neighbour's place): the two
 * swap indexes; when indexes tie anywhere, every row is renumbered 0..n-1 in the new order.
 */
export function reorder(
  rows: readonly { id: string; order_index: number }[],
  from: number,
  to: number,
): { id: string; order_index: number }[] {
  const a = rows[from];
  const b = rows[to];
  if (!a || !b || from === to) return [];
  const distinct = new Set(rows.map((r) => r.order_index)).size === rows.length;
  if (distinct) {
    return [
      { id: a.id, order_index: b.order_index },
      { id: b.id, order_index: a.order_index },
    ];
  }
  const moved = [...rows];
  moved[from] = b;
  moved[to] = a;
  return moved.flatMap((row, index) =>
    row.order_index === index ? [] : [{ id: row.id, order_index: index }],
  );
}

/** The five mutations of one kind. */
function entityMutations<const P extends string, A extends { id: string }>(
  prefix: P,
  kind: EntityKind,
  args: z.ZodType<A>,
  unique?: Readonly<Record<string, { field: string; message: string }>>,
) {
  const { table } = ENTITY_TABLES[kind];
  const messages = entityMessages(kind);
  const columns = ({ id: _id, ...fields }: A) => fields;
  return [
    defineMutation({
      name: `${prefix}.create`,
      table,
      kind: 'insert',
      args,
      patch: columns,
      failureMessage: messages.saveFailed,
      ...(unique ? { unique } : {}),
    }),
    defineMutation({
      name: `${prefix}.save`,
      table,
      kind: 'update',
      args,
      patch: columns,
      undo: undoSave(`${prefix}.save`),
      failureMessage: messages.saveFailed,
      ...(unique ? { unique } : {}),
    }),
    defineMutation({
      name: `${prefix}.setActive`,
      table,
      kind: 'update',
      args: z.object({ id, active }),
      patch: (a) => ({ active: a.active }),
      undo: undoSetting(`${prefix}.setActive`, 'active'),
      failureMessage: messages.updateFailed,
    }),
    defineMutation({
      name: `${prefix}.setOrder`,
      table,
      kind: 'update',
      args: z.object({ id, order_index: order }),
      patch: (a) => ({ order_index: a.order_index }),
      undo: undoSetting(`${prefix}.setOrder`, 'order_index'),
      failureMessage: messages.updateFailed,
    }),
    ...trashMutations(prefix, table, id, messages.deleteFailed, unique),
  ] as const;
}

export const ENTITY_MUTATIONS = [
  ...entityMutations('teamMember', 'team', teamMemberArgs),
  ...entityMutations('advisoryMember', 'advisory', advisoryMemberArgs),
  ...entityMutations('investor', 'investors', investorArgs),
  ...entityMutations('partnerListing', 'partners', partnerArgs, {
    partners_slug_key: { field: 'slug', message: M.partnerSlugTaken },
  }),
  ...entityMutations('person', 'people', personArgs, {
    people_slug_key: { field: 'slug', message: M.personSlugTaken },
  }),
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
