import type { ValidationMessages } from '../i18n/en/validation.ts';
import { MAX } from './limits.ts';

/**
 * The no-JavaScript contract between a plain `<form method="post" action="/api/…">` and the
 * page it came from (server/routes/public-api.ts documents the whole exchange). The server
 * answers 303 to the page; the query string carries the outcome compactly, never whole messages:
 *
 *   success  ?sent=<form>[&ticket=<number>]#<anchor>
 *   invalid  ?form=<form>&error=<field>:<code>,<field>:<code>&<field>=<value>…#<anchor>
 *   limited  ?form=<form>&error=_form:rate_limited#<anchor>
 *
 * Codes: required | invalid | option | too_long. `decodeFormErrors` turns them back into the
 * exact catalogue messages in the page's language.
 */
export const FORM_KEYS = ['contact', 'sales', 'newsletter', 'partner', 'support'] as const;
export type FormKey = (typeof FORM_KEYS)[number];

/** Where each form lives (English path; the Estonian page is the same path under /et). */
export const FORM_PAGES: Record<FormKey, { path: string; anchor: string }> = {
  contact: { path: '/contact', anchor: 'contact-form' },
  sales: { path: '/sales', anchor: 'sales-form' },
  newsletter: { path: '/blog', anchor: 'newsletter-form' },
  partner: { path: '/partners', anchor: 'become-partner' },
  support: { path: '/support', anchor: 'support-form' },
};

export type FormErrorCode = 'required' | 'invalid' | 'option' | 'too_long' | 'rate_limited';

/** Field-level form errors as a short string: `name:required,email:invalid`. */
export function encodeFormErrors(fields: Record<string, string>, t: ValidationMessages): string {
  return Object.entries(fields)
    .map(([field, message]) => `${field}:${codeOf(message, t)}`)
    .join(',');
}

function codeOf(message: string, t: ValidationMessages): FormErrorCode {
  if (message === t.emailInvalid || message === t.textInvalid) return 'invalid';
  if (message === t.optionInvalid) return 'option';
  const [before] = t.tooLong.split('{max}');
  if (before && message.startsWith(before)) return 'too_long';
  return 'required';
}

const REQUIRED: Record<string, keyof ValidationMessages> = {
  name: 'nameRequired',
  email: 'emailRequired',
  company: 'companyRequired',
  partner_type: 'partnerTypeRequired',
  subject: 'subjectRequired',
  description: 'descriptionRequired',
  message: 'messageRequired',
};

const MAX_OF: Record<string, number> = {
  name: MAX.name,
  email: MAX.email,
  company: MAX.company,
  title: MAX.title,
  phone: MAX.phone,
  message: MAX.message,
  description: MAX.message,
  referrer: MAX.referrer,
};

/**
 * The `error` query parameter back as `{ field: message }` in the schema's wording. `variant`
 * picks the newsletter popup's wording for an empty address. `_form: rate_limited` becomes the
 * rate-limit message without the minutes (the page says "later").
 */
export function decodeFormErrors(
  form: FormKey,
  param: string | null | undefined,
  t: ValidationMessages,
  variant: 'page' | 'popup' = 'page',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of (param ?? '').split(',')) {
    const [field, code] = pair.split(':');
    if (!field || !code || field in fields) continue;
    const message = messageOf(form, field, code, t, variant);
    if (message) fields[field] = message;
  }
  return fields;
}

/**
 * The errors of a no-JavaScript answer in the page's address, as messages, for the form it names:
 * the server decodes them when it renders the page and hands them to the page in its data, so the
 * browser needs no copy of the codes.
 */
export function decodeFormAnswer(
  params: URLSearchParams,
  t: ValidationMessages,
): { form: FormKey; errors: Record<string, string> } | undefined {
  const form = FORM_KEYS.find((key) => key === params.get('form'));
  return form && { form, errors: decodeFormErrors(form, params.get('error'), t) };
}

function messageOf(
  form: FormKey,
  field: string,
  code: string,
  t: ValidationMessages,
  variant: 'page' | 'popup',
): string | undefined {
  switch (code) {
    case 'required': {
      if (form === 'newsletter' && field === 'email') {
        return variant === 'popup' ? t.newsletterPopupEmailRequired : t.newsletterEmailRequired;
      }
      const key = REQUIRED[field];
      return key ? t[key] : undefined;
    }
    case 'invalid':
      return field === 'email' ? t.emailInvalid : t.textInvalid;
    case 'option':
      return t.optionInvalid;
    case 'too_long': {
      const max = form === 'support' && field === 'subject' ? MAX.ticketSubject : MAX_OF[field];
      return max ? t.tooLong.replace('{max}', String(max)) : undefined;
    }
    case 'rate_limited':
      return t.rateLimitedLater;
    default:
      return undefined;
  }
}
