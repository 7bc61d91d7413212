/**
 * The editor's values (what the inputs hold: text, a comma list of tags, a local date-time) and
 * their two conversions: from a post row, and to the arguments of its save mutation. Arguments
 * are named as the columns, so a row, a revision snapshot and a form compare field by field.
 */
import { parseTags, slugify } from '../../../../../shared/admin/posts.ts';
import type { PostKind } from './post-kind.ts';

export interface PostFormValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string;
  featured_image: string;
  seo_title: string;
  seo_description: string;
  published: boolean;
  featured: boolean;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as <input type="datetime-local"> holds it. */
  published_at: string;
  title_et: string;
  excerpt_et: string;
  content_et: string;
  seo_title_et: string;
  seo_description_et: string;
}

export type TextField = Exclude<keyof PostFormValues, 'published' | 'featured'>;

export function emptyValues(kind: PostKind): PostFormValues {
  return {
    title: '',
    slug: '',
    content: '',
    excerpt: '',
    author: kind.defaults.author,
    category: kind.defaults.category ?? '',
    tags: '',
    featured_image: '',
    seo_title: '',
    seo_description: '',
    published: false,
    featured: false,
    published_at: '',
    title_et: '',
    excerpt_et: '',
    content_et: '',
    seo_title_et: '',
    seo_description_et: '',
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A post row (or a revision's snapshot) as the form's values. */
export function valuesFromRow(
  kind: PostKind,
  row: Readonly<Record<string, unknown>>,
): PostFormValues {
  const values = emptyValues(kind);
  for (const key of Object.keys(values) as (keyof PostFormValues)[]) {
    if (key === 'published' || key === 'featured') values[key] = row[key] === true;
    else if (key === 'tags') values.tags = Array.isArray(row.tags) ? row.tags.join(', ') : '';
    else if (key === 'published_at') values.published_at = toLocalInput(row.published_at);
    else values[key] = text(row[key]);
  }
  return values;
}

/** The mutation's arguments: only the fields this kind has; blanks as null. */
export function argsFromValues(
  kind: PostKind,
  id: string,
  v: PostFormValues,
): Record<string, unknown> & { id: string } {
  const blank = (s: string) => (s.trim() === '' ? null : s);
  const args: Record<string, unknown> & { id: string } = {
    id,
    title: v.title,
    slug: v.slug,
    content: v.content,
    author: v.author,
    excerpt: blank(v.excerpt),
    category: kind.categoryOptional ? blank(v.category) : v.category,
    featured_image: blank(v.featured_image),
    published: v.published,
    published_at: v.published_at ? fromLocalInput(v.published_at) : null,
    title_et: blank(v.title_et),
    content_et: blank(v.content_et),
    excerpt_et: blank(v.excerpt_et),
  };
  if (kind.fields.has('tags')) args.tags = parseTags(v.tags);
  if (kind.fields.has('featured')) args.featured = v.featured;
  if (kind.fields.has('seo')) {
    args.seo_title = blank(v.seo_title);
    args.seo_description = blank(v.seo_description);
    args.seo_title_et = blank(v.seo_title_et);
    args.seo_description_et = blank(v.seo_description_et);
  }
  return args;
}

/** The values after one input changed: on new posts the slug follows the title (§5). */
export function withChange(
  values: PostFormValues,
  field: keyof PostFormValues,
  value: string | boolean,
  isNew: boolean,
): PostFormValues {
  const next = { ...values, [field]: value };
  if (field === 'title' && isNew && typeof value === 'string') next.slug = slugify(value);
  return next;
}

export interface FieldError {
  field: string;
  message: string;
}

/** The schema's messages in its order (the spec's: title, slug, content, author, …). */
export function validate(kind: PostKind, args: Record<string, unknown>): FieldError[] {
  const result = kind.args.safeParse(args);
  if (result.success) return [];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/**
 * Three versions of a post's arguments: the one the editor opened (base), the server's now
 * (theirs) and the form's (mine). A field only one side changed takes that side's value; a
 * field both changed differently is a conflict for the person to decide.
 */
export function mergeEdits(
  base: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): { merged: Record<string, unknown>; conflicts: string[] } {
  const merged: Record<string, unknown> = { ...mine };
  const conflicts: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  for (const field of Object.keys(mine)) {
    if (field === 'id') continue;
    const mineChanged = !same(mine[field], base[field]);
    const theirsChanged = !same(theirs[field], base[field]);
    if (theirsChanged && !mineChanged) merged[field] = theirs[field];
    else if (theirsChanged && mineChanged && !same(mine[field], theirs[field]))
      conflicts.push(field);
  }
  return { merged, conflicts };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An ISO time as the local `YYYY-MM-DDTHH:mm` of a datetime-local input ('' for none). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as ISO; unparsable text is sent as typed. */
export function fromLocalInput(local: string): string {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}
/** A field's name as the form labels it; Estonian fields say so. */
export function fieldLabel(
  fields: Record<string, string>,
  field: string,
  estonian: string,
): string {
  const key =
    {
      featured_image: 'featuredImage',
      seo_title: 'seoTitle',
      seo_description: 'seoDescription',
      published_at: 'publishAt',
    }[field.replace(/_et$/, '')] ?? field.replace(/_et$/, '');
  const name = fields[key] ?? field;
  return field.endsWith('_et') ? `${name} ${estonian}` : name;
}
