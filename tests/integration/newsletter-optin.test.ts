import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import type { MailMessage } from '../../server/mail/mailer.ts';
import { deliverDueMail } from '../../server/mail/outbox-worker.ts';
import { parseListRequest } from '../../server/services/admin/list.ts';
import { listNewsletterSignups } from '../../server/services/admin/newsletter.ts';
import { loadDashboard } from '../../server/services/dashboard.ts';
import { type DashboardRow, summariseDashboard } from '../../shared/admin/dashboard.ts';
import { newsletterList } from '../../shared/admin/newsletter.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, errorOf, postForm, postJson } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.sql`delete from mail_outbox`;
});

const ORIGIN = ENV.PUBLIC_ORIGIN;
const DAY = 24 * 60 * 60 * 1000;

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  headers: Record<string, string> | null;
}

async function confirmationMails(to?: string): Promise<OutboxRow[]> {
  return ctx.db.sql<OutboxRow[]>`
    select to_address, subject, text_body, headers from mail_outbox
    where kind = 'newsletter.confirm' ${to ? ctx.db.sql`and to_address = ${to}` : ctx.db.sql``}
    order by created_at, id`;
}

/** The token of the mail's link to `path` (/newsletter/confirm or /newsletter/unsubscribe). */
function tokenIn(mail: OutboxRow | undefined, path: string): string {
  const match = new RegExp(`${ORIGIN}(?:/et)?${path}\\?token=([A-Za-z0-9_-]+)`).exec(
    mail?.text_body ?? '',
  );
  if (!match?.[1]) throw new Error(`No ${path} link in ${mail?.text_body}`);
  return match[1];
}

function oneClickToken(mail: OutboxRow | undefined): string {
  const header = mail?.headers?.['List-Unsubscribe'] ?? '';
  const match =
    /^<https:\/\/lumen-legal\.example\/api\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)>$/.exec(
      header,
    );
  if (!match?.[1]) throw new Error(`No one-click link in ${header}`);
  return match[1];
}

async function signup(email: string) {
  const [row] = await ctx.db.sql<
    {
      subscribed: boolean;
      confirmed_at: Date | null;
      unsubscribed_at: Date | null;
      consent_at: Date;
    }[]
  >`select subscribed, confirmed_at, unsubscribed_at, consent_at from newsletter_signups
    where lower(email) = lower(${email})`;
  return row;
}

function getJson(path: string) {
  return Promise.resolve(ctx.app.request(path)).then((r) => r.json());
}

