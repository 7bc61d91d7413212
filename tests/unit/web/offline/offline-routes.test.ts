import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isMediaFile, mediaUrl, originalUrl } from '../../../../shared/media.ts';
import { routes } from '../../../../web/src/app/routes.ts';
import {
  DATABASE_PAGE_PATTERNS,
  isContentApi,
  isDatabasePage,
  isKnownPublicPath,
  NOT_FOUND_PAGE,
  OFFLINE_PAGE,
  offlineFallback,
  PUBLIC_ROUTE_PATTERNS,
} from '../../../../web/src/offline/offline-routes.ts';

/** The English route table's paths ('' for the home page), without the catch-all. */
function routeTablePaths(): string[] {
  const en = routes.find((r) => r.id === 'en');
  return (en?.children ?? [])
    .map((r: RouteObject) => (r.index ? '' : (r.path ?? '')))
    .filter((p) => p !== '*');
}

describe('the service worker’s knowledge of public addresses', () => {
  it('lists the routes of the public route table and matches every one of them', () => {
    const table = routeTablePaths();
    expect(PUBLIC_ROUTE_PATTERNS.filter((p) => !table.includes(p))).toEqual([]);
    expect(table.filter((p) => !isKnown(p))).toEqual([]);
  });

  it('knows addresses the routes match, in both languages, and not others', () => {
    for (const path of ['/', '/et', '/blog', '/et/blog/a-post', '/people/mari', '/pricing']) {
      expect(isKnownPublicPath(path), path).toBe(true);
    }
    for (const path of ['/no-such-page', '/et/no-such-page', '/blog/a/b', '/404', '/error/404']) {
      expect(isKnownPublicPath(path), path).toBe(false);
    }
  });

  it('caches only database-backed pages', () => {
    for (const path of ['/blog', '/et/blog', '/blog/a-post', '/newsroom/x', '/people', '/about']) {
      expect(isDatabasePage(path), path).toBe(true);
    }
    for (const path of ['/', '/pricing', '/admin', '/admin/posts', '/api/content/blog', '/x']) {
      expect(isDatabasePage(path), path).toBe(false);
    }
    expect(DATABASE_PAGE_PATTERNS.every((p) => PUBLIC_ROUTE_PATTERNS.includes(p))).toBe(true);
  });

  it('keeps uploaded pictures’ files, whose addresses name their content, and nothing else', () => {
    // Every address the server gives a picture (its sizes and its original) is one.
    const hash = '0123456789abcdef0123456789abcdef';
    for (const url of [
      mediaUrl(hash, 640, 'avif'),
      mediaUrl(hash, 160, 'jpeg'),
      originalUrl(hash, 'png'),
    ]) {
      expect(isMediaFile(url), url).toBe(true);
    }
    for (const path of [
      '/media/pending/2f1c9a52-8d3e-4a9b-9c41-7d0e5b6a1f20',
      '/media/short-640.avif',
      '/api/admin/media',
      `/api/media/${hash}.png`,
      `/media/${hash}.png/x`,
    ]) {
      expect(isMediaFile(path), path).toBe(false);
    }
  });

  it('caches the content API and no other API', () => {
    expect(isContentApi('/api/content/blog')).toBe(true);
    expect(isContentApi('/api/contact')).toBe(false);
    expect(isContentApi('/api/admin/content/x')).toBe(false);
    expect(isContentApi('/api/content')).toBe(false);
  });

  it('answers a failed navigation with not found or offline, in the path’s language', () => {
    expect(offlineFallback('/no-such-page')).toEqual({ kind: 'not-found', url: NOT_FOUND_PAGE.en });
    expect(offlineFallback('/et/no-such-page')).toEqual({
      kind: 'not-found',
      url: NOT_FOUND_PAGE.et,
    });
    expect(offlineFallback('/blog/unvisited')).toEqual({ kind: 'offline', url: OFFLINE_PAGE.en });
    expect(offlineFallback('/et/blog/unvisited')).toEqual({
      kind: 'offline',
      url: OFFLINE_PAGE.et,
    });
    expect(offlineFallback('/etc')).toEqual({ kind: 'not-found', url: NOT_FOUND_PAGE.en });
  });
});

function isKnown(path: string): boolean {
  return isKnownPublicPath(`/${path.replace(/:[a-z]+/g, 'x')}`);
}
