import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { HTML_LANG, LANGUAGES, SITE } from '../../../shared/constants.ts';
import { en } from '../../../shared/i18n/en/index.ts';
import { et } from '../../../shared/i18n/et/index.ts';
import { messages } from '../../../shared/i18n/index.ts';
import { provideCatalogue } from './catalogue.ts';
import { assembleDocument, escapeHtml } from './document.ts';
import { type HydrationData, serializeErrors } from './hydration.ts';
import { langFromPath, localePath, stripLang } from './i18n.ts';
import { documentTitle, pageMeta, type RouteHandle } from './meta.ts';
import { routes } from './routes.tsx';
import type { ServerContext } from './server-context.ts';

export { PRERENDER_PATHS } from './routes.tsx';
export type { ServerContext } from './server-context.ts';

export type RenderResult =
  | { kind: 'html'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

// The server renders both languages, so it has both catalogues from the start.
provideCatalogue('en', en);
provideCatalogue('et', et);

const handler = createStaticHandler(routes);

/** Renders a public route to a complete HTML document, with loader data for hydration. */
export async function renderPage(
  request: Request,
  template: string,
  context: ServerContext,
): Promise<RenderResult> {
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, result);
  const body = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </StrictMode>,
  );
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const data: HydrationData = {
    loaderData: result.loaderData,
    actionData: result.actionData,
    errors: serializeErrors(result.errors),
  };
  const html = assembleDocument(template, {
    htmlLang: HTML_LANG[lang],
    head: renderHead(result, url, context.origin),
    body,
    data,
  });
  return { kind: 'html', status: result.statusCode, html };
}

function renderHead(result: StaticHandlerContext, url: URL, origin: string): string {
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
  const meta =
    result.statusCode === 404
      ? { title: t.notFound.title, description: t.notFound.message }
      : pageMeta(matches, t, lang);
  const description = meta.description ?? t.meta.siteDescription;
  const title = documentTitle(meta.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ];
  const noindex = result.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.noindex);
  if (result.statusCode === 200 && !noindex) {
    const canonical = `${origin}${url.pathname}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    for (const alt of LANGUAGES) {
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
      `<meta property="og:locale" content="${lang === 'et' ? 'et_EE' : 'en_GB'}" />`,
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    );
    const feedBase = lang === 'et' ? '/et' : '';
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${t.content.blog.title} | ${SITE.brand}`)}" href="${escapeHtml(`${feedBase}/blog/rss.xml`)}" />`,
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${t.content.newsroom.title} | ${SITE.brand}`)}" href="${escapeHtml(`${feedBase}/newsroom/rss.xml`)}" />`,
      organizationJsonLd(origin, t.meta.siteDescription),
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

/** Organization structured data; a JSON script block is never executed, so the CSP stays strict. */
function organizationJsonLd(origin: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.brand,
    legalName: SITE.company,
    url: origin,
    logo: `${origin}/brand/logo.png`,
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
  // '<' escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}
