/**
 * Sending an issue of the newsletter (issue #48) through the real outbox to a real SMTP server:
 * the audience, each mail in its subscriber's language with their own one-click unsubscribe,
 * the rate, a crash in the middle, pause/resume/cancel, schedules, bounces, roles, audit and a
 * person's data.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import type { Mailer } from '../../server/mail/mailer.ts';
import { deliverDueMail } from '../../server/mail/outbox-worker.ts';
import { pumpNewsletter } from '../../server/services/newsletter-send.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { call, mutation, pullAll, push, type Session, signIn } from '../helpers/sync-api.ts';
import { ENV } from './leads-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const REPLY_TO = 'team@lumen-legal.example';
let sink: SmtpSink;
let ctx: TestContext;
let editor: Session;
let sales: Session;
let admin: Session;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({
    ...ENV,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    REPLY_TO,
  });
  START.setTime(ctx.clock.now().getTime());
  admin = await signIn(ctx);
  editor = await signIn(
    ctx,
    { email: 'editor@lumen.example', password: 'Quiet-Meadow-Ink-58' },
    'editor',
  );
  sales = await signIn(
    ctx,
    { email: 'sales@lumen.example', password: 'Bright-Harbour-Deal-73' },
    'sales',
  );
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});
const START = new Date();
beforeEach(async () => {
  // Tests move the clock on (a schedule, a lease); the sessions signed in at the start stay valid.
  ctx.clock.set(START);
  sink.mails.length = 0;
  sink.refusing = null;
  sink.refusingCode = 550;
  sink.refusingOnly = null;
  await ctx.db.sql`delete from newsletter_deliveries`;
  await ctx.db.sql`delete from newsletter_issues`;
  await ctx.db.sql`delete from mail_outbox`;
  await ctx.db.sql`delete from newsletter_tokens`;
  await ctx.db.sql`delete from newsletter_signups`;
});

type Lang = 'en' | 'et';

async function subscriber(
  email: string,
  language: Lang = 'en',
  state: 'active' | 'pending' | 'unsubscribed' | 'suppressed' = 'active',
): Promise<string> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into newsletter_signups (email, subscribed, source, consent_at, confirmed_at,
      unsubscribed_at, language, suppressed_at, bounces)
    values (${email}, ${state === 'active' || state === 'suppressed'}, 'page', ${now},
      ${state === 'pending' ? null : now}, ${state === 'unsubscribed' ? now : null}, ${language},
      ${state === 'suppressed' ? now : null}, ${state === 'suppressed' ? 3 : 0})
    returning id`;
  if (!row) throw new Error('insert failed');
  return row.id;
}

const ISSUE: Record<string, string | null> = {
  subject: 'Spring news',
  subject_et: 'Kevadised uudised',
  body: 'Hello from Lumen Legal.',
  body_et: 'Tere Lumen Legalist.',
  post_id: null,
  untranslated: 'english',
};

async function createIssue(
  fields: Record<string, unknown> = {},
  by: Session = editor,
): Promise<string> {
  const id = randomUUID();
  const { results } = await push(ctx, by.cookie, [
    mutation('newsletterIssue.create', { ...ISSUE, ...fields, id }),
  ]);
  expect(results[0]).toMatchObject({ status: 'applied' });
  return id;
}

async function act(id: string, action: string, by: Session = editor, body?: unknown) {
  return call(ctx, by.cookie, 'POST', `/api/admin/newsletter-issues/${id}/${action}`, body ?? {});
}

const sendDeps = (rate = 0) => ({
  sql: ctx.db.sql,
  clock: ctx.clock,
  logger: silentLogger,
  config: { ...ctx.config, newsletterRatePerMinute: rate },
});

/** Runs the pump and the outbox until nothing is left to do (or `rounds` run out). */
async function drain(rate = 0, mailer: Mailer = ctx.mailer, rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const moved = await pumpNewsletter(sendDeps(rate));
    const round = await deliverDueMail(
      { sql: ctx.db.sql, mailer, clock: ctx.clock, logger: silentLogger },
      { batchSize: 50, concurrency: 4 },
    );
    if (moved === 0 && round.sent + round.failed === 0) {
      await pumpNewsletter(sendDeps(rate));
      return;
    }
  }
}

