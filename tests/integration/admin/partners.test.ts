/**
 * Partner Applications (back-office §2, §4, §8): the REST API under
 * /api/admin/partner-applications and the named mutations through the sync push: the review's
 * state machine, the reviewer and notes, audit entries and versions, suspected spam, and the
 * partner's sign-in account made for an approved application (linked by id, set-password mail).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../server/services/users.ts';
import type { PartnerApplicationRow } from '../../../shared/admin/partners.ts';
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
import { browserLogin, post } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

const BASE = '/api/admin/partner-applications';

interface Seed {
  name?: string;
  email?: string;
  company?: string;
  message?: string;
  partnerType?: string;
  status?: string;
  createdAt?: string;
  spam?: boolean;
  deleted?: boolean;
  language?: 'en' | 'et';
}

async function insertApplication(seed: Seed = {}): Promise<string> {
  const at = seed.createdAt ?? ctx.clock.now().toISOString();
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into partner_applications (name, email, company, partner_type, message, status,
      language, spam_reason, spam_at, created_at, updated_at, deleted_at)
    values (${seed.name ?? 'Liis Lepik'}, ${seed.email ?? `liis.${randomUUID()}@partner.ee`},
      ${seed.company ?? 'Lepik Legal OÜ'}, ${seed.partnerType ?? 'technology'},
      ${seed.message ?? 'We integrate document automation.'}, ${seed.status ?? 'pending'},
      ${seed.language ?? 'en'}, ${seed.spam ? 'honeypot' : null}, ${seed.spam ? at : null},
      ${at}, ${at}, ${seed.deleted ? at : null})
    returning id`;
  if (!row) throw new Error('insert failed');
  return row.id;
}

interface ListBody {
  items: PartnerApplicationRow[];
  total: number;
  counts: Record<string, number>;
}

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `${BASE}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}
const names = (body: ListBody) => body.items.map((i) => i.name);
const patch = (id: string, body: unknown) =>
  call(ctx, admin.cookie, 'PATCH', `${BASE}/${id}`, body);
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: object } }).error;

describe('access', () => {
  it('answers 401 without a session and 403 to a partner', async () => {
    const partner = await signInPartner(ctx);
    const id = randomUUID();
    const requests: [string, string, unknown?][] = [
      ['GET', BASE],
      ['PATCH', `${BASE}/${id}`, { status: 'approved' }],
      ['POST', `${BASE}/${id}/account`],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(ctx, '', method, path, body)).status).toBe(401);
      expect((await call(ctx, partner.cookie, method, path, body)).status).toBe(403);
    }
  });
});

describe(`GET ${BASE}`, () => {
  beforeAll(async () => {
    await ctx.db.sql`delete from partner_applications`;
    const at = (day: number) => `2025-06-${String(day).padStart(2, '0')}T10:00:00Z`;
    await insertApplication({ name: 'Anu', createdAt: at(1), company: 'Acme 100% AS' });
    await insertApplication({ name: 'Berit', createdAt: at(2), status: 'under_review' });
    await insertApplication({
      name: 'Cärt',
      createdAt: at(3),
      partnerType: 'reseller',
      message: 'Reselling in LATVIA',
    });
    await insertApplication({ name: 'Dagmar', createdAt: at(4), status: 'approved' });
    await insertApplication({
      name: 'Eero',
      createdAt: at(5),
      status: 'rejected',
      email: 'e@x.ee',
    });
    await insertApplication({ name: 'Gone', createdAt: at(6), deleted: true });
    await insertApplication({ name: 'Bot', createdAt: at(7), spam: true });
  });

  it('lists newest first, without tombstones or suspected spam, with the four counters', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Eero', 'Dagmar', 'Cärt', 'Berit', 'Anu']);
    expect(body.counts).toEqual({ pending: 2, under_review: 1, approved: 1, rejected: 1 });
    expect(body.items[0]).not.toHaveProperty('ip_address');
    expect(body.items[0]).toHaveProperty('account_created_at', null);
  });

  it('filters by status and partner type, searches name, email, company and message', async () => {
    const filtered = await list('?status=pending&partner_type=reseller');
    expect(names(filtered)).toEqual(['Cärt']);
    expect(filtered.counts).toEqual({ pending: 2, under_review: 1, approved: 1, rejected: 1 });
    expect(names(await list('?q=latvia'))).toEqual(['Cärt']);
    expect(names(await list('?q=E@X.EE'))).toEqual(['Eero']);
    expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['Anu']);
    expect(names(await list('?q=berit'))).toEqual(['Berit']);
  });

  it('lists only suspected spam with spam=1', async () => {
    expect(names(await list('?spam=1'))).toEqual(['Bot']);
  });

  it('refuses unknown filter values with field messages', async () => {
    const res = await call(ctx, admin.cookie, 'GET', `${BASE}?status=open&partner_type=agency`);
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {}).sort()).toEqual([
      'partner_type',
      'status',
    ]);
  });
});

describe(`PATCH ${BASE}/:id`, () => {
  let id: string;
  beforeEach(async () => {
    id = await insertApplication();
  });

  it('starts the review: stamps reviewed_at, the reviewer and the notes; audited; new version', async () => {
    const before = await versionOf(ctx, 'partner_applications', id);
    const res = await patch(id, { status: 'under_review', reviewNotes: '  Checking references ' });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = (await res.json()) as PartnerApplicationRow;
    expect(row).toMatchObject({
      status: 'under_review',
      review_notes: 'Checking references',
      reviewed_by: admin.email,
      reviewed_at: ctx.clock.now().toISOString(),
      version: await versionOf(ctx, 'partner_applications', id),
    });
    expect(BigInt(row.version)).toBeGreaterThan(BigInt(before));
    const audit = await changeAudit(ctx, id);
    expect(audit.map((e) => [e.action, e.actor_id, e.ip])).toEqual([
      ['partner.startReview', admin.userId, '198.51.100.7'],
    ]);
    expect(audit[0]?.details).toMatchObject({
      before: { status: 'pending', review_notes: null, reviewed_by: null },
      after: { status: 'under_review', review_notes: 'Checking references' },
    });
    const { changes } = await pullAll(ctx, admin.cookie, before);
    expect(changes.find((c) => c.row.id === id)?.row).toEqual(row);
  });

  it('keeps earlier notes in the dated history; a decision without a note has none', async () => {
    await patch(id, { status: 'under_review', reviewNotes: 'Looks solid' });
    const res = await patch(id, { status: 'approved' });
    const row = (await res.json()) as { review_history: unknown[] };
    expect(row).toMatchObject({ status: 'approved', review_notes: null });
    expect(row.review_history).toEqual([
      {
        at: expect.any(String),
        by: expect.any(String),
        status: 'under_review',
        note: 'Looks solid',
      },
      { at: expect.any(String), by: expect.any(String), status: 'approved', note: null },
    ]);
  });

  it('refuses Start Review once the review started, and any change after a decision', async () => {
    await patch(id, { status: 'under_review' });
    const again = await patch(id, { status: 'under_review' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'not_allowed',
      message: 'Start Review is only possible while the application is pending.',
    });
    expect((await patch(id, { status: 'rejected' })).status).toBe(200);
    const version = await versionOf(ctx, 'partner_applications', id);
    for (const status of ['approved', 'rejected', 'under_review']) {
      expect((await patch(id, { status })).status).toBe(409);
    }
    expect(await versionOf(ctx, 'partner_applications', id)).toBe(version);
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual([
      'partner.startReview',
      'partner.reject',
    ]);
  });

  it('approves and rejects straight from pending', async () => {
    expect(await (await patch(id, { status: 'approved' })).json()).toMatchObject({
      status: 'approved',
    });
    const other = await insertApplication();
    expect(await (await patch(other, { status: 'rejected' })).json()).toMatchObject({
      status: 'rejected',
    });
  });

  it('validates the whole body before applying anything', async () => {
    const version = await versionOf(ctx, 'partner_applications', id);
    const res = await patch(id, {
      status: 'pending',
      reviewNotes: 'x'.repeat(10_001),
      colour: 'red',
      suspectedSpam: true,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      status: 'The status can become under_review, approved or rejected.',
      colour: 'This field cannot be changed here.',
      suspectedSpam: 'An application can only be restored from suspected spam: send false.',
    });
    const long = await patch(id, { status: 'approved', reviewNotes: 'x'.repeat(10_001) });
    expect((await errorOf(long)).fields).toEqual({
      reviewNotes: 'Keep the review notes to 10,000 characters or fewer.',
    });
    const notesOnly = await patch(id, { reviewNotes: 'hm' });
    expect((await errorOf(notesOnly)).fields).toEqual({
      reviewNotes: 'Review notes are recorded with a status change: send status as well.',
    });
    expect((await patch(id, {})).status).toBe(400);
    expect(await versionOf(ctx, 'partner_applications', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await patch(randomUUID(), { status: 'approved' })).status).toBe(404);
    expect((await patch('nope', { status: 'approved' })).status).toBe(404);
  });

  it('restores suspected spam with suspectedSpam: false', async () => {
    const spam = await insertApplication({ name: 'Maybe Bot', spam: true });
    const res = await patch(spam, { suspectedSpam: false });
    expect(await res.json()).toMatchObject({ spam_reason: null, spam_at: null });
    expect((await changeAudit(ctx, spam)).map((e) => e.action)).toEqual(['partner.restore']);
  });
});

describe(`DELETE ${BASE}/:id`, () => {
  it('soft-deletes through partner.delete, then answers 409', async () => {
    const id = await insertApplication();
    const res = await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, deleted_at: ctx.clock.now().toISOString() });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual(['partner.delete']);
    expect((await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`)).status).toBe(409);
    expect((await call(ctx, admin.cookie, 'DELETE', `${BASE}/${randomUUID()}`)).status).toBe(404);
  });
});

describe('named mutations through the sync push', () => {
  it('applies the review with the reviewer; refuses what the state does not allow', async () => {
    const id = await insertApplication();
    const start = mutation('partner.startReview', { id, notes: 'First look' });
    const decide = mutation('partner.approve', { id });
    const late = mutation('partner.reject', { id, notes: 'too late' });
    const restart = mutation('partner.startReview', { id });
    const { results } = await push(ctx, admin.cookie, [start, decide, late, restart]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect(results[2]).toMatchObject({
      code: 'not_allowed',
      message: 'This application was already approved or rejected; that decision is final.',
    });
    expect(results[1]).toMatchObject({
      row: {
        status: 'approved',
        reviewed_by: admin.email,
        review_notes: null,
        review_history: [
          { by: admin.email, status: 'under_review', note: 'First look' },
          { by: admin.email, status: 'approved', note: null },
        ],
      },
    });
    const audit = await changeAudit(ctx, id);
    expect(audit.map((e) => [e.action, (e.details as { mutationId: string }).mutationId])).toEqual([
      ['partner.startReview', start.id],
      ['partner.approve', decide.id],
    ]);
  });

  it('refuses bad arguments with the failure message and field messages', async () => {
    const { results } = await push(ctx, admin.cookie, [
      mutation('partner.approve', { id: 'x', notes: 5 }),
    ]);
    expect(results[0]).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      message: 'Failed to update status. Please try again.',
      fields: { id: 'Choose a partner application.', notes: 'Enter the review notes as text.' },
    });
  });
});

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
}
const invitations = (to: string) => ctx.db.sql<OutboxRow[]>`
  select to_address, subject, text_body, kind from mail_outbox
  where kind = 'auth.invitation' and to_address = ${to} order by id`;

describe('the partner sign-in account of an approved application', () => {
  it('is made once, linked by the application id, audited, with a set-password mail that works', async () => {
    const email = `kadri.${randomUUID()}@partner.ee`;
    // Someone files another application with the same address: it must not become the link.
    await insertApplication({ email, name: 'Impostor', company: 'Other OÜ' });
    const id = await insertApplication({ email, name: 'Kadri', company: 'Kadri Law OÜ' });

    const early = await call(ctx, admin.cookie, 'POST', `${BASE}/${id}/account`);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(
      'A sign-in account can only be created for an approved application.',
    );
    expect(await invitations(email)).toEqual([]);

    await patch(id, { status: 'approved' });
    const res = await call(ctx, admin.cookie, 'POST', `${BASE}/${id}/account`);
    expect(res.status, await res.clone().text()).toBe(200);
    const row = (await res.json()) as PartnerApplicationRow;
    expect(row.account_created_at).toBe(ctx.clock.now().toISOString());

    const [user] = await ctx.db.sql<{ id: string; role: string; app: string }[]>`
      select id, role, partner_application_id as app from users where email = ${email}`;
    expect(user).toMatchObject({ role: 'partner', app: id });
    const audit = await changeAudit(ctx, id);
    expect(audit.at(-1)).toMatchObject({
      action: 'partner.createAccount',
      actor_id: admin.userId,
      details: { userId: user?.id, email, after: { account_created_at: row.account_created_at } },
    });
    const [created] = await ctx.db.sql<{ actor_id: string }[]>`
      select actor_id from audit_log where action = 'user.invited' and entity_id = ${user?.id ?? ''}`;
    expect(created?.actor_id).toBe(admin.userId);

    // Once only: REST and push both refuse a second account.
    const twice = await call(ctx, admin.cookie, 'POST', `${BASE}/${id}/account`);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe('This application already has a sign-in account.');
    const { results } = await push(ctx, admin.cookie, [mutation('partner.createAccount', { id })]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'not_allowed' });
    const [{ n } = { n: 0 }] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from users where lower(email) = ${email}`;
    expect(n).toBe(1);

    const mails = await invitations(email);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/partners\/reset-password\?token=(\S+)/.exec(
      mails[0]?.text_body ?? '',
    );
    expect(link, mails[0]?.text_body).not.toBeNull();
    const password = 'Juniper-Lighthouse-Meadow-58';
    const confirm = await post(ctx, '/api/auth/password-reset/confirm', {
      token: link?.[1],
      password,
    });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const cookie = await browserLogin(ctx, { email, password });
    const me = await call(ctx, cookie, 'GET', '/api/partner/me');
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('Kadri Law OÜ');
  });

  it('works through the push, with an Estonian link for an Estonian application', async () => {
    const email = `mart.${randomUUID()}@partner.ee`;
    const id = await insertApplication({ email, status: 'approved', language: 'et' });
    const { results } = await push(ctx, admin.cookie, [mutation('partner.createAccount', { id })]);
    expect(results[0]).toMatchObject({ status: 'applied', row: { id } });
    const [mail] = await invitations(email);
    expect(mail?.text_body).toMatch(/\/et\/partners\/reset-password\?token=/);
  });

  it('is refused when another account already has the address', async () => {
    const id = await insertApplication({ email: admin.email, status: 'approved' });
    const res = await call(ctx, admin.cookie, 'POST', `${BASE}/${id}/account`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/already exists/);
    const [row] = await ctx.db.sql<{ account_created_at: Date | null }[]>`
      select account_created_at from partner_applications where id = ${id}`;
    expect(row?.account_created_at).toBeNull();
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it('counts as made when the CLI made it for the application (create-user --application)', async () => {
    const email = `cli.${randomUUID()}@partner.ee`;
    const id = await insertApplication({ email, status: 'approved' });
    await createUser(
      ctx.db.sql,
      { email, password: 'Granite-Harbour-Lantern-43', role: 'partner', partnerApplicationId: id },
      ctx.clock.now(),
    );
    const [listed] = (await list(`?q=${email}`)).items;
    expect(listed?.account_created_at).toBe(ctx.clock.now().toISOString());
    const res = await call(ctx, admin.cookie, 'POST', `${BASE}/${id}/account`);
    expect(res.status).toBe(409);
    expect(await invitations(email)).toEqual([]);
  });
});
