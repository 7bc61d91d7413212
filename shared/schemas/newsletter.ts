import * as z from 'zod/mini';
import type { ValidationMessages } from '../i18n/en/validation.ts';
import { email } from './fields.ts';
import { leadSourceShape } from './lead-source.ts';

export const NEWSLETTER_SOURCES = ['page', 'popup'] as const;
export type NewsletterVariant = (typeof NEWSLETTER_SOURCES)[number];

/**
 * Newsletter signup (public-site §5): the page form and the popup differ only in the message for
 * an empty address ('Please enter your email' / 'Please enter your email address').
 */
export function newsletterSchema(t: ValidationMessages, variant: NewsletterVariant = 'page') {
  const required = variant === 'popup' ? t.newsletterPopupEmailRequired : t.newsletterEmailRequired;
  return z.object({
    email: email(t, required),
    source: z.optional(z.enum(NEWSLETTER_SOURCES, { error: t.optionInvalid })),
    ...leadSourceShape(),
  });
}

export type NewsletterInput = z.infer<ReturnType<typeof newsletterSchema>>;
