/**
 * Where each lead came from (issue 49): every public form stores the page it was sent from, the
 * visit's referring site (origin only) and the landing page's UTM values, checked against the
 * shared schema; a value out of bounds is dropped, never the lead; a form posted without
 * JavaScript records its page from its own Referer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, postForm, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

const SOURCE = {
  source_page: '/et/kontakt',
  source_referrer: 'https://www.google.com',
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'spring-2026',
};

const forms = () =>
  [
    [
      '/api/contact',
      'contact_submissions',
      'email',
      { name: 'Mari', message: 'Hello', email: 'src-contact@firma.ee' },
    ],
    [
      '/api/sales-enquiries',
      'sales_enquiries',
      'email',
      { name: 'Mari', company: 'Firma', email: 'src-sales@firma.ee' },
    ],
    [
      '/api/partner-applications',
      'partner_applications',
      'email',
      {
        name: 'Mari',
        company: 'Firma',
        partner_type: 'reseller',
        message: 'Partner',
        email: 'src-partner@firma.ee',
      },
    ],
    [
      '/api/support-tickets',
      'support_tickets',
      'customer_email',
      { name: 'Mari', subject: 'Help', description: 'Broken', email: 'src-support@firma.ee' },
    ],
    ['/api/newsletter', 'newsletter_signups', 'email', { email: 'src-news@firma.ee' }],
  ] as const;

async function sourceOf(table: string, column: string, email: string) {
  const [row] = await ctx.db.sql`
    select source_page, source_referrer, utm_source, utm_medium, utm_campaign
    from ${ctx.db.sql(table)} where ${ctx.db.sql(column)} = ${email}`;
  return row;
}

describe('lead sources', () => {
  it('every form stores its page, the referring origin and the UTM values', async () => {
    for (const [path, table, column, fields] of forms()) {
      const res = await postJson(ctx, path, {
        ...fields,
        ...SOURCE,
        started_at: startedAgo(ctx),
        website: '',
      });
      expect(res.status, path).toBe(201);
      expect(await sourceOf(table, column, fields.email), table).toEqual(SOURCE);
    }
  });

  it('drops a value out of bounds or of the wrong shape and keeps the lead', async () => {
    const res = await postJson(ctx, '/api/contact', {
      name: 'Mari',
      email: 'src-bad@firma.ee',
      message: 'Hello',
      source_page: '/contact?token=secret',
      source_referrer: 'https://news.example/story/1?user=ann',
      utm_source: 'x'.repeat(201),
      utm_medium: ['email'],
      utm_campaign: 'line\nbreak',
      started_at: startedAgo(ctx),
      website: '',
    });
    expect(res.status).toBe(201);
    expect(await sourceOf('contact_submissions', 'email', 'src-bad@firma.ee')).toEqual({
      source_page: null,
      source_referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('a form posted without JavaScript records its page from its Referer, without the query', async () => {
    const res = await postForm(
      ctx,
      '/api/contact',
      {
        name: 'Mari',
        email: 'src-nojs@firma.ee',
        message: 'Hello',
        started_at: String(startedAgo(ctx)),
        website: '',
      },
      { headers: { Referer: 'https://lumen-legal.example/et/kontakt?x=1#contact-form' } },
    );
    expect(res.status).toBe(303);
    expect(await sourceOf('contact_submissions', 'email', 'src-nojs@firma.ee')).toMatchObject({
      source_page: '/et/kontakt',
      utm_source: null,
    });
  });
});
