import type { RouteObject } from 'react-router-dom';
import { type Lang, SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import type { Messages } from '../../../../shared/i18n/index.ts';
import { routeHandle } from '../../app/meta.ts';
import '../../styles/pages.css';
import { CareerPage } from './career.tsx';
import { ContactPage } from './contact.tsx';
import { type EmbedKind, EmbedPage, embedLoader } from './embed-page.tsx';
import { FaqPage } from './faq.tsx';
import { TECH_PARTNER_IDS } from './figures/logos.ts';
import { HomePage } from './home.tsx';
import { HTTP_ERROR_CODES, HttpErrorPage } from './http-error.tsx';
import { IaasPage } from './iaas.tsx';
import { PaasPage } from './paas.tsx';
import { PartnersPage } from './partners.tsx';
import { PricingPage } from './pricing.tsx';
import { PrivacyPage } from './privacy.tsx';
import { ProductsPage } from './products.tsx';
import { SalesPage } from './sales.tsx';
import { SecurityPage } from './security.tsx';
import { SolutionsPage } from './solutions.tsx';
import { SupportPage } from './support.tsx';
import { TechPartnerPage, techPartnerLoader } from './tech-partner.tsx';
import { TermsPage } from './terms.tsx';

type PageCopy = { title: string; description: string };

const NAMES = { brand: SITE.brand, company: SITE.company };

/** A prerendered page whose title and description come from its catalogue entry. */
function staticPage(
  lang: Lang,
  name: string,
  path: string | null,
  page: React.ReactElement,
  copy: (t: Messages) => PageCopy,
): RouteObject {
  const handle = routeHandle(
    ({ t }) => ({ title: copy(t).title, description: fmt(copy(t).description, NAMES) }),
    { prerender: true },
  );
  return path === null
    ? { id: `${lang}:${name}`, index: true, element: page, handle }
    : { id: `${lang}:${name}`, path, element: page, handle };
}

function embedRoute(lang: Lang, kind: EmbedKind): RouteObject {
  return {
    id: `${lang}:${kind}-embed`,
    path: kind,
    loader: embedLoader(kind),
    element: <EmbedPage kind={kind} />,
    // Depends on configuration, so rendered per request rather than prerendered.
    handle: routeHandle(({ t }) => ({
      title: t.pages.embeds[kind].title,
      description: fmt(t.pages.embeds[kind].description, NAMES),
    })),
  };
}

/**
 * Static marketing pages (no per-request data). `prerender: true` in the handle writes them to
 * HTML at build time, in both languages, for the service worker to precache.
 */
export function staticPageRoutes(lang: Lang): RouteObject[] {
  return [
    staticPage(lang, 'home', null, <HomePage />, (t) => t.pages.home),
    staticPage(lang, 'products', 'products', <ProductsPage />, (t) => t.pages.products),
    staticPage(lang, 'paas', 'products/paas', <PaasPage />, (t) => t.pages.paas),
    staticPage(lang, 'iaas', 'products/iaas', <IaasPage />, (t) => t.pages.iaas),
    staticPage(lang, 'solutions', 'solutions', <SolutionsPage />, (t) => t.pages.solutions),
    staticPage(lang, 'pricing', 'pricing', <PricingPage />, (t) => t.pages.pricing),
    staticPage(lang, 'security', 'security', <SecurityPage />, (t) => t.pages.security),
    staticPage(lang, 'contact', 'contact', <ContactPage />, (t) => t.pages.contact),
    staticPage(lang, 'sales', 'sales', <SalesPage />, (t) => t.pages.sales),
    staticPage(lang, 'support', 'support', <SupportPage />, (t) => t.pages.support),
    staticPage(lang, 'career', 'career', <CareerPage />, (t) => t.pages.career),
    staticPage(lang, 'faq', 'faq', <FaqPage />, (t) => t.pages.faq),
    staticPage(lang, 'privacy', 'legal/privacy-policy', <PrivacyPage />, (t) => t.pages.privacy),
    staticPage(lang, 'terms', 'legal/terms-of-service', <TermsPage />, (t) => t.pages.terms),
    staticPage(lang, 'partners', 'partners', <PartnersPage />, (t) => t.pages.partners),
    ...TECH_PARTNER_IDS.map((id) =>
      staticPage(
        lang,
        `tech-partner-${id}`,
        `partners/technology/${id}`,
        <TechPartnerPage id={id} />,
        (t) => ({
          title: t.pages.partners.technology[id].name,
          description: t.pages.partners.technology[id].text,
        }),
      ),
    ),
    {
      id: `${lang}:tech-partner`,
      path: 'partners/technology/:partner',
      loader: techPartnerLoader,
      element: <TechPartnerPage />,
    },
    ...HTTP_ERROR_CODES.map((code) =>
      staticPage(lang, `error-${code}`, `error/${code}`, <HttpErrorPage code={code} />, (t) => ({
        title: `${code} ${t.pages.httpErrors.codes[code].title}`,
        description: t.pages.httpErrors.codes[code].message,
      })),
    ),
    embedRoute(lang, 'docs'),
    embedRoute(lang, 'api'),
    embedRoute(lang, 'status'),
  ];
}
