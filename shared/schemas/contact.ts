import * as z from 'zod/mini';
import { CONTACT_SUBJECTS } from '../constants.ts';
import type { ValidationMessages } from '../i18n/en/validation.ts';
import { email, MAX, option, optionalText, requiredText } from './fields.ts';
import { leadSourceShape } from './lead-source.ts';

/**
 * Contact form (public-site §5): name, email (required, then valid), message — in this order.
 * Company and subject are optional; subject is one of the five options. `referrer` is the page
 * the visitor came from (document.referrer), sent by the script; the server falls back to the
 * Referer header.
 */
export function contactSchema(t: ValidationMessages) {
  return z.object({
    name: requiredText(t, t.nameRequired, MAX.name),
    email: email(t, t.emailRequired),
    company: optionalText(t, MAX.company),
    subject: z.optional(option(t, CONTACT_SUBJECTS)),
    message: requiredText(t, t.messageRequired, MAX.message),
    referrer: optionalText(t, MAX.referrer),
    ...leadSourceShape(),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
