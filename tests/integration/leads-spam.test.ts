/**
 * Issue 15: nothing a person submits is silently dropped. A suspected bot (honeypot filled, sent
 * too fast) gets the same answer as a person and is STORED, flagged as suspected spam, with no
 * staff notification; an invalid form gets its errors whatever the bot checks say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, errorOf, postForm, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

interface Form {
  path: string;
  table: string;
  /** The column holding the address (support tickets name it differently). */
  email: string;
  kind: string;
  body: (email: string) => Record<string, string>;
  /** The answer of a plain form post, before the query string. */
  page: string;
}

const FORMS: Form[] = [
  {
    path: '/api/contact',
    table: 'contact_submissions',
    email: 'email',
    kind: 'lead.contact',
    body: (email) => ({ name: 'Mari Maasikas', email, message: 'Please call me back.' }),
    page: '/contact?sent=contact',
  },
  {
    path: '/api/sales-enquiries',
    table: 'sales_enquiries',
    email: 'email',
    kind: 'lead.sales',
    body: (email) => ({ name: 'Kadri Kask', email, company: 'Big Corp AS' }),
    page: '/sales?sent=sales',
  },
  {
    path: '/api/partner-applications',
    table: 'partner_applications',
    email: 'email',
    kind: 'lead.partner',
    body: (email) => ({
      name: 'Peeter Partner',
      email,
      company: 'Integrator OÜ',
      partner_type: 'implementation',
      message: 'We implement document systems.',
    }),
    page: '/partners?sent=partner',
  },
  {
    path: '/api/support-tickets',
    table: 'support_tickets',
    email: 'customer_email',
    kind: 'lead.support',
    body: (email) => ({
      name: 'Kati Klient',
      email,
      subject: 'Cannot export the report',
      description: 'The export button shows a spinner forever.',
      category: 'bug_report',
      priority: 'high',
    }),
    page: '/support?sent=support',
  },
  {
    path: '/api/newsletter',
    table: 'newsletter_signups',
    email: 'email',
    kind: 'lead.newsletter',
    body: (email) => ({ email }),
    page: '/blog?sent=newsletter',
  },
];

/** The honeypot filled in; sent within the minimum time (page-measured, then by the clock). */
const BOTS = [
  { reason: 'honeypot', fields: () => ({ website: 'http://spam.example' }) },
  { reason: 'too_fast', fields: () => ({ fill_ms: '400' }) },
  { reason: 'too_fast', fields: () => ({ started_at: String(startedAgo(ctx, 500)) }) },
] as const;

async function stored(form: Form, email: string) {
  return ctx.db.sql<{ spam_reason: string | null; spam_at: Date | null }[]>`
    select spam_reason, spam_at from ${ctx.db.sql(form.table)}
    where ${ctx.db.sql(form.email)} = ${email}`;
}

/** Staff notifications about the lead with this address (mail to the address itself, such as a
 * newsletter confirmation, is not one). */
async function mailsAbout(email: string): Promise<number> {
  const [row] = await ctx.db.sql<{ n: number }[]>`
    select count(*)::int as n from mail_outbox
     where text_body like ${`%${email}%`} and to_address <> ${email}`;
  return row?.n ?? 0;
}

describe('a suspected bot is stored flagged and answered like a person', () => {
  for (const form of FORMS) {
    BOTS.forEach((bot, n) => {
      it(`${form.path}: ${bot.reason} (${n}), JSON and plain form post`, async () => {
        const jsonEmail = `json-${n}@${form.table.replaceAll('_', '-')}.example`;
        const res = await postJson(ctx, form.path, { ...form.body(jsonEmail), ...bot.fields() });
        expect(res.status).toBe(201);
        expect(await res.json()).toMatchObject({ id: expect.any(String) });
        expect(await stored(form, jsonEmail)).toEqual([
          { spam_reason: bot.reason, spam_at: ctx.clock.now() },
        ]);
        expect(await mailsAbout(jsonEmail)).toBe(0);

        const formEmail = `form-${n}@${form.table.replaceAll('_', '-')}.example`;
        const post = await postForm(ctx, form.path, { ...form.body(formEmail), ...bot.fields() });
        expect(post.status).toBe(303);
        const location = post.headers.get('Location') ?? '';
        expect(location.startsWith(form.page), location).toBe(true);
        expect(['&', '#']).toContain(location[form.page.length]);
        expect(await stored(form, formEmail)).toEqual([
          { spam_reason: bot.reason, spam_at: ctx.clock.now() },
        ]);
        expect(await mailsAbout(formEmail)).toBe(0);
      });
    });
  }

  it('stores a person who took their time unflagged, and notifies staff', async () => {
    for (const form of FORMS) {
      const email = `person@${form.table.replaceAll('_', '-')}.example`;
      const res = await postJson(ctx, form.path, { ...form.body(email), fill_ms: 1500 });
      expect(res.status).toBe(201);
      expect(await stored(form, email)).toEqual([{ spam_reason: null, spam_at: null }]);
      expect(await mailsAbout(email)).toBe(1);
    }
  });

  it('never mails a suspected bot’s address, not even a newsletter confirmation', async () => {
    const email = 'quick-bot@newsletter-check.example';
    const res = await postJson(ctx, '/api/newsletter', { email, lang: 'en', fill_ms: 50 });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from mail_outbox where to_address = ${email}`;
    expect(row?.n).toBe(0);
  });

  it('lets a real signup of an address a bot had sent join the list', async () => {
    const form = FORMS.find((f) => f.table === 'newsletter_signups') as Form;
    const email = 'both@newsletter.example';
    await postJson(ctx, form.path, { email, website: 'x' });
    expect((await postJson(ctx, form.path, { email, fill_ms: 5000 })).status).toBe(201);
    expect(await stored(form, email)).toEqual([{ spam_reason: null, spam_at: null }]);
    // A bot repeating a subscribed address gets what a person would, and changes nothing.
    const again = await postJson(ctx, form.path, { email, website: 'x' });
    expect(again.status).toBe(201);
    expect(await stored(form, email)).toEqual([{ spam_reason: null, spam_at: null }]);
  });
});

describe('validation comes before the bot checks', () => {
  it('answers an empty plain form post sent at once with its errors, not a thank-you', async () => {
    const res = await postForm(ctx, '/api/contact', {
      name: '',
      email: '',
      message: '',
      website: '',
      started_at: String(ctx.clock.now().getTime()),
      return_to: '/contact',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location') ?? '', 'http://x');
    expect(location.searchParams.get('sent')).toBeNull();
    expect(location.searchParams.get('form')).toBe('contact');
    expect(location.searchParams.get('error')).toBe(
      'name:required,email:required,message:required',
    );
  });

  it('answers an invalid JSON post from a bot with 400 like anyone', async () => {
    const res = await postJson(ctx, '/api/contact', { name: '', website: 'x' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('validation_failed');
  });
});
