export { type ContactInput, contactSchema } from './contact.ts';
export { EMAIL_PATTERN, type FormResult, MAX, validateForm } from './fields.ts';
export {
  decodeFormAnswer,
  decodeFormErrors,
  encodeFormErrors,
  FORM_KEYS,
  FORM_PAGES,
  type FormErrorCode,
  type FormKey,
} from './form-post.ts';
export {
  LEAD_SOURCE_FIELDS,
  LEAD_SOURCE_MAX,
  type LeadSource,
  type LeadSourceField,
  leadSourceColumns,
  UTM_PARAMS,
} from './lead-source.ts';
export {
  NEWSLETTER_SOURCES,
  type NewsletterInput,
  type NewsletterVariant,
  newsletterSchema,
} from './newsletter.ts';
export { type PartnerApplicationInput, partnerApplicationSchema } from './partner-application.ts';
export { type SalesEnquiryInput, salesEnquirySchema } from './sales-enquiry.ts';
export { type SupportTicketInput, supportTicketSchema } from './support-ticket.ts';
