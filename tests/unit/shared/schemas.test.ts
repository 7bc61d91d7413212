import { describe, expect, it } from 'vitest';
import { validation as en } from '../../../shared/i18n/en/validation.ts';
import { validation as et } from '../../../shared/i18n/et/validation.ts';
import {
  contactSchema,
  MAX,
  newsletterSchema,
  partnerApplicationSchema,
  salesEnquirySchema,
  supportTicketSchema,
  validateForm,
} from '../../../shared/schemas/index.ts';

describe('contact schema (public-site §5)', () => {
  it('reports the spec messages in the spec order: name, email, message', () => {
    const result = validateForm(contactSchema(en), { name: '  ', email: '', message: '\n' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.entries(result.fields)).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ]);
  });

  it('says "Please enter a valid email address" only once the email is non-empty', () => {
    const result = validateForm(contactSchema(en), { name: 'Mari', email: 'mari', message: 'Hi' });
    expect(result).toEqual({
      success: false,
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('gives the first failing check of each field, in Estonian too', () => {
    const result = validateForm(contactSchema(et), { name: 'Mari', email: ' ', message: 'Tere' });
    expect(result).toEqual({ success: false, fields: { email: 'E-posti aadress on kohustuslik' } });
  });

  it('trims values, drops blank optional fields and unknown fields', () => {
    const result = validateForm(contactSchema(en), {
      name: ' Mari Maasikas ',
      email: ' mari@example.ee ',
      company: '',
      message: ' Tere ',
      is_admin: true,
    });
    expect(result).toEqual({
      success: true,
      data: { name: 'Mari Maasikas', email: 'mari@example.ee', message: 'Tere' },
    });
  });

  it('bounds text by the database limits and checks the subject options', () => {
    const result = validateForm(contactSchema(en), {
      name: 'x'.repeat(MAX.name + 1),
      email: 'a@b.ee',
      subject: 'Free lunch',
      message: 'x'.repeat(MAX.message + 1),
    });
    expect(result).toEqual({
      success: false,
      fields: {
        name: 'Please use at most 200 characters',
        subject: 'Please choose one of the options',
        message: 'Please use at most 10000 characters',
      },
    });
  });
});

describe('newsletter schema', () => {
  it('uses the page wording for an empty address', () => {
    expect(validateForm(newsletterSchema(en, 'page'), { email: ' ' })).toEqual({
      success: false,
      fields: { email: 'Please enter your email' },
    });
  });

  it('uses the popup wording for an empty address', () => {
    expect(validateForm(newsletterSchema(en, 'popup'), {})).toEqual({
      success: false,
      fields: { email: 'Please enter your email address' },
    });
  });

  it.each(['a@b', 'a b@c.ee', 'ab.ee', '@b.ee'])('rejects %s as not text@text.text', (email) => {
    expect(validateForm(newsletterSchema(en), { email })).toEqual({
      success: false,
      fields: { email: 'Please enter a valid email address' },
    });
  });

  // Each of these passed "text@text.text", and a mailer read it as another recipient or a list.
  it.each([
    'comma,quote"@example.ee',
    'https://evil.example/reset-your-password,target.person@example.ee',
    'a(comment)@example.ee',
    'name <x@evil.example>@example.ee',
    'a:b@example.ee',
    'a;b@example.ee',
    'a..b@example.ee',
    '.a@example.ee',
    'a@example..ee',
    'a@-example.ee',
    'a@example.ee.',
  ])('rejects %s, which is not one mailbox', (email) => {
    expect(validateForm(newsletterSchema(en), { email })).toEqual({
      success: false,
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it.each([
    'mari@example.ee',
    'mari.maasikas+news@firma.example.com',
    "o'brien@example.ie",
    'jüri@õun.ee',
    'x_y-z@sub-domain.example.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(validateForm(newsletterSchema(en), { email })).toEqual({
      success: true,
      data: expect.objectContaining({ email }),
    });
  });
});

describe('partner application schema', () => {
  it('says "Please select a partnership type" when the type is missing, after the earlier fields', () => {
    const result = validateForm(partnerApplicationSchema(en), {
      name: 'Jaan',
      email: 'jaan@example.ee',
      company: 'Firma OÜ',
      message: 'Hello',
    });
    expect(result).toEqual({
      success: false,
      fields: { partner_type: 'Please select a partnership type' },
    });
  });

  it('rejects an unknown type with the option message', () => {
    const result = validateForm(partnerApplicationSchema(en), {
      name: 'Jaan',
      email: 'jaan@example.ee',
      company: 'Firma OÜ',
      partner_type: 'franchise',
      message: 'Hello',
    });
    expect(result.success === false && result.fields.partner_type).toBe(
      'Please choose one of the options',
    );
  });
});

describe('sales enquiry and support ticket schemas', () => {
  it('requires name, work email and company for a sales enquiry', () => {
    const result = validateForm(salesEnquirySchema(en), { employees: '11-50' });
    expect(result.success === false && Object.keys(result.fields)).toEqual([
      'name',
      'email',
      'company',
    ]);
  });

  it('defaults a support ticket to category general and priority medium', () => {
    const result = validateForm(supportTicketSchema(en), {
      name: 'Kati',
      email: 'kati@example.ee',
      subject: 'Login fails',
      description: 'Since this morning',
    });
    expect(result.success && result.data).toMatchObject({
      category: 'general',
      priority: 'medium',
    });
  });

  it('checks category and priority against back-office §4', () => {
    const result = validateForm(supportTicketSchema(en), {
      name: 'Kati',
      email: 'kati@example.ee',
      subject: 'x',
      description: 'y',
      category: 'complaint',
      priority: 'critical',
    });
    expect(result.success === false && result.fields).toEqual({
      category: 'Please choose one of the options',
      priority: 'Please choose one of the options',
    });
  });
});

describe('lead source fields (issue 49)', () => {
  const lead = { name: 'Mari', email: 'mari@example.com', message: 'Hello' };

  it('keeps a page path, a referring origin and UTM values within their limits', () => {
    const result = validateForm(contactSchema(en), {
      ...lead,
      source_page: '/et/kontakt',
      source_referrer: 'https://www.google.com',
      utm_source: ' newsletter ',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
    });
    expect(result.success && result.data).toMatchObject({
      source_page: '/et/kontakt',
      source_referrer: 'https://www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-2026',
    });
  });

  it('drops a source value that is too long or of the wrong shape, never the lead', () => {
    const contactSchemaEn = contactSchema(en);
    const schemas: Parameters<typeof validateForm>[0][] = [
      contactSchemaEn,
      salesEnquirySchema(en),
      partnerApplicationSchema(en),
      supportTicketSchema(en),
      newsletterSchema(en),
    ];
    for (const schema of schemas) {
      const result = validateForm(schema, {
        ...lead,
        company: 'Firm',
        partner_type: 'reseller',
        subject: schema === contactSchemaEn ? undefined : 'Help',
        description: 'Broken',
        source_page: 'https://evil.example/page?token=1',
        source_referrer: 'https://news.example/story/1',
        utm_source: 'x'.repeat(201),
        utm_medium: 'a\u0000b',
        utm_campaign: 42,
      });
      expect(result.success).toBe(true);
      if (!result.success) continue;
      for (const field of [
        'source_page',
        'source_referrer',
        'utm_source',
        'utm_medium',
        'utm_campaign',
      ]) {
        expect(result.data).not.toHaveProperty(field, expect.anything());
      }
    }
  });
});