function post(path: string, body: unknown) {
  return Promise.resolve(
    ctx.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

function oneClick(token: string) {
  return Promise.resolve(
    ctx.app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
}

describe('newsletter double opt-in', () => {
  it('stores a signup pending and queues a confirmation mail with one-click unsubscribe headers', async () => {
    const res = await postJson(ctx, '/api/newsletter', { email: 'mari@example.ee' });
    expect(res.status).toBe(201);
    expect(await signup('mari@example.ee')).toMatchObject({
      subscribed: false,
      confirmed_at: null,
      unsubscribed_at: null,
    });
    const [mail, ...others] = await confirmationMails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'mari@example.ee',
      subject: 'Please confirm your Lumen Legal newsletter subscription',
    });
    expect(mail?.text_body).toContain('What happens next: your subscription starts only when');
    expect(mail?.text_body).toContain('expires in 7 days');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClickToken(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes are stored.
    const token = tokenIn(mail, '/newsletter/confirm');
    const [stored] = await ctx.db.sql`select count(*)::int as n from newsletter_tokens
      where token_hash = ${token}`;
    expect(stored?.n).toBe(0);
  });

  it('confirms only on POST: opening the link changes nothing; then the link is spent', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'kati@example.ee' });
    const token = tokenIn((await confirmationMails('kati@example.ee'))[0], '/newsletter/confirm');

    expect(await getJson(`/api/newsletter/confirm?token=${token}`)).toEqual({ state: 'valid' });
    expect((await signup('kati@example.ee'))?.subscribed).toBe(false);

    ctx.clock.advance(60_000);
    const res = await post('/api/newsletter/confirm', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: 'confirmed' });
    expect(await signup('kati@example.ee')).toMatchObject({
      subscribed: true,
      confirmed_at: ctx.clock.now(),
    });

    const again = await post('/api/newsletter/confirm', { token });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('link_used');
    expect(await getJson(`/api/newsletter/confirm?token=${token}`)).toEqual({ state: 'used' });
    const [audit] = await ctx.db.sql`select action from audit_log
      where action = 'newsletter.confirmed'`;
    expect(audit).toBeDefined();
  });

  it('refuses an expired link, also in a plain form post, and an unknown one', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'late@example.ee', lang: 'et' });
    const [mail] = await confirmationMails('late@example.ee');
    expect(mail?.subject).toBe('Palun kinnitage Lumen Legali uudiskirja tellimus');
    expect(mail?.text_body).toContain(`${ORIGIN}/et/newsletter/confirm?token=`);
    const token = tokenIn(mail, '/newsletter/confirm');

    ctx.clock.advance(7 * DAY + 1000);
    expect(await getJson(`/api/newsletter/confirm?token=${token}`)).toEqual({ state: 'expired' });
    const res = await post('/api/newsletter/confirm', { token });
    expect(res.status).toBe(410);
    const form = await postForm(ctx, '/api/newsletter/confirm', { token, lang: 'et' });
    expect(form.status).toBe(303);
    expect(form.headers.get('Location')).toBe('/et/newsletter/confirm?result=expired');
    expect((await signup('late@example.ee'))?.subscribed).toBe(false);

    const unknown = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(404);
    const short = await post('/api/newsletter/confirm', { token: 'abc' });
    expect(short.status).toBe(400);
  });

  it('answers a pending or confirmed address as a new one; a pending one is mailed again at most every 10 minutes', async () => {
    const new_ = await postJson(ctx, '/api/newsletter', { email: 'again@example.ee' });
    expect(new_.status).toBe(201);
    const { id } = (await new_.json()) as { id: string };
    const first = tokenIn((await confirmationMails())[0], '/newsletter/confirm');

    const soon = await postJson(ctx, '/api/newsletter', { email: 'Again@example.ee' });
    expect(soon.status).toBe(201);
    expect(await soon.json()).toEqual({ id });
    expect(await confirmationMails()).toHaveLength(1);

    ctx.clock.advance(10 * 60_000);
    const later = await postJson(ctx, '/api/newsletter', { email: 'again@example.ee' });
    expect(later.status).toBe(201);
    const mails = await confirmationMails();
    expect(mails).toHaveLength(2);
    // Only the newest link counts.
    expect(await getJson(`/api/newsletter/confirm?token=${first}`)).toEqual({ state: 'invalid' });
    const second = tokenIn(mails[1], '/newsletter/confirm');
    expect((await post('/api/newsletter/confirm', { token: second })).status).toBe(200);

    const confirmed = await postJson(ctx, '/api/newsletter', { email: 'again@example.ee' });
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toEqual({ id });
    const form = await postForm(ctx, '/api/newsletter', { email: 'again@example.ee' });
    expect(form.headers.get('Location')).toBe('/blog?sent=newsletter#newsletter-form');
    expect(await confirmationMails()).toHaveLength(2);
  });

  it('tells staff of a pending address once, however often it signs up, until it is confirmed', async () => {
    const staffMails = async () =>
      (
        await ctx.db.sql<{ subject: string }[]>`select subject from mail_outbox
          where kind = 'lead.newsletter' and subject like '%repeat@example.ee%'`
      ).map((m) => m.subject);
    await postJson(ctx, '/api/newsletter', { email: 'repeat@example.ee' });
    ctx.clock.advance(10 * 60_000);
    await postJson(ctx, '/api/newsletter', { email: 'repeat@example.ee' });
    await postForm(ctx, '/api/newsletter', { email: 'Repeat@example.ee' });
    expect(await staffMails()).toEqual([
      'New newsletter signup repeat@example.ee (pending confirmation)',
    ]);
    // The owner is still mailed their link again.
    expect(await confirmationMails('repeat@example.ee')).toHaveLength(2);

    // Confirmed, unsubscribed, then signed up again: pending anew, and staff hear of it once more.
    const [, latest] = await confirmationMails('repeat@example.ee');
    await post('/api/newsletter/confirm', { token: tokenIn(latest, '/newsletter/confirm') });
    await postJson(ctx, '/api/newsletter', { email: 'repeat@example.ee' });
    expect(await staffMails()).toHaveLength(1);
    ctx.clock.advance(60_000);
    await oneClick(oneClickToken(latest));
    ctx.clock.advance(60_000);
    await postJson(ctx, '/api/newsletter', { email: 'repeat@example.ee' });
    expect(await staffMails()).toHaveLength(2);
  });

  it('unsubscribes with one click (RFC 8058); signing up again goes through confirmation', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'leave@example.ee' });
    const [mail] = await confirmationMails('leave@example.ee');
    await post('/api/newsletter/confirm', { token: tokenIn(mail, '/newsletter/confirm') });
    expect((await signup('leave@example.ee'))?.subscribed).toBe(true);

    ctx.clock.advance(60_000);
    const res = await oneClick(oneClickToken(mail));
    expect(res.status).toBe(200);
    const leftAt = ctx.clock.now();
    expect(await signup('leave@example.ee')).toMatchObject({
      subscribed: false,
      unsubscribed_at: leftAt,
    });
    // Again, as a multipart post as some mail providers send it: the same answer.
    const multipartBody = new FormData();
    multipartBody.set('List-Unsubscribe', 'One-Click');
    const multipart = await ctx.app.request(
      `/api/newsletter/unsubscribe?token=${oneClickToken(mail)}`,
      { method: 'POST', body: multipartBody },
    );
    expect(multipart.status).toBe(200);
    expect((await oneClick(oneClickToken(mail))).status).toBe(200);
    expect((await oneClick('y'.repeat(43))).status).toBe(404);

    ctx.clock.advance(60_000);
    const back = await postJson(ctx, '/api/newsletter', { email: 'leave@example.ee' });
    expect(back.status).toBe(201);
    // The opt-out stays on record until the owner confirms (anyone can type an address).
    expect(await signup('leave@example.ee')).toMatchObject({
      subscribed: false,
      confirmed_at: null,
      unsubscribed_at: leftAt,
      consent_at: ctx.clock.now(),
    });
    const mails = await confirmationMails('leave@example.ee');
    expect(mails).toHaveLength(2);

    // The human page's form: unsubscribing a pending signup spends its confirmation link.
    const pageToken = tokenIn(mails[1], '/newsletter/unsubscribe');
    expect(await getJson(`/api/newsletter/unsubscribe?token=${pageToken}`)).toEqual({
      state: 'valid',
    });
    const form = await postForm(ctx, '/api/newsletter/unsubscribe', { token: pageToken });
    expect(form.headers.get('Location')).toBe('/newsletter/unsubscribe?result=unsubscribed');
    const confirm = await post('/api/newsletter/confirm', {
      token: tokenIn(mails[1], '/newsletter/confirm'),
    });
    expect(confirm.status).toBe(404);
    expect((await signup('leave@example.ee'))?.subscribed).toBe(false);
  });

  it('an unsubscribed address signed up again is back on the list only once its owner confirms', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'owner@example.ee' });
    const [first] = await confirmationMails('owner@example.ee');
    await post('/api/newsletter/confirm', { token: tokenIn(first, '/newsletter/confirm') });
    ctx.clock.advance(60_000);
    await oneClick(oneClickToken(first));
    const leftAt = ctx.clock.now();

    // A stranger types the address: still unsubscribed, and a link goes to the owner.
    ctx.clock.advance(60_000);
    expect((await postJson(ctx, '/api/newsletter', { email: 'owner@example.ee' })).status).toBe(
      201,
    );
    expect(await signup('owner@example.ee')).toMatchObject({
      subscribed: false,
      unsubscribed_at: leftAt,
    });
    const mails = await confirmationMails('owner@example.ee');
    expect(mails).toHaveLength(2);

    // The link mailed before the unsubscribe stays refused; the new one lifts the opt-out.
    const old = await post('/api/newsletter/confirm', {
      token: tokenIn(first, '/newsletter/confirm'),
    });
    expect(old.status).not.toBe(200);
    ctx.clock.advance(60_000);
    const res = await post('/api/newsletter/confirm', {
      token: tokenIn(mails[1], '/newsletter/confirm'),
    });
    expect(res.status).toBe(200);
    expect(await signup('owner@example.ee')).toMatchObject({
      subscribed: true,
      confirmed_at: ctx.clock.now(),
      unsubscribed_at: null,
    });
  });

  it('sends the List-Unsubscribe address opened in a browser to the unsubscribe page', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'browser@example.ee' });
    const token = oneClickToken((await confirmationMails('browser@example.ee'))[0]);
    const browser = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    };
    const opened = await ctx.app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      headers: browser,
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${token}`);
    const page = await ctx.app.request(opened.headers.get('location') ?? '', { headers: browser });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // In Estonian for a browser that puts Estonian first.
    const et = await ctx.app.request(`/api/newsletter/unsubscribe?token=${token}`, {
      headers: { ...browser, 'accept-language': 'et-EE,et;q=0.9,en;q=0.5' },
    });
    expect(et.headers.get('location')).toBe(`/et/newsletter/unsubscribe?token=${token}`);
    // Nothing changed by looking; the page's own request still gets JSON.
    expect((await signup('browser@example.ee'))?.unsubscribed_at).toBeNull();
    expect(await getJson(`/api/newsletter/unsubscribe?token=${token}`)).toEqual({
      state: 'valid',
    });
  });

  it('tells a plain form post’s subscriber to confirm by mail, in English and Estonian', async () => {
    for (const [lang, page, text] of [
      [
        'en',
        '/blog',
        'Thanks for subscribing! Check your inbox: your subscription starts when you confirm it',
      ],
      [
        'et',
        '/et/blog',
        'Täname tellimise eest! Vaata oma postkasti: tellimus algab, kui kinnitad selle',
      ],
    ] as const) {
      const posted = await postForm(ctx, '/api/newsletter', {
        email: `plain-${lang}@example.ee`,
        lang,
        started_at: String(ctx.clock.now().getTime() - 20_000),
      });
      expect(posted.status).toBe(303);
      const location = posted.headers.get('location') ?? '';
      expect(location).toBe(`${page}?sent=newsletter#newsletter-form`);
      const html = await (await ctx.app.request(location.replace(/#.*/, ''))).text();
      expect(html).toContain(text);
    }
  });

  it('mails no confirmation to an address a suspected bot sent', async () => {
    const res = await postJson(ctx, '/api/newsletter', {
      email: 'victim@example.ee',
      website: 'http://spam.example',
    });
    expect(res.status).toBe(201);
    expect(await confirmationMails()).toEqual([]);
    expect((await signup('victim@example.ee'))?.subscribed).toBe(false);
  });

  it('sends the headers with the mail, then drops the links from the outbox', async () => {
    await postJson(ctx, '/api/newsletter', { email: 'headers@example.ee' });
    const sent: MailMessage[] = [];
    const mailer = { enabled: true, send: async (m: MailMessage) => void sent.push(m), close() {} };
    await deliverDueMail({ sql: ctx.db.sql, mailer, clock: ctx.clock, logger: silentLogger });
    const mail = sent.find((m) => m.to === 'headers@example.ee');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/lumen-legal\.example\/api\/newsletter\/unsubscribe\?token=/,
    );
    expect(mail?.lang).toBe('en');
    // An Estonian signup's mail is sent as Estonian (its HTML part says so).
    await postForm(ctx, '/api/newsletter', {
      email: 'eesti@example.ee',
      lang: 'et',
      started_at: String(ctx.clock.now().getTime() - 20_000),
    });
    await deliverDueMail({ sql: ctx.db.sql, mailer, clock: ctx.clock, logger: silentLogger });
    expect(sent.find((m) => m.to === 'eesti@example.ee')?.lang).toBe('et');
    const [row] = await confirmationMails('headers@example.ee');
    expect(row?.headers).toBeNull();
    expect(row?.text_body).not.toContain('token=');
  });

  it('counts only confirmed signups as Active; the dashboard counts Active as the list does', async () => {
    await ctx.db.sql`delete from newsletter_signups`;
    await postJson(ctx, '/api/newsletter', { email: 'one@example.ee' });
    await postJson(ctx, '/api/newsletter', { email: 'two@example.ee' });
    const [mail] = await confirmationMails('one@example.ee');
    await post('/api/newsletter/confirm', { token: tokenIn(mail, '/newsletter/confirm') });
    // Someone who left the list: not a subscriber (issue #30: the dashboard counted them).
    await ctx.db.sql`insert into newsletter_signups (email, subscribed, unsubscribed_at)
      values ('gone@example.ee', false, now())`;

    const page = await listNewsletterSignups(
      ctx.db.sql,
      parseListRequest(newsletterList, new URLSearchParams()),
    );
    expect(page.counts).toEqual({ active: 1, unsubscribed: 1, pending: 1, total: 3 });

    const dashboard = await loadDashboard(ctx.db.sql, ctx.clock.now(), silentLogger);
    expect(dashboard.stats.newsletters).toBe(1);
    const rows = await ctx.db.sql<DashboardRow[]>`
      select id, created_at::text, deleted_at, spam_reason, subscribed, unsubscribed_at
      from newsletter_signups`;
    const empty = { blogPosts: [], newsroomPosts: [], teamMembers: [], investors: [] };
    const local = summariseDashboard(
      {
        ...empty,
        partners: [],
        advisors: [],
        contacts: [],
        sales: [],
        support: [],
        partnerApplications: [],
        newsletters: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      },
      ctx.clock.now(),
    );
    expect(local.stats.newsletters).toBe(1);
  });

  it('counts existing subscribed rows (seed, import) as confirmed at their consent', async () => {
    await ctx.db.sql`insert into newsletter_signups (email, subscribed, source, consent_at)
      values ('imported@example.ee', true, 'import', '2024-03-01')`;
    expect(await signup('imported@example.ee')).toMatchObject({
      subscribed: true,
      confirmed_at: new Date('2024-03-01'),
    });
    await expect(
      ctx.db.sql`update newsletter_signups set confirmed_at = null
        where email = 'imported@example.ee'`,
    ).rejects.toThrow();
  });
});
