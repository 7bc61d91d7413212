import { type Lang, SITE } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';
import { SHARE_CROPS } from '../../../shared/media.ts';
import type { PageName, PageProps } from './pages.ts';

export interface PageMeta {
  /** The page's own name; the document title is 'Name | brand'. */
  title: string;
  description?: string;
  /**
   * The languages the page's content exists in, for its hreflang alternates and canonical
   * address; absent: every language.
   */
  languages?: readonly Lang[];
  /** Not a page for search results, decided by its data (an embed with nothing configured). */
  noindex?: boolean;
  /**
   * The page's own picture for shared links (a post's featured image, a person's photo): an
   * absolute http(s) address or a path on this site. Without one, the site's default card.
   */
  image?: { url: string; alt: string; width?: number; height?: number } | undefined;
  /**
   * The kind of card a shared link shows: a large picture (the default), or a small square
   * summary (a person's page, whose picture is a portrait).
   */
  card?: 'summary' | 'summary_large_image';
  /** When the page's content last changed (ISO), when known: its Last-Modified. */
  modified?: string;
  /**
   * Structured data about the page (schema.org JSON-LD: its subject, its breadcrumbs), beside the
   * Organization's; each object is a script of its own.
   */
  jsonLd?: Record<string, unknown>[] | undefined;
  /**
   * The page's largest picture, shown at the top (a post's featured picture): preloaded from the
   * head at high priority, so its fetch starts with the document's instead of after the styles.
   * `srcset` and `sizes` are those of its AVIF `<source>`, which every supported browser takes.
   */
  preloadImage?: { srcset: string; sizes: string } | undefined;
}

/** The site's own card for shared links, for pages without a picture of their own. */
export const SHARE_CARD = { path: '/brand/og-card.jpg', ...SHARE_CROPS.card } as const;

export type MetaFunction = (args: { t: Messages; data: unknown; lang: Lang }) => PageMeta;

export interface RouteHandle {
  /** The page component that renders the route (see pages.ts) and the props the route gives it. */
  page: PageName;
  props?: PageProps;
  meta?: MetaFunction;
  /** Static page: rendered to HTML at build time and precached. */
  prerender?: boolean;
  /** Personal or token-bearing page: `<meta name="robots" content="noindex">`, no canonical. */
  noindex?: boolean;
}

export function routeHandle(
  page: PageName,
  meta: MetaFunction,
  extra: Omit<RouteHandle, 'meta' | 'page'> = {},
): RouteHandle {
  return { page, meta, ...extra };
}

export function documentTitle(name: string): string {
  return `${name} | ${SITE.brand}`;
}

interface MetaMatch {
  handle?: unknown;
  data?: unknown;
}

/** The deepest route's meta wins, as with nested layouts. */
export function pageMeta(matches: MetaMatch[], t: Messages, lang: Lang): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ t, data: match?.data, lang });
  }
  return { title: t.pages.home.title };
}
