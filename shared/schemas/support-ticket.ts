import * as z from 'zod/mini';
import { PRIORITIES, SUPPORT_CATEGORIES } from '../constants.ts';
import type { ValidationMessages } from '../i18n/en/validation.ts';
import { email, MAX, option, optionalText, requiredText } from './fields.ts';
import { leadSourceShape } from './lead-source.ts';

/**
 * Support request (/support): the fields of a back-office support ticket (back-office §3) that a
 * customer fills in. Category is one of the five of back-office §4 (default general), priority
 * one of urgent/high/medium/low (default medium).
 */
export function supportTicketSchema(t: ValidationMessages) {
  return z.object({
    name: requiredText(t, t.nameRequired, MAX.name),
    email: email(t, t.emailRequired),
    company: optionalText(t, MAX.company),
    subject: requiredText(t, t.subjectRequired, MAX.ticketSubject),
    description: requiredText(t, t.descriptionRequired, MAX.message),
    category: z._default(option(t, SUPPORT_CATEGORIES), 'general'),
    priority: z._default(option(t, PRIORITIES), 'medium'),
    ...leadSourceShape(),
  });
}

export type SupportTicketInput = z.infer<ReturnType<typeof supportTicketSchema>>;
