import type { ComponentType } from 'react';
import { pageComponent } from './page-source.ts';

/**
 * Every public page's module, by its path under web/src/routes; each exports its page component
 * under the name `pageExport` gives. The server renders with these. The browser never loads this
 * registry: the server names the page's chunk in the page data (found through this same path in
 * the build manifest), and the build takes this module as an entry of its own so that every
 * page's chunk is built.
 */
export const PAGES = {
  'public/home': () => import('../routes/public/home.tsx'),
  'public/products': () => import('../routes/public/products.tsx'),
  'public/paas': () => import('../routes/public/paas.tsx'),
  'public/iaas': () => import('../routes/public/iaas.tsx'),
  'public/solutions': () => import('../routes/public/solutions.tsx'),
  'public/pricing': () => import('../routes/public/pricing.tsx'),
  'public/security': () => import('../routes/public/security.tsx'),
  'public/contact': () => import('../routes/public/contact.tsx'),
  'public/sales': () => import('../routes/public/sales.tsx'),
  'public/support': () => import('../routes/public/support.tsx'),
  'public/support-rating': () => import('../routes/public/support-rating.tsx'),
  'public/newsletter-confirm': () => import('../routes/public/newsletter-confirm.tsx'),
  'public/newsletter-unsubscribe': () => import('../routes/public/newsletter-unsubscribe.tsx'),
  'public/career': () => import('../routes/public/career.tsx'),
  'public/faq': () => import('../routes/public/faq.tsx'),
  'public/privacy': () => import('../routes/public/privacy.tsx'),
  'public/terms': () => import('../routes/public/terms.tsx'),
  'public/partners': () => import('../routes/public/partners.tsx'),
  'public/tech-partner': () => import('../routes/public/tech-partner.tsx'),
  'public/http-error': () => import('../routes/public/http-error.tsx'),
  'public/offline': () => import('../routes/public/offline.tsx'),
  'public/embed-page': () => import('../routes/public/embed-page.tsx'),
  'public/route-error-page': () => import('../routes/public/route-error-page.tsx'),
  'content/about-page': () => import('../routes/content/about-page.tsx'),
  'content/blog-list-page': () => import('../routes/content/blog-list-page.tsx'),
  'content/post-page': () => import('../routes/content/post-page.tsx'),
  'content/newsroom-page': () => import('../routes/content/newsroom-page.tsx'),
  'content/people-page': () => import('../routes/content/people-page.tsx'),
  'content/person-page': () => import('../routes/content/person-page.tsx'),
  'content/newsletter-archive-page': () => import('../routes/content/newsletter-archive-page.tsx'),
  'content/newsletter-issue-page': () => import('../routes/content/newsletter-issue-page.tsx'),
  'partners-portal/partner-login': () => import('../routes/partners-portal/partner-login.tsx'),
  'partners-portal/forgot-password': () => import('../routes/partners-portal/forgot-password.tsx'),
  'partners-portal/reset-password': () => import('../routes/partners-portal/reset-password.tsx'),
  'partners-portal/unlock': () => import('../routes/partners-portal/unlock.tsx'),
  'partners-portal/partner-dashboard': () =>
    import('../routes/partners-portal/partner-dashboard.tsx'),
} as const;

export type PageName = keyof typeof PAGES;

/** Props a route gives its page (strings only: they travel in the page's JSON data). */
export type PageProps = Record<string, string>;

// biome-ignore lint/suspicious/noExplicitAny: page components take different props; each route supplies the ones its page declares.
export type PageComponent = ComponentType<any>;

export async function loadPage(name: PageName): Promise<PageComponent> {
  return pageComponent(await PAGES[name](), name);
}
