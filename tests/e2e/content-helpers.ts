import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BlogPostArgs } from '../../shared/admin/blog.ts';
import type { PushResponse } from '../../shared/sync/protocol.ts';
import { ADMIN, expect } from './admin-accounts.ts';

/** A blog post as the back office creates it; unnamed fields take a draft's empty values. */
export type NewBlogPost = Pick<BlogPostArgs, 'title' | 'slug' | 'content'> &
  Partial<Omit<BlogPostArgs, 'id'>>;

/** An access token of the seeded admin, as the desktop app signs in (no cookies, no Origin). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/token', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** Creates published blog posts through the sync API's blog.create, as the back office would. */
export async function createBlogPosts(
  request: APIRequestContext,
  token: string,
  posts: NewBlogPost[],
): Promise<void> {
  const mutations = posts.map((post) => ({
    id: randomUUID(),
    name: 'blog.create',
    args: {
      id: randomUUID(),
      author: 'Content Tests',
      excerpt: null,
      category: 'Legal Technology',
      tags: [],
      featured_image: null,
      seo_title: null,
      seo_description: null,
      published: true,
      featured: false,
      published_at: null,
      title_et: null,
      content_et: null,
      excerpt_et: null,
      seo_title_et: null,
      seo_description_et: null,
      ...post,
    },
  }));
  const answer = await request.post('/api/sync/push', {
    headers: { Authorization: `Bearer ${token}` },
    data: { mutations },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { results } = (await answer.json()) as PushResponse;
  expect(results.map((r) => r.status)).toEqual(posts.map(() => 'applied'));
}
