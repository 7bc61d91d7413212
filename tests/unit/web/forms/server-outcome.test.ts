import { describe, expect, it } from 'vitest';
import { validation as en } from '../../../../shared/i18n/en/validation.ts';
import { validation as et } from '../../../../shared/i18n/et/validation.ts';
import { readServerOutcome } from '../../../../web/src/features/forms/lead-form/server-outcome.ts';

const CONTACT_FIELDS = ['name', 'email', 'company', 'subject', 'message'];
const read = (query: string, kind: 'contact' | 'support' | 'newsletter' = 'contact', t = en) =>
  readServerOutcome(new URLSearchParams(query), kind, CONTACT_FIELDS, t);

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
});
