/**
 * The newsroom in the back office (back-office §2, §3, §4, §5, §7, §8): press releases, their
 * list and mutations. Like the blog, a base-version table: saves never overwrite silently.
 */
import { z } from 'zod';
import { NEWSROOM_CATEGORIES, type NewsroomCategory, SITE } from '../constants.ts';
import type { ListDeclaration } from './list.ts';
import type { MutationDef } from './mutation.ts';
import {
  IMAGE_URL_MESSAGE,
  optional,
  optionalImageAddress,
  optionalTime,
  postMutations,
  required,
  slugField,
} from './posts.ts';
import { estonianVersion } from './translations.ts';

export interface NewsroomPostRow extends Record<string, unknown> {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  author: string;
  category: NewsroomCategory | null;
  featured_image: string | null;
  published: boolean;
  published_at: string | null;
  title_et: string | null;
  excerpt_et: string | null;
  content_et: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

export const NEWSROOM_STATUSES = ['published', 'draft'] as const;

export const newsroomList: ListDeclaration<NewsroomPostRow> = {
  table: 'newsroom_posts',
  filters: { category: NEWSROOM_CATEGORIES, status: NEWSROOM_STATUSES },
  mappedFilters: { status: { column: 'published', values: { published: true, draft: false } } },
  searchFields: ['title', 'author'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: { title: 'text', author: 'text', category: 'text' },
  pageSize: 25,
};

export const NEWSROOM_MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'URL Slug is required',
  contentRequired: 'Content is required',
  authorRequired: 'Author is required',
  slugTaken: 'Another press release already uses this URL slug.',
  deleteConfirm:
    'Are you sure you want to delete this newsroom post? It goes to the Trash, where it can be restored for {days} days.',
  deleteFailed: 'Failed to delete post. Please try again.',
  updateFailed: 'Failed to update post. Please try again.',
  notFound: 'Newsroom post not found',
  loadFailed: 'Failed to load newsroom post',
  saveFailed: 'Failed to save newsroom post',
  createHeading: 'Create Press Release',
  editHeading: 'Edit Press Release',
} as const;

export const NEWSROOM_DEFAULTS = { author: SITE.communicationsTeam, published: false } as const;

const id = z.uuid('Choose a press release.');

/** Checked in the spec's order (§5): title, slug, content, author; then the rest. */
export const newsroomPostArgs = z
  .object({
    id,
    title: required(NEWSROOM_MESSAGES.titleRequired, 300),
    slug: slugField(NEWSROOM_MESSAGES.slugRequired),
    content: required(NEWSROOM_MESSAGES.contentRequired, 200_000),
    author: required(NEWSROOM_MESSAGES.authorRequired, 200),
    excerpt: optional(2000),
    category: z.enum(NEWSROOM_CATEGORIES, 'Choose a category.').nullable(),
    featured_image: optionalImageAddress(IMAGE_URL_MESSAGE),
    published: z.boolean(),
    published_at: optionalTime,
    title_et: optional(300),
    content_et: optional(200_000),
    excerpt_et: optional(2000),
  })
  .superRefine(estonianVersion(['excerpt_et']));

export type NewsroomPostArgs = z.infer<typeof newsroomPostArgs>;

/** A press release's columns are its fields as they are. */
export const NEWSROOM_MUTATIONS = postMutations(
  'newsroom',
  'newsroom_posts',
  newsroomPostArgs,
  (fields) => fields,
  NEWSROOM_MESSAGES,
) satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