function header(raw: string, name: string): string {
  const unfolded = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The text part, undone from quoted-printable. */
function textOf(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain[^\n]*\n/i)[1] ?? '';
  const body =
    part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n')
      .split(/\r?\n--/)[0] ?? '';
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/\r\n/g, '\n');
}

function decodeUtf8(latin: string): string {
  return Buffer.from(latin, 'latin1').toString('utf8');
}

function mailTo(email: string) {
  return sink.mails.filter((m) => m.to.includes(email));
}

async function issueStatus(id: string): Promise<string | undefined> {
  const [row] = await ctx.db.sql<{ status: string }[]>`
    select status from newsletter_issues where id = ${id}`;
  return row?.status;
}

describe('sending an issue', () => {
  it('mails every confirmed subscriber once, in their language, with their own unsubscribe', async () => {
    await subscriber('anna@example.com', 'en');
    await subscriber('mari@example.ee', 'et');
    await subscriber('pending@example.com', 'en', 'pending');
    await subscriber('left@example.com', 'en', 'unsubscribed');
    await subscriber('bounced@example.com', 'en', 'suppressed');
    const audience = await call(ctx, editor.cookie, 'GET', '/api/admin/newsletter-issues/audience');
    expect(await audience.json()).toEqual({ en: 1, et: 1 });

    const id = await createIssue();
    const sent = await act(id, 'send');
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'sending', recipients: 2 });
    await drain();

    expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(['anna@example.com', 'mari@example.ee']);
    const [anna] = mailTo('anna@example.com');
    const [mari] = mailTo('mari@example.ee');
    if (!anna || !mari) throw new Error('missing mail');
    expect(header(anna.raw, 'Subject')).toBe('Spring news');
    expect(textOf(anna.raw)).toContain('Hello from Lumen Legal.');
    expect(textOf(anna.raw)).toContain(
      `Read this issue on the web: https://lumen-legal.example/newsletter/archive/${id}`,
    );
    expect(decodeUtf8(textOf(mari.raw))).toContain('Tere Lumen Legalist.');
    expect(decodeUtf8(textOf(mari.raw))).toContain(
      `Loe seda numbrit veebis: https://lumen-legal.example/et/newsletter/archive/${id}`,
    );
    expect(header(anna.raw, 'Reply-To')).toContain(REPLY_TO);
    expect(header(anna.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // No tracking: no picture at all in a text issue, every link is the site's own.
    expect(anna.raw).not.toMatch(/<img/i);

    // Each has their own link, and it unsubscribes in one click.
    const annaLink = /<(https:\/\/[^>]+)>/.exec(header(anna.raw, 'List-Unsubscribe'))?.[1] ?? '';
    const mariLink = /<(https:\/\/[^>]+)>/.exec(header(mari.raw, 'List-Unsubscribe'))?.[1] ?? '';
    expect(annaLink).not.toBe(mariLink);
    const url = new URL(annaLink);
    const res = await ctx.app.request(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.sql`select subscribed from newsletter_signups
      where email = 'anna@example.com'`;
    expect(row?.subscribed).toBe(false);

    expect(await issueStatus(id)).toBe('sent');
    const report = await call(
      ctx,
      editor.cookie,
      'GET',
      `/api/admin/newsletter-issues/${id}/report`,
    );
    expect(await report.json()).toMatchObject({
      status: 'sent',
      total: 2,
      sent: 2,
      queued: 0,
      failed: [],
      unsubscribed: 1,
    });
    // The bodies (each holding a working unsubscribe link) are not kept once sent.
    const kept = await ctx.db
      .sql`select text_body from mail_outbox where kind = 'newsletter.issue'`;
    expect(kept.every((m) => !String(m.text_body).includes('token='))).toBe(true);

    // Sending again is refused: nobody gets it twice.
    expect((await act(id, 'send')).status).toBe(409);
  });

  it('sends an untranslated issue to Estonian subscribers in English with a note, or holds it', async () => {
    await subscriber('mari@example.ee', 'et');
    const held = await createIssue({ subject_et: null, body_et: null, untranslated: 'hold' });
    const refused = await act(held, 'send');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'held' } });
    expect(await issueStatus(held)).toBe('draft');

    const english = await createIssue({ subject_et: null, body_et: null });
    expect((await act(english, 'send')).status).toBe(200);
    await drain();
    const [mail] = mailTo('mari@example.ee');
    expect(header(mail?.raw ?? '', 'Subject')).toBe('Spring news');
    const text = decodeUtf8(textOf(mail?.raw ?? ''));
    expect(text.split('\n')[0]).toBe('See number on saadaval ainult inglise keeles.');
    expect(text).toContain('Hello from Lumen Legal.');
  });

  it('makes an issue from a post: its title, excerpt, picture and link in each language', async () => {
    await subscriber('anna@example.com', 'en');
    await subscriber('mari@example.ee', 'et');
    const [post] = await ctx.db.sql<{ id: string }[]>`
      insert into blog_posts (title, slug, content, excerpt, author, published, published_at,
        featured_image, title_et, content_et, excerpt_et)
      values ('Contracts in minutes', 'contracts-in-minutes', 'Body', 'How it works.', 'Team',
        true, ${ctx.clock.now()}, '/media/abc/pic.jpg', 'Lepingud minutitega', 'Sisu',
        'Kuidas see käib.')
      returning id`;
    const id = await createIssue({
      subject: null,
      subject_et: null,
      body: null,
      body_et: null,
      post_id: post?.id ?? null,
    });
    const preview = await call(
      ctx,
      editor.cookie,
      'GET',
      `/api/admin/newsletter-issues/${id}/preview?lang=et`,
    );
    const shown = (await preview.json()) as { subject: string; text: string; html: string };
    expect(shown.subject).toBe('Lepingud minutitega');
    expect(shown.text).toContain('Kuidas see käib.');
    expect(shown.text).toContain('https://lumen-legal.example/et/blog/contracts-in-minutes');
    expect(shown.html).toContain('src="https://lumen-legal.example/media/abc/pic.jpg"');

    expect((await act(id, 'test')).status).toBe(200);
    await drain();
    const tests = mailTo(editor.email);
    expect(tests.map((m) => decodeUtf8(header(m.raw, 'Subject'))).sort()).toEqual(
      ['[Proov] Lepingud minutitega', '[Test] Contracts in minutes'].sort(),
    );
    // A test goes to the editor alone.
    expect(sink.mails).toHaveLength(2);
  });
});

