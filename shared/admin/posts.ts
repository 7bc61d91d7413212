/**
 * What blog posts and press releases share in the back office (back-office §2, §5, §9): the
 * slug rule, the tags rule, the URL check, the Estonian columns beside the English ones, the
 * publication state (draft, scheduled, published) and the building blocks of their save schemas.
 */
import { z } from 'zod';
import {
  defineMutation,
  type MutationContext,
  trashMutations,
  undoSave,
  undoSetting,
} from './mutation.ts';

/**
 * The slug made from a title on new posts (back-office §5): lower-cased; every character other
 * than a-z, 0-9, space and hyphen removed; whitespace runs become a hyphen; repeated hyphens
 * collapsed. Leading and trailing hyphens are dropped too, so the result is a valid address.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Tags typed comma-separated: each trimmed, empties dropped (back-office §5), no repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  return [...new Set(tags)];
}

/** The address form of a slug: what the database accepts (shared with the migrations' check). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether the text is an absolute http(s) URL (featured images, logos, photos, websites). */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A post is a draft, published, or published with a time still ahead (scheduled). */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export function publicationState(
  row: { published?: unknown; published_at?: unknown },
  now: Date,
): PublicationState {
  if (row.published !== true) return 'draft';
  const at = typeof row.published_at === 'string' ? Date.parse(row.published_at) : Number.NaN;
  return Number.isFinite(at) && at > now.getTime() ? 'scheduled' : 'published';
}

/** Whether a translatable field has no Estonian text (null or blank). */
export function missingTranslation(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The Estonian column of an English one: `title` → `title_et`. */
export function etColumn<F extends string>(field: F): `${F}_et` {
  return `${field}_et`;
}

/**
 * Text fields are trimmed; blank optional ones become null, so "missing" has one form. PostgreSQL
 * text cannot hold NUL, and a lone UTF-16 surrogate is not valid UTF-8: both are dropped.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '').trim();
}

/** A required text: blank gives `required` (the spec's message), then the length bound. */
export function required(message: string, max: number) {
  return z
    .string(message)
    .transform(clean)
    .pipe(z.string().min(1, message).max(max, `Use at most ${max} characters.`));
}

/** An optional text: blank or absent becomes null. */
export function optional(max: number) {
  return z
    .string()
    .nullish()
    .transform((v) => (v == null ? null : clean(v) || null))
    .pipe(z.string().max(max, `Use at most ${max} characters.`).nullable());
}

/** The slug as typed or generated: required with the form's own message, then its form. */
export function slugField(requiredMessage: string) {
  return required(requiredMessage, 200).pipe(
    z
      .string()
      .regex(
        SLUG_PATTERN,
        'Use only lower-case letters, digits and single hyphens in the URL slug.',
      ),
  );
}

export const IMAGE_URL_MESSAGE = 'Featured image must be a valid URL (https://…).';

/** A picture's address: a path on this site (an upload, /media/…) or an absolute http(s) URL. */
export function isImageAddress(text: string): boolean {
  return (/^\/[^/\\]/.test(text) && !/\s/.test(text)) || isHttpUrl(text);
}

/** An optional picture address (isImageAddress): blank becomes null. */
export function optionalImageAddress(message: string) {
  return optional(2000).refine((v) => v === null || isImageAddress(v), message);
}

/** An ISO time or null (a publish time; the form sends its local time converted). */
export const optionalTime = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.iso.datetime({ offset: true, message: 'Enter a valid date and time.' }).nullable());

export const SAVE_TIMING = {
  /** Back to the list after "Saved!" (back-office §9). */
  returnAfterMs: 1500,
  /** "Error!" turns back to the idle label after this (back-office §9). */
  errorResetMs: 3000,
} as const;

/**
 * The publication time a save or a publish toggle sets: the one asked for, else the one the
 * post had, else now when it is being published (a draft keeps none).
 */
export function publishedAt(
  asked: string | null | undefined,
  published: boolean,
  row: Readonly<Record<string, unknown>> | undefined,
  now: Date,
): string | null {
  if (asked) return asked;
  const had = typeof row?.published_at === 'string' ? row.published_at : null;
  if (had) return had;
  return published ? now.toISOString() : null;
}

export interface PostMessages {
  saveFailed: string;
  updateFailed: string;
  deleteFailed: string;
  slugTaken: string;
}

/**
 * The mutations every kind of post has: create (the browser picks the id), save (every field,
 * from a base version), the Publish/Unpublish toggle and delete. `columns` turns a save's fields
 * (without id and publication time) into the columns it writes; the publication time is set
 * here, the same for every kind.
 */
export function postMutations<
  const P extends string,
  A extends { id: string; published: boolean; published_at: string | null },
>(
  prefix: P,
  table: 'blog_posts' | 'newsroom_posts',
  args: z.ZodType<A>,
  columns: (fields: Omit<A, 'id' | 'published_at'>) => Record<string, unknown>,
  messages: PostMessages,
) {
  const id = z.uuid('Choose a post.');
  const unique = { [`${table}_slug_key`]: { field: 'slug', message: messages.slugTaken } };
  const write =
    (fromRow: boolean) =>
    ({ id: _id, published_at: asked, ...fields }: A, ctx: MutationContext) => ({
      ...columns(fields),
      published_at: publishedAt(asked, fields.published, fromRow ? ctx.row : undefined, ctx.now),
    });
  return [
    defineMutation({
      name: `${prefix}.create`,
      table,
      kind: 'insert',
      args,
      patch: write(false),
      failureMessage: messages.saveFailed,
      unique,
    }),
    defineMutation({
      name: `${prefix}.save`,
      table,
      kind: 'update',
      args,
      patch: write(true),
      undo: undoSave(`${prefix}.save`),
      failureMessage: messages.saveFailed,
      unique,
    }),
    defineMutation({
      name: `${prefix}.setPublished`,
      table,
      kind: 'update',
      args: z.object({ id, published: z.boolean() }),
      patch: (a, ctx) => ({
        published: a.published,
        published_at: publishedAt(null, a.published, ctx.row, ctx.now),
      }),
      undo: undoSetting(`${prefix}.setPublished`, 'published'),
      failureMessage: messages.updateFailed,
    }),
    ...trashMutations(prefix, table, id, messages.deleteFailed, unique),
  ] as const;
}
