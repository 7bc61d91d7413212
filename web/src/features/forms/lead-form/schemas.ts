/**
 * The shared form schemas, loaded on first use (focus or submit) so zod stays out of the public
 * pages' first-load JavaScript; the service worker precaches this chunk for offline use.
 */
// First: no schema may be built before zod is told not to probe for eval (see the module).
import '../../../lib/zod-jitless.ts';

export { contactSchema } from '../../../../../shared/schemas/contact.ts';
export { validateForm } from '../../../../../shared/schemas/fields.ts';
export { newsletterSchema } from '../../../../../shared/schemas/newsletter.ts';
export { partnerApplicationSchema } from '../../../../../shared/schemas/partner-application.ts';
export { salesEnquirySchema } from '../../../../../shared/schemas/sales-enquiry.ts';
export { supportTicketSchema } from '../../../../../shared/schemas/support-ticket.ts';
