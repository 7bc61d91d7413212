import type { ComponentType } from 'react';

/**
 * Every public page component, by the path of its module under web/src/routes. The browser loads
 * only the one the document shows (the server names its chunk in a modulepreload link, found
 * through this same path in the build manifest); the server renders with the same modules.
 */
export const PAGES = {
  'public/home': () => import('../routes/public/home.tsx').then((m) => m.HomePage),
  'public/products': () => import('../routes/public/products.tsx').then((m) => m.ProductsPage),
  'public/paas': () => import('../routes/public/paas.tsx').then((m) => m.PaasPage),
  'public/iaas': () => import('../routes/public/iaas.tsx').then((m) => m.IaasPage),
  'public/solutions': () => import('../routes/public/solutions.tsx').then((m) => m.SolutionsPage),
  'public/pricing': () => import('../routes/public/pricing.tsx').then((m) => m.PricingPage),
  'public/security': () => import('../routes/public/security.tsx').then((m) => m.SecurityPage),
  'public/contact': () => import('../routes/public/contact.tsx').then((m) => m.ContactPage),
  'public/sales': () => import('../routes/public/sales.tsx').then((m) => m.SalesPage),
  'public/support': () => import('../routes/public/support.tsx').then((m) => m.SupportPage),
  'public/support-rating': () =>
    import('../routes/public/support-rating.tsx').then((m) => m.SupportRatingPage),
  'public/newsletter-confirm': () =>
    import('../routes/public/newsletter-confirm.tsx').then((m) => m.NewsletterConfirmPage),
  'public/newsletter-unsubscribe': () =>
    import('../routes/public/newsletter-unsubscribe.tsx').then((m) => m.NewsletterUnsubscribePage),
  'public/career': () => import('../routes/public/career.tsx').then((m) => m.CareerPage),
  'public/faq': () => import('../routes/public/faq.tsx').then((m) => m.FaqPage),
  'public/privacy': () => import('../routes/public/privacy.tsx').then((m) => m.PrivacyPage),
  'public/terms': () => import('../routes/public/terms.tsx').then((m) => m.TermsPage),
  'public/partners': () => import('../routes/public/partners.tsx').then((m) => m.PartnersPage),
  'public/tech-partner': () =>
    import('../routes/public/tech-partner.tsx').then((m) => m.TechPartnerPage),
  'public/http-error': () => import('../routes/public/http-error.tsx').then((m) => m.HttpErrorPage),
  'public/offline': () => import('../routes/public/offline.tsx').then((m) => m.OfflinePage),
  'public/embed-page': () => import('../routes/public/embed-page.tsx').then((m) => m.EmbedPage),
  'content/about-page': () => import('../routes/content/about-page.tsx').then((m) => m.AboutPage),
  'content/blog-list-page': () =>
    import('../routes/content/blog-list-page.tsx').then((m) => m.BlogListPage),
  'content/post-page': () => import('../routes/content/post-page.tsx').then((m) => m.PostPage),
  'content/newsroom-page': () =>
    import('../routes/content/newsroom-page.tsx').then((m) => m.NewsroomPage),
  'content/people-page': () =>
    import('../routes/content/people-page.tsx').then((m) => m.PeoplePage),
  'content/person-page': () =>
    import('../routes/content/person-page.tsx').then((m) => m.PersonPage),
  'partners-portal/partner-login': () =>
    import('../routes/partners-portal/partner-login.tsx').then((m) => m.PartnerLoginPage),
  'partners-portal/forgot-password': () =>
    import('../routes/partners-portal/forgot-password.tsx').then((m) => m.ForgotPasswordPage),
  'partners-portal/reset-password': () =>
    import('../routes/partners-portal/reset-password.tsx').then((m) => m.ResetPasswordPage),
  'partners-portal/unlock': () =>
    import('../routes/partners-portal/unlock.tsx').then((m) => m.UnlockPage),
  'partners-portal/partner-dashboard': () =>
    import('../routes/partners-portal/partner-dashboard.tsx').then((m) => m.PartnerDashboardPage),
} as const;

export type PageName = keyof typeof PAGES;

/** Props a route gives its page (strings only: they travel in the page's JSON data). */
export type PageProps = Record<string, string>;

// biome-ignore lint/suspicious/noExplicitAny: page components take different props; each route supplies the ones its page declares.
export type PageComponent = ComponentType<any>;

export async function loadPage(name: PageName): Promise<PageComponent> {
  return (await PAGES[name]()) as PageComponent;
}
