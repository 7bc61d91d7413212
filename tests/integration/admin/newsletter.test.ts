/**
 * Newsletter Management over REST and the sync push: the list with its three counters, status
 * filter (active, unsubscribed, pending) and search; Unsubscribe while active or pending (which
 * cancels the signup) and never back; Delete; suspected spam, whose restore mails a pending
 * signup its confirmation link.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { pruneExpired } from '../../../server/services/maintenance.ts';
import type { NewsletterSignupRow } from '../../../shared/admin/newsletter.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  mutation,
  pullAll,
  push,
  type Session,
  signIn,
  signInPartner,
  versionOf,
} from '../../helpers/sync-api.ts';
import { postJson } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
let partner: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
  partner = await signInPartner(ctx);
});
afterAll(() => ctx.close());

interface ListBody {
  items: NewsletterSignupRow[];
  total: number;
  page: number;
  pageSize: number;
  counts: { active: number; unsubscribed: number; total: number };
}

const BASE = '/api/admin/newsletter-signups';

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `${BASE}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

const emails = (body: ListBody) => body.items.map((i) => i.email);

interface SignupSeed {
  email: string;
  subscribed?: boolean;
  day?: number;
  spam?: boolean;
  deleted?: boolean;
  /** Pending confirmation: not subscribed, never unsubscribed (double opt-in). */
  pending?: boolean;
}

