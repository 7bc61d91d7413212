import * as z from 'zod/mini';
import { PARTNER_TYPES } from '../constants.ts';
import type { ValidationMessages } from '../i18n/en/validation.ts';
import { email, MAX, option, requiredText } from './fields.ts';
import { leadSourceShape } from './lead-source.ts';

/**
 * Partner application (public-site §5): every field is required; without a type the message is
 * 'Please select a partnership type'.
 */
export function partnerApplicationSchema(t: ValidationMessages) {
  return z.object({
    name: requiredText(t, t.nameRequired, MAX.name),
    email: email(t, t.emailRequired),
    company: requiredText(t, t.companyRequired, MAX.company),
    partner_type: option(t, PARTNER_TYPES, t.partnerTypeRequired),
    message: requiredText(t, t.messageRequired, MAX.message),
    ...leadSourceShape(),
  });
}

export type PartnerApplicationInput = z.infer<ReturnType<typeof partnerApplicationSchema>>;
