import type { Lang } from '../../../shared/constants.ts';
import { langFromPath, stripLang } from '../../../shared/paths.ts';

/**
 * What the service worker needs to know about the public site's addresses, without loading the
 * route table (that would bring every page's module into the worker). A unit test keeps
 * PUBLIC_ROUTE_PATTERNS equal to the route table's paths (web/src/app/routes.ts).
 */

/** Every route of the public route table, without the language prefix ('' is the home page). */
export const PUBLIC_ROUTE_PATTERNS: readonly string[] = [
  '',
  'products',
  'products/paas',
  'products/iaas',
  'solutions',
  'pricing',
  'security',
  'contact',
  'sales',
  'support',
  'support/rate',
  'newsletter/confirm',
  'newsletter/unsubscribe',
  'career',
  'faq',
  'legal/privacy-policy',
  'legal/terms-of-service',
  'partners',
  'partners/technology/:partner',
  'error/400',
  'error/401',
  'error/403',
  'error/500',
  'error/502',
  'error/503',
  'error/504',
  'docs',
  'api',
  'status',
  'offline',
  'about',
  'blog',
  'blog/:slug',
  'newsroom',
  'newsroom/:slug',
  'people',
  'people/:slug',
  'newsletter/archive',
  'newsletter/archive/:id',
  'partners/login',
  'partners/forgot-password',
  'partners/reset-password',
  'partners/unlock',
  'partners/dashboard',
];

/**
 * Pages whose content comes from the database (rendered per request) and that a visitor may read
 * again offline: the service worker keeps the ones seen in its runtime cache.
 */
export const DATABASE_PAGE_PATTERNS: readonly string[] = [
  'about',
  'blog',
  'blog/:slug',
  'newsroom',
  'newsroom/:slug',
  'people',
  'people/:slug',
  'newsletter/archive',
  'newsletter/archive/:id',
  'partners',
  'partners/technology/:partner',
];

/**
 * The page asks the service worker to keep it (message `{ type, url, pictures }`) when the worker
 * first takes control: the page was loaded before, so the worker never saw it, nor the uploaded
 * pictures it shows (`pictures`: the addresses the browser chose for them).
 */
export const KEEP_PAGE = 'KEEP_PAGE';

/** The prerendered offline page of each language (a route of its own, see public/routes.ts). */
export const OFFLINE_PAGE: Record<Lang, string> = { en: '/offline', et: '/et/offline' };

/**
 * An address of each language that no route matches: the server answers it with its not-found
 * page (status 404, with the site's frame), which the service worker keeps when it activates.
 * A 404 cannot be precached (the precache takes only successful answers).
 */
export const NOT_FOUND_PAGE: Record<Lang, string> = { en: '/404', et: '/et/404' };
/** The service worker's cache of the not-found pages, fetched when it activates. */
export const NOT_FOUND_CACHE = 'not-found-v1';
/** The service worker's cache of uploaded pictures that pages have shown. */
export const MEDIA_CACHE = 'media-v1';

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => part.startsWith(':') || part === segments[i]);
}

function segmentsOf(pathname: string): string[] {
  return stripLang(pathname).split('/').filter(Boolean);
}

function matchesAny(patterns: readonly string[], pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some((pattern) => matches(pattern, segments));
}

/** Whether some public route matches the path: if none does, the page cannot exist. */
export function isKnownPublicPath(pathname: string): boolean {
  return matchesAny(PUBLIC_ROUTE_PATTERNS, pathname);
}

/** Whether the path is a database-backed page that the service worker caches at run time. */
export function isDatabasePage(pathname: string): boolean {
  return matchesAny(DATABASE_PAGE_PATTERNS, pathname);
}

/** Whether a request is for the content API (the only API the service worker caches). */
export function isContentApi(pathname: string): boolean {
  return pathname.startsWith('/api/content/');
}

/**
 * The fallback document for a navigation that failed offline: the not-found page when no route
 * can match, else the offline page, in the language of the requested path.
 */
export function offlineFallback(pathname: string): { kind: 'not-found' | 'offline'; url: string } {
  const lang = langFromPath(pathname);
  return isKnownPublicPath(pathname)
    ? { kind: 'offline', url: OFFLINE_PAGE[lang] }
    : { kind: 'not-found', url: NOT_FOUND_PAGE[lang] };
}
