/**
 * The public lead forms, placed on their pages by the page components. Each form is a real
 * <form method="post" action="/api/…"> enhanced with validation, the offline outbox and states.
 */
export { ContactForm } from './contact/contact-form.tsx';
export { NewsletterForm } from './newsletter/newsletter-form.tsx';
export { NewsletterPopup } from './newsletter/newsletter-popup.tsx';
export { PartnerApplicationForm } from './partner/partner-application-form.tsx';
export { SalesForm } from './sales/sales-form.tsx';
export { SupportForm } from './support/support-form.tsx';
