import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  isRouteErrorResponse,
  type StaticHandlerContext,
} from 'react-router-dom';
import { HTML_LANG, LANGUAGES, SITE } from '../../../shared/constants.ts';
import { en } from '../../../shared/i18n/en/index.ts';
import { et } from '../../../shared/i18n/et/index.ts';
import { messages } from '../../../shared/i18n/index.ts';
import { langFromPath, localePath, stripLang } from '../../../shared/paths.ts';
import { decodeFormAnswer } from '../../../shared/schemas/form-post.ts';
import { catalogueSubset, provideCatalogue, recordCatalogueUse } from './catalogue.ts';
import { preloadDeferred } from './deferred.tsx';
import { assembleDocument, escapeHtml } from './document.ts';
import { documentTitle, type PageMeta, pageMeta, type RouteHandle, SHARE_CARD } from './meta.ts';
import type { PageData } from './page-data.ts';
import type { PageError } from './page-router.tsx';
import { loadPage, type PageName } from './pages.ts';
import { PublicApp } from './public-app.tsx';
import { routes } from './routes.ts';
import type { ServerContext } from './server-context.ts';

// The server imports the web side only through this module and the CSS-free page registry
// (a lint rule enforces it).
export { assembleDocument, serializeJsonForHtml } from './document.ts';
export { PRERENDER_PATHS, routes } from './routes.ts';
export type { ServerContext } from './server-context.ts';

export type RenderResult =
  | {
      kind: 'html';
      status: number;
      html: string;
      /** When the page's content last changed (ISO), when it is known (a post's last edit). */
      modified?: string;
    }
  | { kind: 'redirect'; status: number; location: string };

export interface RenderOptions {
  /** Head tags that preload a page's script (its chunk and what it imports), from the build. */
  pagePreloads?: (page: PageName) => string;
  /** The address of a page's own chunk, which the browser imports to hydrate it, from the build. */
  pageModule?: (page: PageName) => string | undefined;
  /** A fallback document the service worker shows at other addresses (see PageData.path). */
  fallback?: boolean;
}

// The server renders both languages, so it has both catalogues from the start.
provideCatalogue('en', en);
provideCatalogue('et', et);

const handler = createStaticHandler(routes);
const ROUTE_ERROR_PAGE: PageName = 'public/route-error-page';

/**
 * A route error as the page may see it: an error response keeps its status; anything else may
 * describe the server's internals (a failed query), so the page only learns that something failed.
 */
function pageError(error: unknown): PageError {
  return isRouteErrorResponse(error)
    ? { status: error.status, statusText: error.statusText, data: error.data }
    : { status: 500, statusText: 'Internal error' };
}

/** Renders a public route to a complete HTML document, with the data to hydrate it. */
export async function renderPage(
  request: Request,
  template: string,
  context: ServerContext,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('Location') ?? '/',
    };
  }
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const leaf = result.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const firstError = result.errors ? Object.values(result.errors)[0] : undefined;
  const error = firstError === undefined ? undefined : pageError(firstError);
  // A failed route shows the route error's page, with the error in the data.
  const page: PageName | undefined = error ? ROUTE_ERROR_PAGE : handle?.page;
  const Page = page ? await loadPage(page) : null;
  // The server renders a page's deferred parts (the forms) in place: their code first.
  await preloadDeferred();
  const module = page ? options.pageModule?.(page) : undefined;
  const formAnswer = error
    ? undefined
    : decodeFormAnswer(url.searchParams, messages(lang).validation);
  const data: Omit<PageData, 'messages'> = {
    lang,
    ...(page ? { page, ...(module ? { module } : {}) } : {}),
    ...(page && !error ? { props: handle?.props ?? {} } : {}),
    ...(leaf && !error ? { loaderData: result.loaderData[leaf.route.id] ?? null } : {}),
    ...(error ? { error } : {}),
    ...(options.fallback ? { path: url.pathname } : {}),
    ...(formAnswer ? { formAnswer } : {}),
  };
  const { result: body, used } = recordCatalogueUse(() =>
    renderToString(<PublicApp url={request.url} data={{ ...data, messages: {} }} Page={Page} />),
  );
  const head = renderHead(result, url, context.origin);
  const html = assembleDocument(template, {
    htmlLang: HTML_LANG[lang],
    head: [head.tags, page && options.pagePreloads ? options.pagePreloads(page) : '']
      .filter(Boolean)
      .join('\n    '),
    body,
    data: { ...data, messages: catalogueSubset(messages(lang), used) } satisfies PageData,
  });
  return {
    kind: 'html',
    status: result.statusCode,
    html,
    ...(head.modified && result.statusCode === 200 ? { modified: head.modified } : {}),
  };
}

