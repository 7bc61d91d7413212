import type { RouteObject } from 'react-router-dom';
import { type Lang, SITE } from '../../../../shared/constants.ts';
import type { PartnerCard } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import type { Messages } from '../../../../shared/i18n/index.ts';
import { routeHandle } from '../../app/meta.ts';
import type { PageName, PageProps } from '../../app/pages.ts';
import { loadContent, notFound } from '../content/load.ts';
import { breadcrumbJsonLd } from '../content/structured-data.ts';
import { type EmbedKind, embedLoader } from './embed-page.tsx';
import { isTechPartner, partnerRow, type TechPartnerData } from './figures/tech-partners.ts';
import { HTTP_ERROR_CODES } from './http-error.tsx';

type PageCopy = { title: string; description: string };

const NAMES = { brand: SITE.brand, company: SITE.company };

/** A prerendered page whose title and description come from its catalogue entry. */
function staticPage(
  lang: Lang,
  name: string,
  path: string | null,
  page: PageName,
  copy: (t: Messages) => PageCopy,
  props?: PageProps,
  noindex = false,
  /** The section the page sits under, for its breadcrumbs. */
  parent?: { path: string; copy: (t: Messages) => PageCopy },
): RouteObject {
  const handle = routeHandle(
    page,
    ({ t }) => ({
      title: copy(t).title,
      description: fmt(copy(t).description, NAMES),
      ...(parent
        ? {
            jsonLd: [
              breadcrumbJsonLd(lang, [
                { name: parent.copy(t).title, path: parent.path },
                { name: copy(t).title },
              ]),
            ],
          }
        : {}),
    }),
    { prerender: true, ...(props ? { props } : {}), ...(noindex ? { noindex } : {}) },
  );
  return path === null
    ? { id: `${lang}:${name}`, index: true, handle }
    : { id: `${lang}:${name}`, path, handle };
}

function embedRoute(lang: Lang, kind: EmbedKind): RouteObject {
  return {
    id: `${lang}:${kind}-embed`,
    path: kind,
    loader: embedLoader(kind),
    // Depends on configuration, so rendered per request rather than prerendered.
    handle: routeHandle(
      'public/embed-page',
      ({ t, data }) => ({
        title: t.pages.embeds[kind].title,
        description: fmt(t.pages.embeds[kind].description, NAMES),
        // A placeholder until its address is configured: not a page to find in search.
        noindex: !(data as { url: string | null } | undefined)?.url,
      }),
      { props: { kind } },
    ),
  };
}

/**
 * Static marketing pages (no per-request data). `prerender: true` in the handle writes them to
 * HTML at build time, in both languages, for the service worker to precache.
 */
export function staticPageRoutes(lang: Lang): RouteObject[] {
  return [
    staticPage(lang, 'home', null, 'public/home', (t) => t.pages.home),
    staticPage(lang, 'products', 'products', 'public/products', (t) => t.pages.products),
    ...(['paas', 'iaas'] as const).map((product) =>
      staticPage(
        lang,
        product,
        `products/${product}`,
        `public/${product}`,
        (t) => t.pages[product],
        undefined,
        false,
        { path: '/products', copy: (t) => t.pages.products },
      ),
    ),
    staticPage(lang, 'solutions', 'solutions', 'public/solutions', (t) => t.pages.solutions),
    staticPage(lang, 'pricing', 'pricing', 'public/pricing', (t) => t.pages.pricing),
    staticPage(lang, 'security', 'security', 'public/security', (t) => t.pages.security),
    staticPage(lang, 'contact', 'contact', 'public/contact', (t) => t.pages.contact),
    staticPage(lang, 'sales', 'sales', 'public/sales', (t) => t.pages.sales),
    staticPage(lang, 'support', 'support', 'public/support', (t) => t.pages.support),
    {
      id: `${lang}:support-rate`,
      path: 'support/rate',
      // The satisfaction link's token lives in the query string: never prerendered or indexed.
      handle: routeHandle(
        'public/support-rating',
        ({ t }) => ({
          title: t.pages.supportRating.title,
          description: t.pages.supportRating.description,
        }),
        { noindex: true },
      ),
    },
    // The newsletter mails' links carry tokens: never prerendered or indexed.
    ...(['confirm', 'unsubscribe'] as const).map((which) => ({
      id: `${lang}:newsletter-${which}`,
      path: `newsletter/${which}`,
      handle: routeHandle(
        `public/newsletter-${which}`,
        ({ t }) => ({
          title: t.pages.newsletterLinks[which].title,
          description: t.pages.newsletterLinks[which].description,
        }),
        { noindex: true },
      ),
    })),
    staticPage(lang, 'career', 'career', 'public/career', (t) => t.pages.career),
    staticPage(lang, 'faq', 'faq', 'public/faq', (t) => t.pages.faq),
    staticPage(lang, 'privacy', 'legal/privacy-policy', 'public/privacy', (t) => t.pages.privacy),
    staticPage(lang, 'terms', 'legal/terms-of-service', 'public/terms', (t) => t.pages.terms),
    // The partners' texts are the catalogue's, their logos the partners table's (edited in the
    // back office): rendered per request, as the other database pages are.
    {
      id: `${lang}:partners`,
      path: 'partners',
      loader: ({ context }) => loadContent<PartnerCard[]>(context, (c) => c.partners(lang)),
      handle: routeHandle('public/partners', ({ t }) => ({
        title: t.pages.partners.title,
        description: fmt(t.pages.partners.description, NAMES),
      })),
    },
    {
      id: `${lang}:tech-partner`,
      path: 'partners/technology/:partner',
      loader: async ({ context, params }): Promise<TechPartnerData> => {
        const id = params.partner;
        // Any /partners/technology/{x} that is not one of the four partners answers 404.
        if (!isTechPartner(id)) notFound();
        const partners = await loadContent<PartnerCard[]>(context, (c) => c.partners(lang));
        return { id, partner: partnerRow(partners, { slug: id }) };
      },
      handle: routeHandle('public/tech-partner', ({ t, data }) => {
        const id = (data as TechPartnerData | undefined)?.id;
        if (!id) return { title: t.pages.partners.title };
        const partner = t.pages.partners.technology[id];
        return {
          title: partner.name,
          description: partner.text,
          jsonLd: [
            breadcrumbJsonLd(lang, [
              { name: t.pages.partners.title, path: '/partners' },
              { name: partner.name },
            ]),
          ],
        };
      }),
    },
    ...HTTP_ERROR_CODES.map((code) =>
      staticPage(
        lang,
        `error-${code}`,
        `error/${code}`,
        'public/http-error',
        (t) => ({
          title: `${code} ${t.pages.httpErrors.codes[code].title}`,
          description: t.pages.httpErrors.codes[code].message,
        }),
        { code },
        // Where a failed form post or a proxy sends a visitor: not a page to find in search.
        true,
      ),
    ),
    {
      id: `${lang}:offline`,
      path: 'offline',
      // Prerendered for the service worker's offline answer; not a page to find in search.
      handle: routeHandle(
        'public/offline',
        ({ t }) => ({ title: t.forms.pwa.offlineTitle, description: t.forms.pwa.offlineText }),
        { prerender: true, noindex: true },
      ),
    },
    embedRoute(lang, 'docs'),
    embedRoute(lang, 'api'),
    embedRoute(lang, 'status'),
  ];
}
