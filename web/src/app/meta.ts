import type { UIMatch } from 'react-router-dom';
import { type Lang, SITE } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';

export interface PageMeta {
  /** The page's own name; the document title is 'Name | brand'. */
  title: string;
  description?: string;
}

export type MetaFunction = (args: { t: Messages; data: unknown; lang: Lang }) => PageMeta;

export interface RouteHandle {
  meta?: MetaFunction;
  /** Static page: rendered to HTML at build time and precached. */
  prerender?: boolean;
  /** Personal or token-bearing page: `<meta name="robots" content="noindex">`, no canonical. */
  noindex?: boolean;
}

export function routeHandle(
  meta: MetaFunction,
  extra: Omit<RouteHandle, 'meta'> = {},
): RouteHandle {
  return { meta, ...extra };
}

export function documentTitle(name: string): string {
  return `${name} | ${SITE.brand}`;
}

/** The deepest route's meta wins, as with nested layouts. */
export function pageMeta(matches: UIMatch[], t: Messages, lang: Lang): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta({ t, data: match?.data, lang });
  }
  return { title: t.pages.home.title };
}
