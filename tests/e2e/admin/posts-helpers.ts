import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { adminSignIn, expect } from '../admin-accounts.ts';

/** A blog post as blog.create takes it, with defaults for what a test does not care about. */
export function blogPost(over: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    id: randomUUID(),
    title: `Seeded post ${tag}`,
    slug: `seeded-post-${tag}`,
    content: 'Seeded body.',
    author: 'Lumen Legal Team',
    excerpt: 'A seeded excerpt.',
    category: 'Compliance',
    tags: ['seeded'],
    featured_image: null,
    seo_title: null,
    seo_description: null,
    published: false,
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

/** Pushes named changes as the back office does (same origin, the page's cookies). */
export async function pushChanges(
  page: Page,
  changes: { name: string; args: unknown; baseVersion?: string }[],
): Promise<MutationResult[]> {
  const answer = await page.request.post('/api/sync/push', {
    data: { mutations: changes.map((c) => ({ id: randomUUID(), ...c })) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { results } = (await answer.json()) as { results: MutationResult[] };
  for (const r of results) expect(r.status, JSON.stringify(r)).toBe('applied');
  return results;
}

/** Opens an admin address, signing in on the way. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export function postRows(page: Page, table: string) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

export function postRow(page: Page, table: string, title: string) {
  return postRows(page, table).filter({ has: page.getByRole('rowheader', { name: title }) });
}

/**
 * On a paused page clock: moves it on in small steps until `locator` shows (the browser's
 * storage notifies its live queries through timers too), so what it starts (e.g. the 1.5 s
 * return after "Saved!") begins at most `stepMs` before this returns.
 */
export async function runUntilVisible(page: Page, locator: Locator, stepMs = 10): Promise<void> {
  for (let i = 0; i < 1_000; i++) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(stepMs);
  }
  await expect(locator).toBeVisible();
}
