/**
 * The blog in the back office (back-office §2, §3, §4, §5, §7, §8): the row, the list and the
 * mutations. A save carries every field, in English and Estonian; the list's toggles change
 * only publication or the featured flag. Posts are a base-version table: a save made from an
 * older version than the server's is a conflict, never a silent overwrite.
 */
import { z } from 'zod';
import { BLOG_CATEGORIES, type BlogCategory, SITE } from '../constants.ts';
import type { ListDeclaration } from './list.ts';
import { defineMutation, type MutationDef, undoSetting } from './mutation.ts';
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

export interface BlogPostRow extends Record<string, unknown> {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  author: string;
  category: BlogCategory;
  tags: string[];
  featured_image: string | null;
  seo_title: string | null;
  seo_description: string | null;
  published: boolean;
  featured: boolean;
  view_count: number;
  published_at: string | null;
  title_et: string | null;
  excerpt_et: string | null;
  content_et: string | null;
  seo_title_et: string | null;
  seo_description_et: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

/** The list's status filter (back-office §2): published or draft; scheduled posts are published. */
export const BLOG_STATUSES = ['published', 'draft'] as const;

export const blogList: ListDeclaration<BlogPostRow> = {
  table: 'blog_posts',
  filters: { category: BLOG_CATEGORIES, status: BLOG_STATUSES },
  mappedFilters: { status: { column: 'published', values: { published: true, draft: false } } },
  searchFields: ['title', 'author'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: { title: 'text', author: 'text', category: 'text' },
  pageSize: 25,
};

export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  slugRequired: 'URL slug is required',
  contentRequired: 'Content is required',
  authorRequired: 'Author is required',
  slugTaken: 'Another blog post already uses this URL slug.',
  deleteConfirm:
    'Are you sure you want to delete this blog post? It goes to the Trash, where it can be restored for {days} days.',
  deleteFailed: 'Failed to delete post. Please try again.',
  updateFailed: 'Failed to update post. Please try again.',
  notFound: 'Blog post not found',
  loadFailed: 'Failed to load blog post',
  saveFailed: 'Failed to save blog post',
} as const;

/** Defaults of a new post (back-office §5). */
export const BLOG_DEFAULTS = {
  author: SITE.teamName,
  category: 'Legal Technology' as BlogCategory,
  published: false,
  featured: false,
} as const;

const id = z.uuid('Choose a blog post.');

/**
 * Every field of the form, checked in the spec's order (title, slug, content, author), then the
 * rest, then the Estonian version. Arguments are named as the columns.
 */
export const blogPostArgs = z
  .object({
    id,
    title: required(BLOG_MESSAGES.titleRequired, 300),
    slug: slugField(BLOG_MESSAGES.slugRequired),
    content: required(BLOG_MESSAGES.contentRequired, 200_000),
    author: required(BLOG_MESSAGES.authorRequired, 200),
    excerpt: optional(2000),
    category: z.enum(BLOG_CATEGORIES, 'Choose a category.'),
    tags: z
      .array(z.string().trim().min(1).max(50, 'Use at most 50 characters in a tag.'))
      .max(30, 'Use at most 30 tags.'),
    featured_image: optionalImageAddress(IMAGE_URL_MESSAGE),
    seo_title: optional(300),
    seo_description: optional(1000),
    published: z.boolean(),
    featured: z.boolean(),
    published_at: optionalTime,
    title_et: optional(300),
    content_et: optional(200_000),
    excerpt_et: optional(2000),
    seo_title_et: optional(300),
    seo_description_et: optional(1000),
  })
  .superRefine(estonianVersion(['excerpt_et', 'seo_title_et', 'seo_description_et']));

export type BlogPostArgs = z.infer<typeof blogPostArgs>;
/** The columns a save writes: SEO title and description default to the title and excerpt. */
function blogColumns(f: Omit<BlogPostArgs, 'id' | 'published_at'>) {
  return {
    ...f,
    seo_title: f.seo_title ?? f.title,
    seo_description: f.seo_description ?? f.excerpt,
    seo_title_et: f.title_et ? (f.seo_title_et ?? f.title_et) : null,
    seo_description_et: f.title_et ? (f.seo_description_et ?? f.excerpt_et) : null,
  };
}

const [createBlogPost, saveBlogPost, setBlogPublished, ...trash] = postMutations(
  'blog',
  'blog_posts',
  blogPostArgs,
  blogColumns,
  BLOG_MESSAGES,
);

/** The list's Feature / Unfeature toggle. */
const setBlogFeatured = defineMutation({
  name: 'blog.setFeatured',
  table: 'blog_posts',
  kind: 'update',
  args: z.object({ id, featured: z.boolean() }),
  patch: (a) => ({ featured: a.featured }),
  undo: undoSetting('blog.setFeatured', 'featured'),
  failureMessage: BLOG_MESSAGES.updateFailed,
});

export const BLOG_MUTATIONS = [
  createBlogPost,
  saveBlogPost,
  setBlogPublished,
  setBlogFeatured,
  ...trash,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