async function insertSignup(seed: SignupSeed): Promise<string> {
  const at = `2025-05-${String(seed.day ?? 1).padStart(2, '0')}T10:00:00Z`;
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into newsletter_signups (email, subscribed, unsubscribed_at, ip_address, consent_at,
      spam_reason, spam_at, created_at, updated_at, deleted_at)
    values (${seed.email}, ${seed.pending ? false : (seed.subscribed ?? true)},
      ${seed.subscribed === false && !seed.pending ? at : null},
      '203.0.113.5', ${at}, ${seed.spam ? 'honeypot' : null}, ${seed.spam ? at : null}, ${at},
      ${at}, ${seed.deleted ? at : null})
    returning id`;
  if (!row) throw new Error('insert failed');
  return row.id;
}

const patch = (id: string, body: unknown) =>
  call(ctx, admin.cookie, 'PATCH', `${BASE}/${id}`, body);

describe('the newsletter endpoints', () => {
  it('answer 401 without a session and 403 to a partner', async () => {
    const id = randomUUID();
    const endpoints: [string, string, unknown?][] = [
      ['GET', BASE],
      ['PATCH', `${BASE}/${id}`, { subscribed: false }],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await call(ctx, '', method, path, body)).status, path).toBe(401);
      expect((await call(ctx, partner.cookie, method, path, body)).status, path).toBe(403);
    }
  });
});

describe('GET /api/admin/newsletter-signups', () => {
  beforeAll(async () => {
    await ctx.db.sql`delete from newsletter_signups`;
    await insertSignup({ email: 'anna@firma.ee', day: 1 });
    await insertSignup({ email: 'boris@Example.com', day: 2, subscribed: false });
    await insertSignup({ email: 'carmen@firma.ee', day: 3 });
    await insertSignup({ email: 'bot@spam.example', day: 4, spam: true });
    await insertSignup({ email: 'gone@firma.ee', day: 5, deleted: true });
    await insertSignup({ email: 'dora@firma.ee', day: 6, pending: true });
  });

  it('lists newest first with the three counters, without spam or tombstones', async () => {
    const body = await list();
    expect(emails(body)).toEqual([
      'dora@firma.ee',
      'carmen@firma.ee',
      'boris@Example.com',
      'anna@firma.ee',
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(body.counts).toEqual({ active: 2, unsubscribed: 1, pending: 1, total: 4 });
    expect(body.items[0]).not.toHaveProperty('ip_address');
  });

  it('filters by status (active, unsubscribed, pending) and searches the email in any case', async () => {
    expect(emails(await list('?status=active'))).toEqual(['carmen@firma.ee', 'anna@firma.ee']);
    // Unsubscribed means left the list: a signup awaiting confirmation is not among them.
    const unsubscribed = await list('?status=unsubscribed');
    expect(emails(unsubscribed)).toEqual(['boris@Example.com']);
    expect(unsubscribed.counts).toEqual({ active: 2, unsubscribed: 1, pending: 1, total: 4 });
    expect(emails(await list('?status=pending'))).toEqual(['dora@firma.ee']);
    expect(emails(await list('?q=EXAMPLE'))).toEqual(['boris@Example.com']);
    expect(emails(await list('?q=firma&status=unsubscribed'))).toEqual([]);
  });

  it('lists suspected spam on its own with spam=1', async () => {
    expect(emails(await list('?spam=1'))).toEqual(['bot@spam.example']);
  });

  it('refuses an unknown status with a field message', async () => {
    const res = await call(ctx, admin.cookie, 'GET', `${BASE}?status=true&pageSize=0`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      status: 'Choose one of: active, unsubscribed, pending.',
      pageSize: 'Enter a page size from 1 to 100.',
    });
  });
});

describe('Unsubscribe', () => {
  it('sets subscribed false and unsubscribed_at, bumps the version and writes one audit entry', async () => {
    const id = await insertSignup({ email: 'kati@firma.ee' });
    const version = await versionOf(ctx, 'newsletter_signups', id);
    const res = await patch(id, { subscribed: false });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = (await res.json()) as NewsletterSignupRow;
    const now = ctx.clock.now().toISOString();
    expect(row).toMatchObject({ id, subscribed: false, unsubscribed_at: now, updated_at: now });
    expect(BigInt(row.version)).toBeGreaterThan(BigInt(version));
    expect(row.version).toBe(await versionOf(ctx, 'newsletter_signups', id));
    const audit = await changeAudit(ctx, id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'newsletter.unsubscribe',
        actor_id: admin.userId,
        actor_email: admin.email,
        entity: 'newsletter_signups',
        ip: '198.51.100.7',
        details: {
          mutationId: null,
          before: { subscribed: true, unsubscribed_at: null },
          after: { subscribed: false, unsubscribed_at: now },
        },
      }),
    ]);
    // The record a client pulls is the record REST returned.
    const { changes } = await pullAll(ctx, admin.cookie, String(BigInt(row.version) - 1n));
    expect(changes.find((c) => c.row.id === id)?.row).toEqual(row);
  });

  it('is refused once unsubscribed (409 not_allowed), with nothing changed', async () => {
    const id = await insertSignup({ email: 'mart@firma.ee', subscribed: false });
    const version = await versionOf(ctx, 'newsletter_signups', id);
    const res = await patch(id, { subscribed: false });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'not_allowed', message: 'This address is already unsubscribed.' },
    });
    expect(await versionOf(ctx, 'newsletter_signups', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);

    // Through the push too: rejected with the spec's failure text, the row unchanged.
    const [result] = (await push(ctx, admin.cookie, [mutation('newsletter.unsubscribe', { id })]))
      .results;
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'not_allowed',
      message: 'This address is already unsubscribed.',
    });
    expect(await versionOf(ctx, 'newsletter_signups', id)).toBe(version);
  });

  it('cancels a signup pending confirmation: its confirmation link stops working', async () => {
    const id = await insertSignup({ email: 'ootel@firma.ee', pending: true });
    await ctx.db.sql`insert into newsletter_tokens (signup_id, purpose, token_hash, expires_at)
      values (${id}, 'confirm', 'hash-of-a-pending-link', ${new Date('2099-01-01')})`;
    const res = await patch(id, { subscribed: false });
    expect(res.status, await res.clone().text()).toBe(200);
    const now = ctx.clock.now().toISOString();
    expect(await res.json()).toMatchObject({ id, subscribed: false, unsubscribed_at: now });
    const [audit] = await changeAudit(ctx, id);
    expect(audit).toMatchObject({
      action: 'newsletter.unsubscribe',
      details: {
        before: { unsubscribed_at: null },
        after: { unsubscribed_at: now },
      },
    });
    const tokens = await ctx.db.sql`select 1 from newsletter_tokens where signup_id = ${id}`;
    expect(tokens).toHaveLength(0);
    expect(emails(await list('?status=unsubscribed&q=ootel'))).toEqual(['ootel@firma.ee']);
    expect((await patch(id, { subscribed: false })).status).toBe(409);
  });

  it('has no way back: subscribed true and unknown fields are refused with field messages', async () => {
    const id = await insertSignup({ email: 'liis@firma.ee', subscribed: false });
    const res = await patch(id, { subscribed: true, colour: 'red' });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      subscribed: 'A signup can only be unsubscribed here: send false. There is no way back.',
      colour: 'This field cannot be changed here.',
    });
    expect((await patch(id, {})).status).toBe(400);
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it('through the push: applied while active, with an audit entry naming the mutation', async () => {
    const id = await insertSignup({ email: 'peeter@firma.ee' });
    const change = mutation('newsletter.unsubscribe', { id });
    const [result] = (await push(ctx, admin.cookie, [change])).results;
    expect(result).toMatchObject({ status: 'applied', row: { id, subscribed: false } });
    const [audit] = await changeAudit(ctx, id);
    expect(audit).toMatchObject({
      action: 'newsletter.unsubscribe',
      details: { mutationId: change.id },
    });
  });
});

describe('restore and delete', () => {
  it('restores suspected spam with suspectedSpam: false', async () => {
    const id = await insertSignup({ email: 'real@firma.ee', spam: true });
    const res = await patch(id, { suspectedSpam: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, spam_reason: null, spam_at: null });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual(['newsletter.restore']);
    expect((await patch(id, { suspectedSpam: true })).status).toBe(400);
  });

  it('mails a pending signup its confirmation link when it is restored, and only then', async () => {
    const mails = (to: string) => ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where kind = 'newsletter.confirm' and to_address = ${to}`;
    const id = await insertSignup({ email: 'held@firma.ee', pending: true, spam: true });
    const [result] = (await push(ctx, admin.cookie, [mutation('newsletter.restore', { id })]))
      .results;
    expect(result).toMatchObject({ status: 'applied', row: { id, spam_reason: null } });
    const [mail, ...more] = await mails('held@firma.ee');
    expect(more).toEqual([]);
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    expect(token).toBeTruthy();
    // The link confirms it: the restored signup becomes Active.
    const confirmed = await call(ctx, '', 'POST', '/api/newsletter/confirm', { token });
    expect(await confirmed.json()).toEqual({ state: 'confirmed' });
    expect(emails(await list('?status=active&q=held'))).toEqual(['held@firma.ee']);
    // A confirmed or unsubscribed signup restored from spam is not mailed.
    const active = await insertSignup({ email: 'held2@firma.ee', spam: true });
    expect((await patch(active, { suspectedSpam: false })).status).toBe(200);
    expect(await mails('held2@firma.ee')).toEqual([]);
  });

  it('keeps a suspected bot signing up an unsubscribed address again: flagged on its row, still unsubscribed; restored, its owner is asked to confirm', async () => {
    const email = 'left@firma.ee';
    const id = await insertSignup({ email, subscribed: false });
    const row = async () => {
      const [found] = await ctx.db.sql<
        { spam_reason: string | null; unsubscribed_at: Date | null; subscribed: boolean }[]
      >`select spam_reason, unsubscribed_at, subscribed from newsletter_signups where id = ${id}`;
      return found;
    };
    const mails = () => ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where kind = 'newsletter.confirm' and to_address = ${email}`;
    const unsubscribedAt = (await row())?.unsubscribed_at;

    // Sent within a moment of the form appearing: a suspected bot. Answered like a person.
    const sent = await postJson(ctx, '/api/newsletter', { email, fill_ms: 50 });
    expect(sent.status).toBe(201);
    expect(await row()).toEqual({
      spam_reason: 'too_fast',
      unsubscribed_at: unsubscribedAt,
      subscribed: false,
    });
    expect(await mails()).toEqual([]);
    expect(emails(await list('?spam=1&q=left@'))).toEqual([email]);

    // Staff find it was a person after all: pending again, and mailed the confirmation link.
    expect((await patch(id, { suspectedSpam: false })).status).toBe(200);
    expect(await row()).toEqual({ spam_reason: null, unsubscribed_at: null, subscribed: false });
    expect(await mails()).toHaveLength(1);
  });

  it('lets the 30-day limit lift a suspected re-signup of an unsubscribed address, keeping the address unsubscribed', async () => {
    const email = 'gone@firma.ee';
    const id = await insertSignup({ email, subscribed: false });
    expect((await postJson(ctx, '/api/newsletter', { email, website: 'x' })).status).toBe(201);
    // As if it had arrived 31 days ago.
    await ctx.db.sql`
      update newsletter_signups set spam_at = spam_at - interval '31 days' where id = ${id}`;
    const pruned = await pruneExpired({ sql: ctx.db.sql, clock: ctx.clock, logger: silentLogger });
    expect(pruned.suspectedSpam).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.db.sql<
      { spam_reason: string | null; unsubscribed_at: Date | null; deleted_at: Date | null }[]
    >`select spam_reason, unsubscribed_at, deleted_at from newsletter_signups where id = ${id}`;
    expect(after?.spam_reason).toBeNull();
    expect(after?.unsubscribed_at).not.toBeNull();
    expect(after?.deleted_at).toBeNull();
  });

  it('deletes through newsletter.delete, returning the tombstone; then 409; unknown ids 404', async () => {
    const id = await insertSignup({ email: 'bye@firma.ee' });
    const res = await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, deleted_at: ctx.clock.now().toISOString() });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual(['newsletter.delete']);
    expect((await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`)).status).toBe(409);
    expect((await patch(id, { subscribed: false })).status).toBe(409);
    expect((await patch(randomUUID(), { subscribed: false })).status).toBe(404);
    expect((await call(ctx, admin.cookie, 'DELETE', `${BASE}/not-a-uuid`)).status).toBe(404);
  });
});
