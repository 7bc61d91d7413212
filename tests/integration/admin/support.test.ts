/**
 * Support Management over REST and the sync push (back-office §2, §4, §5, §8, §9): the list with
 * its five cards' figures, the named mutations (validation, audit entry, version bump,
 * resolved_at, first_response_at once), suspected spam, and the satisfaction link mailed on
 * resolving (single use, expiring, refused after use).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { deliverDueMail } from '../../../server/mail/outbox-worker.ts';
import { CSAT_LINK_TTL_DAYS } from '../../../server/services/support-satisfaction.ts';
import { compareBySort, parseListQuery } from '../../../shared/admin/list.ts';
import { type SupportTicketRow, supportList } from '../../../shared/admin/support.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  mutation,
  push,
  type Session,
  signIn,
  signInPartner,
  versionOf,
} from '../../helpers/sync-api.ts';
import { ADMIN, browserLogin } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://lumen.example' });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

interface TicketSeed {
  name?: string;
  email?: string;
  subject?: string;
  description?: string;
  status?: string;
  priority?: string;
  category?: string;
  rating?: number | null;
  language?: 'en' | 'et';
  createdAt?: string;
  spam?: boolean;
  deleted?: boolean;
}

async function insertTicket(seed: TicketSeed = {}): Promise<{ id: string; number: string }> {
  const at = seed.createdAt ?? ctx.clock.now().toISOString();
  const [row] = await ctx.db.sql<{ id: string; ticket_number: string }[]>`
    insert into support_tickets (customer_name, customer_email, subject, description, status,
      priority, category, customer_satisfaction, language, ip_address, created_at, updated_at,
      spam_reason, spam_at, deleted_at)
    values (${seed.name ?? 'Mari Maasikas'}, ${seed.email ?? 'mari@firma.ee'},
      ${seed.subject ?? 'Cannot sign in'}, ${seed.description ?? 'The login page says no.'},
      ${seed.status ?? 'open'}, ${seed.priority ?? 'medium'}, ${seed.category ?? 'general'},
      ${seed.rating ?? null}, ${seed.language ?? 'en'}, '203.0.113.5', ${at}, ${at},
      ${seed.spam ? 'honeypot' : null}, ${seed.spam ? at : null}, ${seed.deleted ? at : null})
    returning id, ticket_number`;
  if (!row) throw new Error('insert failed');
  return { id: row.id, number: row.ticket_number };
}

interface ListBody {
  items: SupportTicketRow[];
  total: number;
  counts: Record<string, number>;
  averageRating: number | null;
  rated: number;
}

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/support-tickets${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

const names = (body: ListBody) => body.items.map((i) => i.customer_name);
const patch = (id: string, body: unknown) =>
  call(ctx, admin.cookie, 'PATCH', `/api/admin/support-tickets/${id}`, body);

async function csatMails(): Promise<{ to_address: string; subject: string; text_body: string }[]> {
  return ctx.db.sql`
    select to_address, subject, text_body from mail_outbox where kind = 'support.csat'
    order by created_at`;
}

function linkToken(text: string): string {
  const match = /\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}

describe('access', () => {
  it('answers 401 without a session and 403 to a partner', async () => {
    const id = randomUUID();
    const partner = await signInPartner(ctx);
    for (const [method, path] of [
      ['GET', '/api/admin/support-tickets'],
      ['PATCH', `/api/admin/support-tickets/${id}`],
      ['DELETE', `/api/admin/support-tickets/${id}`],
    ] as const) {
      const body = method === 'PATCH' ? { status: 'closed' } : undefined;
      expect((await call(ctx, '', method, path, body)).status).toBe(401);
      expect((await call(ctx, partner.cookie, method, path, body)).status).toBe(403);
    }
  });
});

describe('GET /api/admin/support-tickets', () => {
  beforeAll(async () => {
    await ctx.db.sql`delete from support_tickets`;
    const at = (day: number) => `2025-05-${String(day).padStart(2, '0')}T10:00:00Z`;
    await insertTicket({ name: 'Anna', createdAt: at(1), rating: 5, status: 'resolved' });
    await insertTicket({
      name: 'Boris',
      createdAt: at(2),
      status: 'in_progress',
      priority: 'low',
      rating: 4,
    });
    await insertTicket({
      name: 'Carmen',
      createdAt: at(3),
      priority: 'urgent',
      category: 'billing',
      description: 'Invoice 2025-17 is twice',
    });
    await insertTicket({
      name: 'Dmitri',
      createdAt: at(4),
      status: 'waiting_customer',
      priority: 'high',
      rating: 4,
    });
    await insertTicket({ name: 'Eve', createdAt: at(5), status: 'closed', subject: 'API quota' });
    await insertTicket({ name: 'Spam', createdAt: at(6), spam: true, rating: 1 });
    await insertTicket({ name: 'Gone', createdAt: at(7), deleted: true, rating: 1 });
  });

  it('lists newest first with the counts and the mean rating to one decimal', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Eve', 'Dmitri', 'Carmen', 'Boris', 'Anna']);
    expect(body.counts).toEqual({
      open: 1,
      in_progress: 1,
      waiting_customer: 1,
      resolved: 1,
      closed: 1,
    });
    // (5 + 4 + 4) / 3 = 4.333…: spam and deleted tickets do not count.
    expect(body.averageRating).toBe(4.3);
    expect(body.rated).toBe(3);
    expect(body.items[0]).not.toHaveProperty('ip_address');
  });

  it('filters by status, priority and category; searches the five fields', async () => {
    expect(names(await list('?status=waiting_customer'))).toEqual(['Dmitri']);
    expect(names(await list('?priority=urgent&category=billing'))).toEqual(['Carmen']);
    expect(names(await list('?category=technical'))).toEqual([]);
    expect(names(await list('?q=invoice%202025'))).toEqual(['Carmen']);
    expect(names(await list('?q=api%20QUOTA'))).toEqual(['Eve']);
    expect(names(await list('?q=BORIS'))).toEqual(['Boris']);
    const [anna] = (await list('?q=Anna')).items;
    expect(names(await list(`?q=${anna?.ticket_number.toLowerCase()}`))).toEqual(['Anna']);
  });

  it('sorts priority by rank and status by the workflow, as the local copy does', async () => {
    const cases: [string, string[]][] = [
      ['?sort=priority', ['Carmen', 'Dmitri', 'Eve', 'Anna', 'Boris']],
      // Reversed: low first; tickets of equal priority stay newest first.
      ['?sort=-priority', ['Boris', 'Eve', 'Anna', 'Dmitri', 'Carmen']],
      ['?sort=status', ['Carmen', 'Boris', 'Dmitri', 'Anna', 'Eve']],
      ['?sort=-status', ['Eve', 'Anna', 'Dmitri', 'Boris', 'Carmen']],
    ];
    for (const [query, expected] of cases) {
      const body = await list(query);
      expect(names(body), query).toEqual(expected);
      const sort = parseListQuery(supportList, new URLSearchParams(query)).sort;
      if (!sort) throw new Error(`${query} is not a sort`);
      const local = [...body.items].reverse().sort(compareBySort(supportList, sort));
      expect(
        local.map((i) => i.customer_name),
        `${query} locally`,
      ).toEqual(expected);
    }
  });

  it('lists suspected spam only with spam=1', async () => {
    expect(names(await list('?spam=1'))).toEqual(['Spam']);
  });

  it('refuses unknown filter values with field messages', async () => {
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      '/api/admin/support-tickets?status=new&category=x&priority=meh',
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['category', 'priority', 'status']);
  });

  it('reads N/A (null) when no ticket is rated', async () => {
    await ctx.db.sql`update support_tickets set customer_satisfaction = null`;
    const body = await list();
    expect(body.averageRating).toBeNull();
    expect(body.rated).toBe(0);
  });
});

describe('PATCH and DELETE /api/admin/support-tickets/:id', () => {
  let id: string;
  beforeEach(async () => {
    ({ id } = await insertTicket());
  });

  it('changes the status with an audit entry and a new version; first_response_at is stamped once', async () => {
    const before = await versionOf(ctx, 'support_tickets', id);
    const first = ctx.clock.now().toISOString();
    const res = await patch(id, { status: 'in_progress' });
    expect(res.status).toBe(200);
    const row = (await res.json()) as SupportTicketRow;
    expect(row).toMatchObject({
      status: 'in_progress',
      first_response_at: first,
      resolved_at: null,
      version: await versionOf(ctx, 'support_tickets', id),
    });
    expect(BigInt(row.version)).toBeGreaterThan(BigInt(before));
    expect((await changeAudit(ctx, id)).map((e) => [e.action, e.details])).toEqual([
      [
        'support.setStatus',
        {
          mutationId: null,
          before: { status: 'open', first_response_at: null },
          after: { status: 'in_progress', first_response_at: first },
        },
      ],
    ]);

    ctx.clock.advance(60_000);
    const later = (await (
      await patch(id, { status: 'waiting_customer' })
    ).json()) as SupportTicketRow;
    expect(later.first_response_at).toBe(first);
    ctx.clock.advance(60_000);
    const resolved = (await (
      await patch(id, { resolution: 'Reset the password.' })
    ).json()) as SupportTicketRow;
    expect(resolved).toMatchObject({ resolution: 'Reset the password.', first_response_at: first });
  });

  it('stamps resolved_at when resolved, and the first response with it', async () => {
    ctx.clock.advance(5 * 60_000);
    const now = ctx.clock.now().toISOString();
    const row = (await (await patch(id, { status: 'resolved' })).json()) as SupportTicketRow;
    expect(row).toMatchObject({ status: 'resolved', resolved_at: now, first_response_at: now });
    // Choosing resolved again changes nothing: no new stamp, no audit entry, no version.
    const version = row.version;
    ctx.clock.advance(60_000);
    const again = (await (await patch(id, { status: 'resolved' })).json()) as SupportTicketRow;
    expect(again).toMatchObject({ resolved_at: now, version });
    expect(await changeAudit(ctx, id)).toHaveLength(1);
  });

  it('refuses a blank resolution with the spec message, applying nothing', async () => {
    const version = await versionOf(ctx, 'support_tickets', id);
    const res = await patch(id, { resolution: '   ', status: 'resolved' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ resolution: 'Please enter a resolution' });
    expect(await versionOf(ctx, 'support_tickets', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
    const bad = await patch(id, { status: 'pending', colour: 'red' });
    expect(
      Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields).sort(),
    ).toEqual(['colour', 'status']);
  });

  it('restores suspected spam; deletes with a tombstone, then answers 409; 404 for unknown', async () => {
    const spam = await insertTicket({ spam: true });
    const restored = (await (
      await patch(spam.id, { suspectedSpam: false })
    ).json()) as SupportTicketRow;
    expect(restored).toMatchObject({ spam_reason: null, spam_at: null });
    expect((await changeAudit(ctx, spam.id)).map((e) => e.action)).toEqual(['support.restore']);
    expect((await patch(spam.id, { suspectedSpam: true })).status).toBe(400);

    const del = await call(ctx, admin.cookie, 'DELETE', `/api/admin/support-tickets/${id}`);
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ id, deleted_at: ctx.clock.now().toISOString() });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual(['support.delete']);
    expect(
      (await call(ctx, admin.cookie, 'DELETE', `/api/admin/support-tickets/${id}`)).status,
    ).toBe(409);
    expect((await patch(id, { status: 'closed' })).status).toBe(409);
    expect((await patch(randomUUID(), { status: 'closed' })).status).toBe(404);
    expect((await patch('nope', { status: 'closed' })).status).toBe(404);
  });
});

describe('the satisfaction link mailed on resolving', () => {
  beforeEach(async () => {
    await ctx.db.sql`delete from mail_outbox`;
    // A fresh sign-in: earlier tests moved the clock past the access token's lifetime.
    admin.cookie = await browserLogin(ctx, ADMIN);
  });

  const check = async (token: string) =>
    (await (await call(ctx, '', 'GET', `/api/support-satisfaction?token=${token}`)).json()) as {
      state: string;
      ticketNumber?: string;
    };
  const rate = (token: string, rating: unknown) =>
    call(ctx, '', 'POST', '/api/support-satisfaction', { token, rating });

  it('is queued with the resolving change (push), in the ticket language, and works once', async () => {
    const ticket = await insertTicket({ language: 'et', email: 'kati@firma.ee' });
    const result = await push(ctx, admin.cookie, [
      mutation('support.setStatus', { id: ticket.id, status: 'resolved' }),
    ]);
    expect(result.results[0]?.status).toBe('applied');
    const mails = await csatMails();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error('no mail');
    expect(mail.to_address).toBe('kati@firma.ee');
    expect(mail.subject).toContain(ticket.number);
    expect(mail.text_body).toContain(`https://lumen.example/et/support/rate?token=`);
    expect(mail.text_body).toContain(`${CSAT_LINK_TTL_DAYS} päeva`);
    const token = linkToken(mail.text_body);
    // Only its hash is stored.
    const [stored] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from support_csat_tokens where token_hash = ${token}`;
    expect(stored?.n).toBe(0);

    expect(await check(token)).toEqual({ state: 'valid', ticketNumber: ticket.number });
    expect((await rate(token, 0)).status).toBe(400);
    const before = await versionOf(ctx, 'support_tickets', ticket.id);
    const res = await rate(token, 4);
    expect(res.status).toBe(200);
    const [row] = await ctx.db.sql<{ customer_satisfaction: number; version: string }[]>`
      select customer_satisfaction, version::text from support_tickets where id = ${ticket.id}`;
    expect(row?.customer_satisfaction).toBe(4);
    expect(BigInt(row?.version ?? 0)).toBeGreaterThan(BigInt(before));
    expect((await changeAudit(ctx, ticket.id)).map((e) => e.action)).toContain('support.rated');

    const second = await rate(token, 1);
    expect(second.status).toBe(409);
    expect(await check(token)).toEqual({ state: 'used' });
    const [still] = await ctx.db.sql<{ customer_satisfaction: number }[]>`
      select customer_satisfaction from support_tickets where id = ${ticket.id}`;
    expect(still?.customer_satisfaction).toBe(4);

    // Reopened and resolved again: a rated ticket is not asked again.
    await patch(ticket.id, { status: 'open' });
    await patch(ticket.id, { status: 'resolved' });
    expect(await csatMails()).toHaveLength(1);
  });

  it('expires; an unknown token is invalid; resolving again replaces the unused link', async () => {
    const ticket = await insertTicket();
    await patch(ticket.id, { status: 'resolved' });
    const firstToken = linkToken((await csatMails())[0]?.text_body ?? '');
    expect((await csatMails())[0]?.text_body).toContain(
      'https://lumen.example/support/rate?token=',
    );
    await patch(ticket.id, { status: 'in_progress' });
    // Later, so the mails sort by when they were queued.
    ctx.clock.advance(1000);
    await patch(ticket.id, { status: 'resolved' });
    const mails = await csatMails();
    expect(mails).toHaveLength(2);
    const token = linkToken(mails[1]?.text_body ?? '');
    expect(await check(firstToken)).toEqual({ state: 'invalid' });
    expect((await rate(firstToken, 5)).status).toBe(404);

    ctx.clock.advance(CSAT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000 + 1000);
    expect(await check(token)).toEqual({ state: 'expired' });
    expect((await rate(token, 5)).status).toBe(410);
    expect((await check('x'.repeat(43))).state).toBe('invalid');
  });

  it('is redacted from the outbox once sent, and the sent mail still works', async () => {
    const ticket = await insertTicket({ email: 'olev@firma.ee' });
    await patch(ticket.id, { status: 'resolved' });
    const sent: { to: string; text: string }[] = [];
    const round = await deliverDueMail({
      sql: ctx.db.sql,
      mailer: { enabled: true, send: async (m) => void sent.push(m), close: () => {} },
      clock: ctx.clock,
      logger: silentLogger,
    });
    expect(round).toEqual({ sent: 1, failed: 0 });
    expect(sent[0]?.to).toBe('olev@firma.ee');
    const token = linkToken(sent[0]?.text ?? '');
    const [stored] = await csatMails();
    expect(stored?.text_body).not.toContain(token);
    expect(stored?.text_body).not.toContain('?token=');
    expect((await rate(token, 3)).status).toBe(200);
  });

  it('is not sent for suspected spam; the form post redirects without the token', async () => {
    const spam = await insertTicket({ spam: true });
    await patch(spam.id, { status: 'resolved' });
    expect(await csatMails()).toHaveLength(0);

    const ticket = await insertTicket({ language: 'et' });
    expect((await patch(ticket.id, { status: 'resolved' })).status).toBe(200);
    const token = linkToken((await csatMails())[0]?.text_body ?? '');
    const form = (body: string) =>
      ctx.app.request('/api/support-satisfaction', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    const missing = await form(`token=${token}&lang=et`);
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe(`/et/support/rate?token=${token}&result=missing`);
    const rated = await form(`token=${token}&rating=5&lang=et`);
    expect(rated.headers.get('location')).toBe('/et/support/rate?result=rated');
    const again = await form(`token=${token}&rating=2&lang=et`);
    expect(again.headers.get('location')).toBe('/et/support/rate?result=used');
  });
});

describe('the satisfaction page', () => {
  it('is rendered in both languages, sends no referrer, is not indexed nor in the sitemap', async () => {
    for (const [path, heading] of [
      ['/support/rate?token=abc', 'How did we do?'],
      ['/et/support/rate?token=abc', 'Kuidas meil läks?'],
    ] as const) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await res.text();
      expect(html).toContain(heading);
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(html).toContain('action="/api/support-satisfaction"');
    }
    const sitemap = await (await ctx.app.request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/support/rate');
  });
});
