import { describe, expect, it } from 'vitest';
import { validation as en } from '../../../../shared/i18n/en/validation.ts';
import { validation as et } from '../../../../shared/i18n/et/validation.ts';
import { decodeFormAnswer } from '../../../../shared/schemas/form-post.ts';
import { readServerOutcome } from '../../../../web/src/features/forms/lead-form/server-outcome.ts';

const CONTACT_FIELDS = ['name', 'email', 'company', 'subject', 'message'];
/** As on a page: the server decodes the errors into the page data, the form reads both. */
const read = (query: string, kind: 'contact' | 'support' | 'newsletter' = 'contact', t = en) => {
  const params = new URLSearchParams(query);
  return readServerOutcome(params, kind, CONTACT_FIELDS, decodeFormAnswer(params, t));
};

describe('the answer to a form posted without JavaScript', () => {
  it('is the thank-you state for the form that was sent, and only that form', () => {
    expect(read('sent=contact').sent).toBe(true);
    expect(read('sent=newsletter').sent).toBe(false);
    expect(read('').sent).toBe(false);
  });

  it('carries the support ticket number', () => {
    expect(read('sent=support&ticket=SUP-2026-000042', 'support').result).toEqual({
      ticket_number: 'SUP-2026-000042',
    });
  });

  it('turns error codes into the catalogue messages, in order, and keeps the typed values', () => {
    const outcome = read(
      'form=contact&error=name:required,email:invalid&email=mari%40example&message=Hi&other=x',
    );
    expect(Object.entries(outcome.errors)).toEqual([
      ['name', 'Name is required'],
      ['email', 'Please enter a valid email address'],
    ]);
    expect(outcome.values).toEqual({ email: 'mari@example', message: 'Hi' });
    expect(outcome.sent).toBe(false);
  });

  it('speaks the page language', () => {
    expect(read('form=contact&error=name:required', 'contact', et).errors).toEqual({
      name: et.nameRequired,
    });
  });

  it('shows a rate limit as a form-level message', () => {
    const outcome = read('form=contact&error=_form:rate_limited');
    expect(outcome.errors).toEqual({});
    expect(outcome.formError).toBe(en.rateLimitedLater);
  });

  it("ignores another form's errors", () => {
    expect(read('form=newsletter&error=email:required').errors).toEqual({});
  });

  it('shows no errors the server did not decode for this form', () => {
    const params = new URLSearchParams('form=contact&error=name:required&email=a%40b.example');
    expect(readServerOutcome(params, 'contact', CONTACT_FIELDS, undefined).errors).toEqual({});
    const other = { form: 'support', errors: { subject: 'Subject is required' } };
    expect(readServerOutcome(params, 'contact', CONTACT_FIELDS, other)).toMatchObject({
      errors: {},
      values: {},
    });
  });

  it('is not decoded for an address naming no known form', () => {
    expect(decodeFormAnswer(new URLSearchParams('form=evil&error=name:required'), en)).toBe(
      undefined,
    );
    expect(decodeFormAnswer(new URLSearchParams('sent=contact'), en)).toBe(undefined);
  });
});
