import * as z from 'zod/mini';
import { COMPANY_SIZES } from '../constants.ts';
import type { ValidationMessages } from '../i18n/en/validation.ts';
import { email, MAX, option, optionalText, requiredText } from './fields.ts';
import { leadSourceShape } from './lead-source.ts';

/**
 * Sales enquiry (public-site §5): full name, work email and company are required (the spec's
 * form relies on the browser for that; the server enforces it too), company size is one of the
 * five ranges; title, phone and message are optional.
 */
export function salesEnquirySchema(t: ValidationMessages) {
  return z.object({
    name: requiredText(t, t.nameRequired, MAX.name),
    email: email(t, t.emailRequired),
    company: requiredText(t, t.companyRequired, MAX.company),
    title: optionalText(t, MAX.title),
    employees: z.optional(option(t, COMPANY_SIZES)),
    phone: optionalText(t, MAX.phone),
    message: optionalText(t, MAX.message),
    ...leadSourceShape(),
  });
}

export type SalesEnquiryInput = z.infer<ReturnType<typeof salesEnquirySchema>>;