describe('the rate, a crash, pause and cancel', () => {
  it('hands at most NEWSLETTER_RATE_PER_MINUTE mails to the outbox a minute', async () => {
    for (let i = 0; i < 7; i++) await subscriber(`r${i}@example.com`);
    const id = await createIssue();
    await act(id, 'send');
    for (let i = 0; i < 5; i++) await pumpNewsletter(sendDeps(3));
    const moved = async () =>
      (
        await ctx.db.sql`select count(*)::int as n from newsletter_deliveries
          where issue_id = ${id} and status <> 'queued'`
      )[0]?.n;
    expect(await moved()).toBe(3);
    ctx.clock.advance(61_000);
    for (let i = 0; i < 5; i++) await pumpNewsletter(sendDeps(3));
    expect(await moved()).toBe(6);
  });

  it('resumes after a crash in the middle with no duplicate and no gap', async () => {
    const emails = Array.from({ length: 120 }, (_, i) => `c${i}@example.com`);
    for (const e of emails) await subscriber(e);
    const id = await createIssue();
    await act(id, 'send');
    // The process dies after the mail server took the 30th mail, before that was recorded.
    let taken = 0;
    const dying: Mailer = {
      enabled: true,
      close: () => {},
      async send(message) {
        await ctx.mailer.send(message);
        taken++;
        if (taken >= 30) throw new Error('process killed');
      },
    };
    await pumpNewsletter(sendDeps());
    await deliverDueMail(
      { sql: ctx.db.sql, mailer: dying, clock: ctx.clock, logger: silentLogger },
      { batchSize: 30, concurrency: 1 },
    );
    // A new process: the claimed mails come back after their lease, everything else goes.
    ctx.clock.advance(10 * 60_000);
    await drain();
    const byRecipient = new Map<string, Set<string>>();
    for (const m of sink.mails) {
      const to = m.to[0] ?? '';
      const ids = byRecipient.get(to) ?? new Set();
      ids.add(header(m.raw, 'Message-ID'));
      byRecipient.set(to, ids);
    }
    expect([...byRecipient.keys()].sort()).toEqual([...emails].sort());
    // One message each: the one copy sent twice (taken, then killed) carries the same Message-ID.
    expect([...byRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(sink.mails.length).toBe(121);
    expect(await issueStatus(id)).toBe('sent');
  });

  it('pauses (the unsent mails come back out of the outbox), resumes, and cancels what has not gone', async () => {
    for (let i = 0; i < 10; i++) await subscriber(`p${i}@example.com`);
    const id = await createIssue();
    await act(id, 'send');
    await pumpNewsletter(sendDeps());
    expect((await act(id, 'pause')).status).toBe(200);
    const [outbox] = await ctx.db.sql`select count(*)::int as n from mail_outbox`;
    expect(outbox?.n).toBe(0);
    await drain();
    expect(sink.mails).toHaveLength(0);
    expect(await issueStatus(id)).toBe('paused');

    expect((await act(id, 'resume')).status).toBe(200);
    await pumpNewsletter(sendDeps(2));
    await pumpNewsletter(sendDeps(2));
    await pumpNewsletter(sendDeps(2));
    await deliverDueMail({
      sql: ctx.db.sql,
      mailer: ctx.mailer,
      clock: ctx.clock,
      logger: silentLogger,
    });
    expect(sink.mails).toHaveLength(2);
    expect((await act(id, 'cancel')).status).toBe(200);
    await drain();
    expect(sink.mails).toHaveLength(2);
    expect(await issueStatus(id)).toBe('cancelled');
    const report = await call(
      ctx,
      editor.cookie,
      'GET',
      `/api/admin/newsletter-issues/${id}/report`,
    );
    expect(await report.json()).toMatchObject({ sent: 2, cancelled: 8, queued: 0 });

    const audit = await ctx.db.sql<{ action: string; actor_email: string }[]>`
      select action, actor_email from audit_log where entity_id = ${id} order by id`;
    expect(audit.filter((a) => a.action.startsWith('newsletter.issue'))).toEqual([
      { action: 'newsletter.issue_sent', actor_email: editor.email },
      { action: 'newsletter.issue_paused', actor_email: editor.email },
      { action: 'newsletter.issue_resumed', actor_email: editor.email },
      { action: 'newsletter.issue_cancelled', actor_email: editor.email },
    ]);
  });

  it('starts a scheduled issue when the server’s clock reaches its time', async () => {
    await subscriber('anna@example.com');
    const id = await createIssue();
    const at = new Date(ctx.clock.now().getTime() + 60 * 60_000).toISOString();
    expect((await act(id, 'schedule', editor, { at })).status).toBe(200);
    await drain();
    expect(sink.mails).toHaveLength(0);
    ctx.clock.advance(60 * 60_000);
    await drain();
    expect(mailTo('anna@example.com')).toHaveLength(1);
    expect(await issueStatus(id)).toBe('sent');
  });
});

describe('refusals', () => {
  it('fails a delivery the server refuses for good, and suppresses the address after three', async () => {
    const signup = await subscriber('gone@example.com');
    await subscriber('ok@example.com');
    for (let n = 1; n <= 3; n++) {
      const id = await createIssue({ subject: `Issue ${n}` });
      await act(id, 'send');
      sink.refusing = '550 5.1.1 No such user';
      sink.refusingOnly = 'gone@example.com';
      await drain();
      const report = (await (
        await call(ctx, editor.cookie, 'GET', `/api/admin/newsletter-issues/${id}/report`)
      ).json()) as { failed: { email: string; error: string }[]; sent: number };
      expect(report.failed).toEqual([
        { email: 'gone@example.com', error: expect.stringContaining('No such user') },
      ]);
      expect(report.sent).toBe(1);
    }
    const [row] = await ctx.db.sql`select bounces, suppressed_at from newsletter_signups
      where id = ${signup}`;
    expect(row?.bounces).toBe(3);
    expect(row?.suppressed_at).toBeInstanceOf(Date);
    const audience = await call(ctx, editor.cookie, 'GET', '/api/admin/newsletter-issues/audience');
    expect(await audience.json()).toEqual({ en: 1, et: 0 });

    // The way back, on the newsletter screen (sales or an administrator).
    const { results } = await push(ctx, sales.cookie, [
      mutation('newsletter.unsuppress', { id: signup }),
    ]);
    expect(results[0]).toMatchObject({ status: 'applied' });
    const after = await call(ctx, editor.cookie, 'GET', '/api/admin/newsletter-issues/audience');
    expect(await after.json()).toEqual({ en: 2, et: 0 });
  });

  it('tries a temporary refusal (4xx) again later, as the outbox does', async () => {
    await subscriber('busy@example.com');
    const id = await createIssue();
    await act(id, 'send');
    await pumpNewsletter(sendDeps());
    sink.refusing = '451 4.3.0 Try again later';
    sink.refusingCode = 451;
    await deliverDueMail({
      sql: ctx.db.sql,
      mailer: ctx.mailer,
      clock: ctx.clock,
      logger: silentLogger,
    });
    const [delivery] = await ctx.db.sql`select status from newsletter_deliveries
      where issue_id = ${id}`;
    expect(delivery?.status).toBe('outbox');
    sink.refusing = null;
    ctx.clock.advance(60_000);
    await drain();
    expect(mailTo('busy@example.com')).toHaveLength(1);
    expect(await issueStatus(id)).toBe('sent');
  });
});

describe('roles and a person’s data', () => {
  it('lets editors and admins send; sales reads only the sent issues', async () => {
    await subscriber('anna@example.com');
    const draft = await createIssue({ subject: 'Draft' }, admin);
    const sent = await createIssue({ subject: 'Sent' });
    expect((await act(sent, 'send', sales)).status).toBe(403);
    expect((await act(sent, 'send', editor)).status).toBe(200);
    await drain();

    const { changes } = await pullAll(ctx, sales.cookie);
    const issues = changes.filter((c) => c.table === 'newsletter_issues').map((c) => c.row.id);
    expect(issues).toEqual([sent]);
    const draftReport = await call(
      ctx,
      sales.cookie,
      'GET',
      `/api/admin/newsletter-issues/${draft}/report`,
    );
    expect(draftReport.status).toBe(404);
    const sentReport = await call(
      ctx,
      sales.cookie,
      'GET',
      `/api/admin/newsletter-issues/${sent}/report`,
    );
    expect(sentReport.status).toBe(200);
    const { results } = await push(ctx, sales.cookie, [
      mutation('newsletterIssue.save', { ...ISSUE, id: sent }),
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' });
    // A sent issue's text stays as it was sent.
    const edit = await push(ctx, editor.cookie, [
      mutation('newsletterIssue.save', { ...ISSUE, id: sent, subject: 'Changed' }),
    ]);
    expect(edit.results[0]).toMatchObject({ status: 'rejected' });
  });

  it('exports a subscriber’s deliveries with their data, and erasure removes them', async () => {
    await subscriber('liis@example.com');
    const id = await createIssue();
    await act(id, 'send');
    await drain();
    const found = await call(
      ctx,
      admin.cookie,
      'GET',
      '/api/admin/people-data?email=liis@example.com',
    );
    const result = (await found.json()) as { groups: { table: string; count: number }[] };
    expect(result.groups.find((g) => g.table === 'newsletter_deliveries')?.count).toBe(1);
    const erased = await call(ctx, admin.cookie, 'POST', '/api/admin/people-data/erase', {
      email: 'liis@example.com',
      confirm: 'liis@example.com',
    });
    expect(erased.status).toBe(200);
    const [left] = await ctx.db.sql`select count(*)::int as n from newsletter_deliveries`;
    expect(left?.n).toBe(0);
  });
});

describe('the public archive', () => {
  const page = async (path: string) => {
    const res = await ctx.app.request(path);
    return { status: res.status, text: await res.text() };
  };
  const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const hreflangs = (html: string) =>
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

  it('lists the issues sent, each a page of its own in both languages, in the sitemap and the feeds, until withdrawn', async () => {
    await subscriber('anna@example.com');
    const [post] = await ctx.db.sql<{ id: string }[]>`
      insert into blog_posts (title, slug, content, excerpt, author, published, published_at,
        featured_image, title_et, content_et)
      values ('Archive test post', 'archive-test-post', 'Body', 'Its excerpt.', 'Team', true,
        ${ctx.clock.now()}, 'https://cdn.example/pic.jpg', 'Arhiivi postitus', 'Sisu')
      returning id`;
    const id = await createIssue({ subject: 'Archived issue', post_id: post?.id ?? null });
    const draft = await createIssue({ subject: 'Never sent' });
    await act(id, 'send');
    await drain();

    const list = await page('/newsletter/archive');
    expect(list.status).toBe(200);
    expect(list.text).toContain('Archived issue');
    expect(list.text).not.toContain('Never sent');
    expect((await page('/et/newsletter/archive')).text).toContain('Kevadised uudised');

    const en = await page(`/newsletter/archive/${id}`);
    expect(en.status).toBe(200);
    expect(en.text).toContain('Hello from Lumen Legal.');
    expect(en.text).toContain('/blog/archive-test-post');
    // Nobody's own unsubscribe link on the web copy.
    expect(en.text).not.toContain('token=');
    expect(canonical(en.text)).toBe(`${ENV.PUBLIC_ORIGIN}/newsletter/archive/${id}`);
    expect(hreflangs(en.text)).toContain(`et ${ENV.PUBLIC_ORIGIN}/et/newsletter/archive/${id}`);
    expect(en.text).toContain('<meta property="og:image" content="https://cdn.example/pic.jpg"');
    const et = await page(`/et/newsletter/archive/${id}`);
    expect(et.text).toContain('Tere Lumen Legalist.');
    expect(canonical(et.text)).toBe(`${ENV.PUBLIC_ORIGIN}/et/newsletter/archive/${id}`);
    expect((await page(`/newsletter/archive/${draft}`)).status).toBe(404);

    const sitemap = (await page('/sitemap.xml')).text;
    expect(sitemap).toContain(`${ENV.PUBLIC_ORIGIN}/newsletter/archive/${id}<`);
    expect(sitemap).toContain(`${ENV.PUBLIC_ORIGIN}/et/newsletter/archive/${id}<`);
    expect(sitemap).not.toContain(draft);
    const feed = (await page('/newsletter/archive/rss.xml')).text;
    expect(feed).toContain('<title>Archived issue</title>');
    expect(feed).toContain(`${ENV.PUBLIC_ORIGIN}/newsletter/archive/${id}`);
    expect((await page('/et/newsletter/archive/rss.xml')).text).toContain(
      '<title>Kevadised uudised</title>',
    );

    // An editor withdraws it: gone from the archive, its page, the sitemap and the feeds.
    expect((await act(id, 'archive', editor, { inArchive: false })).status).toBe(200);
    expect((await page('/newsletter/archive')).text).not.toContain('Archived issue');
    expect((await page(`/newsletter/archive/${id}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).text).not.toContain(id);
    expect((await page('/newsletter/archive/rss.xml')).text).not.toContain(id);
    const [audit] = await ctx.db.sql`select actor_email from audit_log
      where action = 'newsletter.issue_withdrawn' and entity_id = ${id}`;
    expect(audit?.actor_email).toBe(editor.email);
    // Only a sent issue can be withdrawn.
    expect((await act(draft, 'archive', editor, { inArchive: false })).status).toBe(409);
  });
});
