/**
 * What differs between the blog and the newsroom screens, in one place: the table, the list
 * declaration, the mutation names, the fields the form has, the defaults and the addresses.
 * Everything else (list, editor, preview, history, conflicts) is shared.
 */
import type { z } from 'zod';
import {
  BLOG_DEFAULTS,
  type BlogPostRow,
  blogList,
  blogPostArgs,
} from '../../../../../shared/admin/blog.ts';
import type { ListDeclaration } from '../../../../../shared/admin/list.ts';
import {
  NEWSROOM_DEFAULTS,
  type NewsroomPostRow,
  newsroomList,
  newsroomPostArgs,
} from '../../../../../shared/admin/newsroom.ts';
import { BLOG_CATEGORIES, NEWSROOM_CATEGORIES } from '../../../../../shared/constants.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';

export type PostRow = BlogPostRow | NewsroomPostRow;

/** Fields only some kinds have. */
export type OptionalField = 'tags' | 'seo' | 'featured';

export interface PostKind {
  key: 'blog' | 'newsroom';
  table: 'blog_posts' | 'newsroom_posts';
  list: ListDeclaration<PostRow>;
  args: z.ZodType<Record<string, unknown> & { id: string }>;
  mutations: {
    create: 'blog.create' | 'newsroom.create';
    save: 'blog.save' | 'newsroom.save';
    setPublished: 'blog.setPublished' | 'newsroom.setPublished';
    setFeatured?: 'blog.setFeatured';
    delete: 'blog.delete' | 'newsroom.delete';
  };
  fields: ReadonlySet<OptionalField>;
  categories: readonly string[];
  /** Whether "no category" is allowed (the newsroom's category is optional). */
  categoryOptional: boolean;
  defaults: { author: string; category: string | null };
  /** The admin list's address; the form lives under `${base}/new` and `${base}/edit/{id}`. */
  base: string;
  /** The public page of a post: `${publicBase}/{slug}`. */
  publicBase: string;
  texts(t: AdminMessages): AdminMessages['posts']['blog'];
}

export const BLOG_KIND: PostKind = {
  key: 'blog',
  table: 'blog_posts',
  list: blogList as ListDeclaration<PostRow>,
  args: blogPostArgs as unknown as PostKind['args'],
  mutations: {
    create: 'blog.create',
    save: 'blog.save',
    setPublished: 'blog.setPublished',
    setFeatured: 'blog.setFeatured',
    delete: 'blog.delete',
  },
  fields: new Set<OptionalField>(['tags', 'seo', 'featured']),
  categories: BLOG_CATEGORIES,
  categoryOptional: false,
  defaults: { author: BLOG_DEFAULTS.author, category: BLOG_DEFAULTS.category },
  base: '/admin/blog',
  publicBase: '/blog',
  texts: (t) => t.posts.blog,
};

export const NEWSROOM_KIND: PostKind = {
  key: 'newsroom',
  table: 'newsroom_posts',
  list: newsroomList as ListDeclaration<PostRow>,
  args: newsroomPostArgs as unknown as PostKind['args'],
  mutations: {
    create: 'newsroom.create',
    save: 'newsroom.save',
    setPublished: 'newsroom.setPublished',
    delete: 'newsroom.delete',
  },
  fields: new Set<OptionalField>(),
  categories: NEWSROOM_CATEGORIES,
  categoryOptional: true,
  defaults: { author: NEWSROOM_DEFAULTS.author, category: null },
  base: '/admin/newsroom',
  publicBase: '/newsroom',
  texts: (t) => t.posts.newsroom,
};
