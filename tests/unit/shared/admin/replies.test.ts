import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  placeholdersOf,
  sendReply,
  templateFrom,
} from '../../../../shared/admin/replies.ts';

const MARI = { name: 'Mari Maasikas', company: 'Maasikas OÜ', ticket: '' };

describe('fillTemplate', () => {
  it('fills {name}, {company} and {ticket} wherever they appear, and nothing else', () => {
    expect(
      fillTemplate('Dear {name},\n{company} and {company}; ticket {ticket}. {other} {Name}', {
        ...MARI,
        ticket: 'SUP-2026-000042',
      }),
    ).toBe(
      'Dear Mari Maasikas,\nMaasikas OÜ and Maasikas OÜ; ticket SUP-2026-000042. {other} {Name}',
    );
  });

  it('leaves a placeholder empty when the lead has no such value', () => {
    expect(
      fillTemplate('About {ticket} for {company}', { name: 'Jaan', company: '', ticket: '' }),
    ).toBe('About  for ');
  });
});

describe('templateFrom', () => {
  it('turns this lead’s values back into placeholders, the longest first', () => {
    // The company carries the person's surname: it stays the company.
    expect(
      templateFrom('Dear Mari Maasikas, about Maasikas OÜ.', { ...MARI, name: 'Maasikas' }),
    ).toBe('Dear Mari {name}, about {company}.');
    expect(templateFrom(fillTemplate('Hi {name} of {company}', MARI), MARI)).toBe(
      'Hi {name} of {company}',
    );
  });

  it('ignores empty and one-letter values, which would match everywhere', () => {
    expect(templateFrom('A reply', { name: 'A', company: '', ticket: '' })).toBe('A reply');
  });
});

describe('placeholdersOf', () => {
  it('reads the name and address fields each lead table uses', () => {
    const ticket = { customer_name: 'Jaan Tamm', company: null, ticket_number: 'SUP-2026-000001' };
    expect(placeholdersOf('support_tickets', ticket)).toEqual({
      name: 'Jaan Tamm',
      company: '',
      ticket: 'SUP-2026-000001',
    });
    expect(placeholdersOf('sales_enquiries', { name: 'Mari', company: 'Firma' })).toEqual({
      name: 'Mari',
      company: 'Firma',
      ticket: '',
    });
  });
});

describe('lead.reply arguments', () => {
  const base = {
    id: '0b8f4a52-5d0e-4f7c-9b1e-2a3c4d5e6f70',
    leadTable: 'contact_submissions',
    leadId: '1c9e5b63-6e1f-4a8d-8c2f-3b4d5e6f7a81',
    subject: 'Your message',
    body: 'Thank you.',
    language: 'en',
  };

  it('takes a reply to one of the four lead tables', () => {
    expect(sendReply.args.safeParse(base).success).toBe(true);
    expect(sendReply.args.safeParse({ ...base, leadTable: 'newsletter_signups' }).success).toBe(
      false,
    );
  });

  it('refuses a subject that would add mail headers', () => {
    const parsed = sendReply.args.safeParse({ ...base, subject: 'Hi\nBcc: someone@example.com' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Write the subject on one line.');
  });
});