function renderHead(
  result: StaticHandlerContext,
  url: URL,
  origin: string,
): { tags: string; modified: string | undefined } {
  const lang = langFromPath(url.pathname);
  const t = messages(lang);
  const matches = result.matches.map((m) => ({
    id: m.route.id,
    pathname: m.pathname,
    params: m.params,
    data: result.loaderData[m.route.id],
    loaderData: result.loaderData[m.route.id],
    handle: m.route.handle,
  }));
  const meta: PageMeta =
    result.statusCode === 404
      ? { title: t.notFound.title, description: t.notFound.message }
      : pageMeta(matches, t, lang);
  const description = meta.description ?? t.meta.siteDescription;
  const title = documentTitle(meta.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  // First of the page's own tags, so the picture's fetch is queued ahead of the rest.
  if (meta.preloadImage && result.statusCode === 200) {
    const { srcset, sizes } = meta.preloadImage;
    tags.unshift(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" />`,
    );
  }
  const noindex =
    meta.noindex === true ||
    result.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.noindex);
  if (result.statusCode === 200 && !noindex) {
    // Alternates only in the languages the content really exists in. An Estonian address of
    // content that exists only in English shows the English text: the English page is canonical.
    const languages = meta.languages ?? LANGUAGES;
    const canonicalLang = languages.includes(lang) ? lang : 'en';
    const canonical = `${origin}${localePath(canonicalLang, url.pathname)}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const alt of LANGUAGES.filter((l) => languages.includes(l))) {
      tags.push(
        `<link rel="alternate" hreflang="${HTML_LANG[alt].toLowerCase()}" href="${escapeHtml(origin + localePath(alt, url.pathname))}" />`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + localePath('en', url.pathname))}" />`,
    );
    tags.push(
      `<meta property="og:site_name" content="${escapeHtml(SITE.brand)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="${/^\/(blog|newsroom)\/[^/]+$/.test(stripLang(url.pathname)) ? 'article' : 'website'}" />`,
      `<meta property="og:locale" content="${canonicalLang === 'et' ? 'et_EE' : 'en_GB'}" />`,
      ...shareImage(meta.image, origin, t.meta.shareCardAlt),
      `<meta name="twitter:card" content="${meta.card ?? 'summary_large_image'}" />`,
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    );
    // Pictures and pages of this site are named by their whole address in structured data too.
    for (const data of meta.jsonLd ?? []) tags.push(jsonLdScript(withOrigin(data, origin)));
    const feedBase = lang === 'et' ? '/et' : '';
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${t.content.blog.title} | ${SITE.brand}`)}" href="${escapeHtml(`${feedBase}/blog/rss.xml`)}" />`,
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${t.content.newsroom.title} | ${SITE.brand}`)}" href="${escapeHtml(`${feedBase}/newsroom/rss.xml`)}" />`,
      organizationJsonLd(origin, t.meta.siteDescription),
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return { tags: tags.join('\n    '), modified: meta.modified };
}

/** Structured data's addresses: a path on this site (`/people/x`) becomes a whole address. */
const ADDRESS_KEYS = new Set(['image', 'url', 'item', 'logo', 'mainEntityOfPage']);

function withOrigin<T>(value: T, origin: string, key = ''): T {
  if (typeof value === 'string') {
    return (
      ADDRESS_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//')
        ? origin + value
        : value
    ) as T;
  }
  if (Array.isArray(value)) return value.map((v) => withOrigin(v, origin, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withOrigin(v, origin, k)]),
    ) as T;
  }
  return value;
}

/** The square logo of structured data (Google asks for at least 112×112). */
export const SQUARE_LOGO = { path: '/brand/logo-square.png', width: 512, height: 512 } as const;

/**
 * og:image of a shared link: the page's picture, or the site's card (whose size is known). A path
 * on this site becomes an absolute address, as link previews need.
 */
function shareImage(image: PageMeta['image'], origin: string, cardAlt: string): string[] {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const tags = image
    ? [
        `<meta property="og:image" content="${escapeHtml(absolute(image.url))}" />`,
        ...(image.width && image.height
          ? [
              `<meta property="og:image:width" content="${image.width}" />`,
              `<meta property="og:image:height" content="${image.height}" />`,
            ]
          : []),
        `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      ]
    : [
        `<meta property="og:image" content="${escapeHtml(origin + SHARE_CARD.path)}" />`,
        `<meta property="og:image:width" content="${SHARE_CARD.width}" />`,
        `<meta property="og:image:height" content="${SHARE_CARD.height}" />`,
        `<meta property="og:image:alt" content="${escapeHtml(cardAlt)}" />`,
      ];
  return [
    ...tags,
    `<meta name="twitter:image" content="${escapeHtml(image ? absolute(image.url) : origin + SHARE_CARD.path)}" />`,
  ];
}

/** Organization structured data; a JSON script block is never executed, so the CSP stays strict. */
function organizationJsonLd(origin: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.brand,
    legalName: SITE.company,
    url: origin,
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${SQUARE_LOGO.path}`,
      width: SQUARE_LOGO.width,
      height: SQUARE_LOGO.height,
    },
    description,
    email: SITE.email.general,
    telephone: SITE.phone,
    foundingDate: '2025',
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.city,
      postalCode: SITE.address.postcode,
      addressCountry: 'EE',
    },
    sameAs: Object.values(SITE.social),
  };
  return jsonLdScript(data);
}

function jsonLdScript(data: Record<string, unknown>): string {
  // '<' escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
