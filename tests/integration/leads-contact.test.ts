import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, errorOf, postForm, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

const valid = () => ({
  name: ' Mari Maasikas ',
  email: ' mari@firma.ee ',
  company: 'Firma OÜ',
  subject: 'Sales Enquiry',
  message: 'Tere! Please call me back.',
  started_at: startedAgo(ctx),
  website: '',
  is_admin: true,
});

describe('POST /api/contact', () => {
  it('stores the submission with the server-filled fields and answers 201 { id }', async () => {
    const res = await postJson(ctx, '/api/contact', {
      ...valid(),
      referrer: 'https://www.google.com/',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select * from contact_submissions where id = ${body.id}`;
    expect(row).toMatchObject({
      name: 'Mari Maasikas',
      email: 'mari@firma.ee',
      company: 'Firma OÜ',
      subject: 'Sales Enquiry',
      message: 'Tere! Please call me back.',
      form_type: 'general',
      priority: 'medium',
      status: 'new',
      response_sent: false,
      user_agent: 'Mozilla/5.0 (test)',
      referrer: 'https://www.google.com/',
      ip_address: '203.0.113.10',
      language: 'en',
    });
    expect(row?.created_at).toEqual(ctx.clock.now());
  });

  it('stores the referrer without its query or fragment, so a reset token never lands in lead data', async () => {
    for (const [sent, header] of [
      ['https://lumen-legal.example/partners/reset-password?token=secret-reset-token#x', undefined],
      [undefined, 'https://lumen-legal.example/admin/reset-password?token=secret-reset-token'],
    ] as const) {
      const res = await postJson(
        ctx,
        '/api/contact',
        { ...valid(), ...(sent ? { referrer: sent } : {}) },
        header ? { headers: { Referer: header } } : {},
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [row] = await ctx.db.sql`select referrer from contact_submissions where id = ${id}`;
      expect(row?.referrer).toMatch(
        /^https:\/\/lumen-legal\.example\/(partners|admin)\/reset-password$/,
      );
    }
  });

  it('reports the spec messages in the spec order, in English', async () => {
    const res = await postJson(ctx, '/api/contact', { name: ' ', email: '', message: '' });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(Object.entries(error.fields ?? {})).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['message', 'Message is required'],
    ]);
  });

  it('answers in Estonian for lang=et or Accept-Language: et and stores the language', async () => {
    const res = await postJson(ctx, '/api/contact', { name: 'Mari', email: 'mari', lang: 'et' });
    expect((await errorOf(res)).fields).toEqual({
      email: 'Palun sisesta kehtiv e-posti aadress',
      message: 'Sõnum on kohustuslik',
    });
    const byHeader = await postJson(
      ctx,
      '/api/contact',
      { name: '', email: 'mari@firma.ee', message: 'x' },
      { headers: { 'Accept-Language': 'fr;q=0.9, et;q=0.8, en;q=0.5' } },
    );
    expect((await errorOf(byHeader)).fields).toEqual({ name: 'Nimi on kohustuslik' });
    const stored = await postJson(ctx, '/api/contact', { ...valid(), lang: 'et' });
    const { id } = (await stored.json()) as { id: string };
    const [row] = await ctx.db.sql`select language from contact_submissions where id = ${id}`;
    expect(row?.language).toBe('et');
  });

  it('replays the first answer for the same Idempotency-Key and stores nothing new', async () => {
    const key = randomUUID();
    const body = valid();
    const first = await postJson(ctx, '/api/contact', body, { key });
    const before = await count(ctx, 'contact_submissions');
    const mailBefore = await count(ctx, 'mail_outbox');
    const again = await postJson(ctx, '/api/contact', body, { key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await count(ctx, 'contact_submissions')).toBe(before);
    expect(await count(ctx, 'mail_outbox')).toBe(mailBefore);
  });

  it('refuses a reused key with a different body (422) and a missing key (400)', async () => {
    const key = randomUUID();
    await postJson(ctx, '/api/contact', valid(), { key });
    const other = await postJson(ctx, '/api/contact', { ...valid(), message: 'Other' }, { key });
    expect(other.status).toBe(422);
    expect((await errorOf(other)).code).toBe('idempotency_key_reused');
    const missing = await postJson(ctx, '/api/contact', valid(), { key: null });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).code).toBe('idempotency_key_required');
    const notUuid = await postJson(ctx, '/api/contact', valid(), { key: 'abc' });
    expect(notUuid.status).toBe(400);
  });

  it('enqueues one staff notification with what came in and a link to the back office', async () => {
    const res = await postJson(ctx, '/api/contact', { ...valid(), name: 'Notify Me' });
    expect(res.status).toBe(201);
    const mails = await ctx.db.sql<{ to_address: string; subject: string; text_body: string }[]>`
      select to_address, subject, text_body from mail_outbox where subject like '%Notify Me%'`;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('leads@lumen-legal.example');
    expect(mails[0]?.subject).toBe('New contact message from Notify Me');
    expect(mails[0]?.text_body).toContain('Email: mari@firma.ee');
    expect(mails[0]?.text_body).toContain('Tere! Please call me back.');
    expect(mails[0]?.text_body).toContain('https://lumen-legal.example/admin/contacts');
  });

  it('answers 415 for other content types', async () => {
    const res = await ctx.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=Mari',
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('unsupported_media_type');
  });
  it('answers 400 to JSON nested thousands deep instead of overflowing the stack', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const body = `{"name":"Mari","email":"mari@firma.ee","message":"Tere","extra":${deep}}`;
    const before = await count(ctx, 'contact_submissions');
    const res = await ctx.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('bad_request');
    expect(await count(ctx, 'contact_submissions')).toBe(before);
  });
});

describe('anti-abuse', () => {
  it('stores a filled honeypot flagged as suspected spam, behind a normal 201', async () => {
    const res = await postJson(ctx, '/api/contact', { ...valid(), website: 'http://spam.example' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select spam_reason from contact_submissions where id = ${id}`;
    expect(row).toEqual({ spam_reason: 'honeypot' });
  });

  it('flags a form sent under a second after it became usable, and stores it', async () => {
    const fast = await postJson(ctx, '/api/contact', {
      ...valid(),
      started_at: startedAgo(ctx, 999),
    });
    expect(fast.status).toBe(201);
    const human = await postJson(ctx, '/api/contact', {
      ...valid(),
      started_at: startedAgo(ctx, 1000),
    });
    expect(human.status).toBe(201);
    const flags = async (res: Response) => {
      const { id } = (await res.json()) as { id: string };
      const [row] = await ctx.db.sql`select spam_reason from contact_submissions where id = ${id}`;
      return row?.spam_reason;
    };
    expect(await flags(fast)).toBe('too_fast');
    expect(await flags(human)).toBeNull();
  });

  it('prefers the page-measured fill_ms and forgives a visitor clock that runs ahead', async () => {
    const real = () => ctx.db.sql`select 1 from contact_submissions where spam_reason is null`;
    const before = (await real()).length;
    const fast = await postJson(ctx, '/api/contact', { ...valid(), fill_ms: 900 });
    expect(fast.status).toBe(201);
    expect((await real()).length).toBe(before);
    const slowPerson = await postJson(ctx, '/api/contact', {
      ...valid(),
      started_at: startedAgo(ctx, 500),
      fill_ms: 8000,
    });
    expect(slowPerson.status).toBe(201);
    const clockAhead = await postJson(ctx, '/api/contact', {
      ...valid(),
      started_at: startedAgo(ctx, -60_000),
    });
    expect(clockAhead.status).toBe(201);
    expect((await real()).length).toBe(before + 2);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After and a friendly translated message', async () => {
    const limited = await createTestApp({ ...ENV, RATE_LIMIT_FORMS_PER_HOUR: '2' });
    try {
      limited.clock.set('2025-06-01T09:15:00Z');
      const body = { name: 'A', email: 'a@b.ee', message: 'm' };
      const ip = '198.51.100.7';
      expect((await postJson(limited, '/api/contact', body, { ip })).status).toBe(201);
      expect((await postJson(limited, '/api/contact', body, { ip })).status).toBe(201);
      const third = await postJson(limited, '/api/contact', { ...body, lang: 'et' }, { ip });
      expect(third.status).toBe(429);
      expect(third.headers.get('Retry-After')).toBe(String(45 * 60));
      expect(await errorOf(third)).toEqual({
        code: 'rate_limited',
        message: 'Oled lühikese ajaga saatnud palju vorme. Palun proovi uuesti 45 minuti pärast.',
      });
      // Another address and another endpoint have their own counters.
      expect((await postJson(limited, '/api/contact', body, { ip: '198.51.100.8' })).status).toBe(
        201,
      );
      const news = await postJson(limited, '/api/newsletter', { email: 'x@y.ee' }, { ip });
      expect(news.status).toBe(201);
      limited.clock.advance(45 * 60 * 1000);
      expect((await postJson(limited, '/api/contact', body, { ip })).status).toBe(201);
      expect(await count(limited, 'contact_submissions')).toBe(4);
    } finally {
      await limited.close();
    }
  });
});

describe('plain form post without JavaScript', () => {
  it('stores the lead and answers 303 to the thank-you state', async () => {
    const before = await count(ctx, 'contact_submissions');
    const res = await postForm(ctx, '/api/contact', {
      name: 'Jaan',
      email: 'jaan@firma.ee',
      company: '',
      subject: '',
      message: 'Hello',
      lang: 'en',
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/contact?sent=contact#contact-form');
    expect(await count(ctx, 'contact_submissions')).toBe(before + 1);
  });

  it('redirects an Estonian form back to the Estonian page', async () => {
    const res = await postForm(ctx, '/api/contact', {
      name: 'Jaan',
      email: 'jaan@firma.ee',
      message: 'Tere',
      lang: 'et',
    });
    expect(res.headers.get('Location')).toBe('/et/contact?sent=contact#contact-form');
  });

  it('carries the error codes and the submitted values back to the page', async () => {
    const res = await postForm(ctx, '/api/contact', {
      name: '',
      email: 'jaan',
      company: 'Firma OÜ',
      message: '',
      lang: 'et',
      return_to: '/et/contact',
      website: '',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('Location') ?? '', 'http://x');
    expect(location.pathname).toBe('/et/contact');
    expect(location.hash).toBe('#contact-form');
    expect(location.searchParams.get('form')).toBe('contact');
    expect(location.searchParams.get('error')).toBe('name:required,email:invalid,message:required');
    expect(location.searchParams.get('email')).toBe('jaan');
    expect(location.searchParams.get('company')).toBe('Firma OÜ');
    expect(location.searchParams.has('website')).toBe(false);
  });

  it('ignores a return_to that leaves the site', async () => {
    for (const return_to of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const res = await postForm(ctx, '/api/contact', {
        name: 'Jaan',
        email: 'jaan@firma.ee',
        message: 'Hi',
        return_to,
      });
      expect(res.headers.get('Location')).toBe('/contact?sent=contact#contact-form');
    }
  });

  it('answers a bot with the same success redirect and stores it flagged', async () => {
    const res = await postForm(ctx, '/api/contact', {
      name: 'Bot',
      email: 'bot@spam.example',
      message: 'Buy',
      website: 'http://spam.example',
    });
    expect(res.headers.get('Location')).toBe('/contact?sent=contact#contact-form');
    const rows = await ctx.db.sql`
      select spam_reason from contact_submissions where email = 'bot@spam.example'`;
    expect(rows).toEqual([{ spam_reason: 'honeypot' }]);
  });
});
