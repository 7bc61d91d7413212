import { SITE } from '../../shared/constants.ts';
import type { Messages } from '../../shared/i18n/index.ts';
import { catalogues, fmt } from '../../shared/i18n/index.ts';

const TECH = ['redline', 'qatalis', 'deepware', 'skudo-tech'] as const;
const CODES = ['400', '401', '403', '500', '502', '503', '504'] as const;

export interface PageExpectation {
  path: string;
  /** The page's own name: the document title is 'name | brand'. */
  title: string;
  /** Text the server-rendered h1 carries. */
  heading: string;
}

/** Every static public page of the route table, with its title and h1, in one language. */
export function staticPages(t: Messages): PageExpectation[] {
  const p = t.pages;
  return [
    { path: '/', title: p.home.title, heading: p.home.heroTitle },
    { path: '/products', title: p.products.title, heading: p.products.heading },
    { path: '/products/paas', title: p.paas.title, heading: p.paas.heading },
    { path: '/products/iaas', title: p.iaas.title, heading: p.iaas.heading },
    { path: '/solutions', title: p.solutions.title, heading: p.solutions.heading },
    { path: '/pricing', title: p.pricing.title, heading: p.pricing.heading },
    { path: '/security', title: p.security.title, heading: p.security.heading },
    { path: '/contact', title: p.contact.title, heading: p.contact.heading },
    { path: '/sales', title: p.sales.title, heading: p.sales.heading },
    { path: '/support', title: p.support.title, heading: p.support.heading },
    { path: '/career', title: p.career.title, heading: p.career.heading },
    { path: '/faq', title: p.faq.title, heading: p.faq.heading },
    { path: '/legal/privacy-policy', title: p.privacy.title, heading: p.privacy.heading },
    { path: '/legal/terms-of-service', title: p.terms.title, heading: p.terms.heading },
    { path: '/partners', title: p.partners.title, heading: p.partners.heading },
    ...TECH.map((id) => ({
      path: `/partners/technology/${id}`,
      title: p.partners.technology[id].name,
      heading: p.partners.technology[id].name,
    })),
    ...CODES.map((code) => ({
      path: `/error/${code}`,
      title: `${code} ${p.httpErrors.codes[code].title}`,
      heading: p.httpErrors.codes[code].title,
    })),
    ...(['docs', 'api', 'status'] as const).map((kind) => ({
      path: `/${kind}`,
      title: p.embeds[kind].title,
      heading: p.embeds[kind].heading,
    })),
  ];
}

export const LANGS = [
  { lang: 'en', prefix: '', t: catalogues.en },
  { lang: 'et', prefix: '/et', t: catalogues.et },
] as const;

export function localised(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export function documentTitle(name: string): string {
  return `${name} | ${SITE.brand}`;
}

/** How React escapes text in server-rendered HTML. */
export function htmlText(text: string): string {
  return fmt(text, { brand: SITE.brand })
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
