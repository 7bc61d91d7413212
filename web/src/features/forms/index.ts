/**
 * The public lead forms, placed on their pages by the page components. Each form is a real
 * <form method="post" action="/api/…"> enhanced with validation, the offline outbox and states.
 */
export {
  ContactForm,
  NewsletterForm,
  NewsletterPopup,
  PartnerApplicationForm,
  SalesForm,
  SupportForm,
} from './placeholders.tsx';
