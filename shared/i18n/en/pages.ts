import { career, contact, sales, support } from './pages/contact.ts';
import { faq } from './pages/faq.ts';
import { home } from './pages/home.ts';
import { iaas } from './pages/iaas.ts';
import { legal, privacy, terms } from './pages/legal.ts';
import { newsletterIssue } from './pages/newsletter-issue.ts';
import { newsletterLinks } from './pages/newsletter-links.ts';
import { paas } from './pages/paas.ts';
import { partners } from './pages/partners.ts';
import { plans } from './pages/plans.ts';
import { pricing } from './pages/pricing.ts';
import { products } from './pages/products.ts';
import { security } from './pages/security.ts';
import { solutions } from './pages/solutions.ts';
import { supportRating } from './pages/support-rating.ts';
import { embeds, httpErrors } from './pages/system.ts';

/** Copy of the static marketing pages; one module per page under ./pages/. */
export const pages = {
  home,
  products,
  plans,
  paas,
  iaas,
  solutions,
  pricing,
  security,
  contact,
  sales,
  support,
  supportRating,
  newsletterLinks,
  newsletterIssue,
  career,
  faq,
  legal,
  privacy,
  terms,
  partners,
  httpErrors,
  embeds,
};
