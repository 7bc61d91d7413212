import { randomUUID } from 'node:crypto';
import { BLOG_DEFAULTS } from '../../shared/admin/blog.ts';

/**
 * The arguments of a `blog.create` / `blog.save` mutation: a published English post with a fresh
 * id and slug, every other field empty; `over` sets what a test cares about.
 */
export function blogPostArgs(over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    title: 'A post',
    slug: `post-${randomUUID().slice(0, 8)}`,
    content: 'Body text.',
    author: BLOG_DEFAULTS.author,
    excerpt: 'An excerpt.',
    category: BLOG_DEFAULTS.category,
    tags: [] as string[],
    featured_image: null,
    seo_title: '',
    seo_description: null,
    published: true,
    featured: false,
    published_at: null,
    title_et: null,
    content_et: null,
    excerpt_et: null,
    seo_title_et: null,
    seo_description_et: null,
    ...over,
  };
}
