/**
 * People's data (GDPR articles 15, 17 and 20): an administrator finds every record holding an
 * address, in any letter case and never inside a longer one; exports them as one zip; and erases
 * them in one go. Erasure keeps the leads (and the dashboard's counts) without their personal
 * fields, reaches devices through the sync pull, and leaves one audit entry without the address.
 * The address can then come back as a new lead.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ErasureSummary,
  PeopleDataResult,
  PeopleDataTable,
} from '../../../shared/admin/people-data.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, pullAll, type Session, signIn } from '../../helpers/sync-api.ts';
import { ADMIN, browserLogin, createAccount, PARTNER } from '../auth-fixtures.ts';
import { ENV, errorOf, postJson } from '../leads-helpers.ts';
import { BYSTANDER, PERSON, type PersonRecords, seedPerson } from './people-data-seed.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let ctx: TestContext;
let admin: Session;
let seeded: PersonRecords;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
  admin = await signIn(ctx);
  seeded = await seedPerson(ctx, admin);
});
afterAll(() => ctx.close());

const ADDRESS = PERSON.email.toLowerCase();
/** Her address as a whole address (not the bystander's, which contains it), in any case. */
const HER_ADDRESS = '(^|[^a-z0-9._%+-])liisa\\.tamm@example\\.ee';
/** Her first name stands in every text about her: her messages, notes, resolution, reply. */
const HER_NAME = 'Liisa';
const mentionsHer = (value: unknown) =>
  new RegExp(HER_ADDRESS, 'i').test(JSON.stringify(value)) ||
  JSON.stringify(value).includes(HER_NAME);

async function find(email: string): Promise<PeopleDataResult> {
  const res = await call(
    ctx,
    admin.cookie,
    'GET',
    `/api/admin/people-data?email=${encodeURIComponent(email)}`,
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PeopleDataResult;
}

const countOf = (result: PeopleDataResult, table: PeopleDataTable) =>
  result.groups.find((g) => g.table === table)?.count;
const idsOf = (result: PeopleDataResult, table: PeopleDataTable) =>
  result.groups.find((g) => g.table === table)?.records.map((r) => r.id) ?? [];

async function lastAudit(action: string) {
  const [row] = await ctx.db.sql<{ details: Record<string, unknown>; actor_email: string }[]>`
    select details, actor_email from audit_log where action = ${action} order by id desc limit 1`;
  return row;
}

describe('GET /api/admin/people-data', () => {
  it('finds her records in every table, in any letter case, and none of the longer address', async () => {
    const result = await find(`  ${ADDRESS.toUpperCase()} `);
    expect(result.email).toBe(ADDRESS.toUpperCase());
    expect(result.staffAccount).toBe(false);
    expect(idsOf(result, 'contact_submissions')).toEqual([seeded.contact]);
    expect(idsOf(result, 'sales_enquiries')).toEqual([seeded.sales]);
    expect(idsOf(result, 'partner_applications')).toEqual([seeded.partner]);
    expect(idsOf(result, 'support_tickets')).toEqual([seeded.ticket]);
    expect(idsOf(result, 'lead_replies')).toEqual([seeded.reply]);
    expect(idsOf(result, 'newsletter_signups')).toEqual([seeded.signup]);
    expect(countOf(result, 'users')).toBe(1);
    // Staff notifications of each lead, the confirmation, the reply, the invitation, …
    expect(countOf(result, 'mail_outbox')).toBeGreaterThanOrEqual(8);
    // … the failed sign-in (by its hash), the invitation, …
    const actions = result.groups.find((g) => g.table === 'audit_log')?.records;
    expect(actions?.map((r) => r.fields.action)).toEqual(
      expect.arrayContaining(['auth.login_failed', 'user.invited']),
    );
    const mail = result.groups.find((g) => g.table === 'mail_outbox')?.records ?? [];
    expect(mail.some((m) => String(m.fields.subject).includes(BYSTANDER.name))).toBe(false);
    expect(result.groups.find((g) => g.table === 'contact_submissions')?.records[0]).toMatchObject({
      deletedAt: null,
      fields: { name: PERSON.name, email: PERSON.email, ip_address: '203.0.113.10' },
    });
    expect(result.total).toBe(result.groups.reduce((n, g) => n + g.count, 0));
  });

  it('answers every table, empty ones too, for an address nobody used', async () => {
    const result = await find('nobody@example.ee');
    expect(result.total).toBe(0);
    expect(result.groups.map((g) => g.count)).toEqual(result.groups.map(() => 0));
    expect(result.groups).toHaveLength(10);
  });

  it('refuses a missing or malformed address with 400 and says which field', async () => {
    for (const query of ['', '?email=', '?email=not-an-address', '?email=a%40b']) {
      const res = await call(ctx, admin.cookie, 'GET', `/api/admin/people-data${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['email']);
    }
  });

  it('is for administrators only', async () => {
    const path = `/api/admin/people-data?email=${ADDRESS}`;
    expect((await call(ctx, '', 'GET', path)).status).toBe(401);
    const partner = await signIn(ctx, PARTNER, 'partner');
    expect((await call(ctx, partner.cookie, 'GET', path)).status).toBe(403);
    const sales = { email: 'sales@lumen.example', password: 'Meadow-Copper-Kettle-31' };
    await createAccount(ctx, sales, 'sales');
    const cookie = await browserLogin(ctx, sales);
    expect((await call(ctx, cookie, 'GET', path)).status).toBe(403);
    expect((await call(ctx, cookie, 'GET', path.replace('?', '/export?'))).status).toBe(403);
    const erase = await call(ctx, cookie, 'POST', '/api/admin/people-data/erase', {
      email: ADDRESS,
      confirm: ADDRESS,
    });
    expect(erase.status).toBe(403);
  });
});

describe('GET /api/admin/people-data/export', () => {
  it('downloads one zip of JSON and a CSV per table, audited without the address', async () => {
    const found = await find(ADDRESS);
    const res = await call(
      ctx,
      admin.cookie,
      'GET',
      `/api/admin/people-data/export?email=${ADDRESS}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="people-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const withRecords = found.groups.filter((g) => g.count > 0).map((g) => `${g.table}.csv`);
    expect(Object.keys(files).sort()).toEqual(['people-data.json', ...withRecords].sort());

    const json = JSON.parse(new TextDecoder().decode(files['people-data.json'])) as {
      email: string;
      records: Record<string, Record<string, unknown>[]>;
    };
    expect(json.email).toBe(ADDRESS);
    for (const group of found.groups) expect(json.records[group.table]).toHaveLength(group.count);
    expect(json.records.sales_enquiries?.[0]).toMatchObject({
      phone: '+372 5123 4567',
      notes: 'Liisa prefers mornings.',
    });
    // Where her lead came from is hers too (issue 49).
    expect(json.records.contact_submissions?.[0]).toMatchObject({
      source_page: '/contact',
      source_referrer: 'https://www.linkedin.com',
      utm_source: null,
      utm_campaign: 'spring',
    });
    // Never a password hash, nor a link meant for her alone.
    expect(json.records.users?.[0]).not.toHaveProperty('password_hash');
    const invitation = json.records.mail_outbox?.find((m) => m.kind === 'auth.invitation');
    expect(invitation).toMatchObject({ text_body: null });

    const csv = new TextDecoder().decode(files['contact_submissions.csv']);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',')).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'message', 'source_page', 'utm_campaign']),
    );
    expect(row).toContain(PERSON.email);

    const audit = await lastAudit('people.exported');
    expect(audit?.actor_email).toBe(ADMIN.email);
    expect(audit?.details.total).toBe(found.total);
    expect(JSON.stringify(audit?.details).toLowerCase()).not.toContain(ADDRESS);
  });
});

describe('POST /api/admin/people-data/erase', () => {
  it('asks for the address typed again', async () => {
    const res = await call(ctx, admin.cookie, 'POST', '/api/admin/people-data/erase', {
      email: ADDRESS,
      confirm: 'someone@else.ee',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['confirm']);
    expect((await find(ADDRESS)).total).toBeGreaterThan(0);
  });

  it('erases across all tables; a device pulls anonymised rows and a tombstone with no address', async () => {
    const device = (await pullAll(ctx, admin.cookie)).cursor;
    const dashboard = async () =>
      (
        (await (await call(ctx, admin.cookie, 'GET', '/api/admin/dashboard')).json()) as {
          stats: Record<string, number>;
        }
      ).stats;
    const before = await dashboard();
    const found = await find(ADDRESS);

    const res = await call(ctx, admin.cookie, 'POST', '/api/admin/people-data/erase', {
      email: PERSON.email,
      confirm: ` ${ADDRESS.toUpperCase()}`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const summary = (await res.json()) as ErasureSummary;
    expect(summary.total).toBe(found.total);
    for (const group of found.groups) expect(summary.counts[group.table]).toBe(group.count);

    // The device's next pull: every lead row anew, without her; the signup as a tombstone.
    const { changes } = await pullAll(ctx, admin.cookie, device);
    const pulled = (table: string, id: string) =>
      changes.filter((c) => c.table === table && c.row.id === id).at(-1)?.row;
    for (const [table, id] of [
      ['contact_submissions', seeded.contact],
      ['sales_enquiries', seeded.sales],
      ['partner_applications', seeded.partner],
      ['support_tickets', seeded.ticket],
      ['lead_replies', seeded.reply],
      ['newsletter_signups', seeded.signup],
    ] as const) {
      const row = pulled(table, id);
      expect(row, table).toBeDefined();
      expect(mentionsHer(row), table).toBe(false);
    }
    expect(pulled('contact_submissions', seeded.contact)).toMatchObject({
      name: '[erased]',
      email: expect.stringMatching(/^erased-[0-9a-f-]{36}@invalid$/),
      company: null,
      message: '[erased]',
      deleted_at: null,
    });
    expect(pulled('sales_enquiries', seeded.sales)).toMatchObject({ phone: null, notes: null });
    expect(pulled('partner_applications', seeded.partner)).toMatchObject({
      review_notes: null,
      review_history: [expect.objectContaining({ status: 'approved', note: null })],
    });
    expect(pulled('newsletter_signups', seeded.signup)?.deleted_at).not.toBeNull();
    expect(changes.every((c) => !mentionsHer(c.row))).toBe(true);

    // Nothing anywhere in the database names her; the bystander keeps everything.
    for (const table of [
      'contact_submissions',
      'sales_enquiries',
      'partner_applications',
      'support_tickets',
      'lead_replies',
      'newsletter_signups',
      'newsletter_deliveries',
      'mail_outbox',
      'users',
      'audit_log',
      'sync_mutations',
      'rate_limits',
    ]) {
      const [row] = await ctx.db.sql<{ n: number }[]>`
        select count(*)::int as n from ${ctx.db.sql(table)} t
        where t::text ~* ${HER_ADDRESS} or strpos(t::text, ${HER_NAME}) > 0`;
      expect(row?.n, table).toBe(0);
    }
    const [bystander] = await ctx.db.sql`
      select email from contact_submissions where id = ${seeded.bystander}`;
    expect(bystander?.email).toBe(BYSTANDER.email);
    const [note] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from mail_outbox where strpos(text_body, ${BYSTANDER.email}) > 0`;
    expect(note?.n).toBe(1);

    // The leads still count; the signup went with its address. Her account is gone, and with
    // it her session.
    expect((await call(ctx, seeded.partnerCookie, 'GET', '/api/auth/session')).status).toBe(401);
    const after = await dashboard();
    for (const key of ['contacts', 'sales', 'support', 'partnerApplications']) {
      expect(after[key], key).toBe(before[key]);
    }
    expect(after.newsletters).toBe((before.newsletters ?? 0) - 1);

    // One entry says an erasure happened, with its counts and without the address; the entries
    // that named her are still there, without it.
    const audit = await lastAudit('people.erased');
    expect(audit).toMatchObject({ actor_email: ADMIN.email, details: summary });
    const [kept] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where action in ('auth.login_failed', 'user.invited')`;
    expect(kept?.n).toBeGreaterThanOrEqual(2);
    expect((await find(ADDRESS)).total).toBe(0);
  });

  it('takes her back as a new lead when she submits again', async () => {
    const signup = await postJson(ctx, '/api/newsletter', { email: PERSON.email });
    expect(signup.status).toBe(201);
    const { id } = (await signup.json()) as { id: string };
    expect(id).not.toBe(seeded.signup);
    const [row] = await ctx.db.sql`select * from newsletter_signups where id = ${id}`;
    expect(row).toMatchObject({ email: PERSON.email, subscribed: false, deleted_at: null });
    const contact = await postJson(ctx, '/api/contact', {
      name: PERSON.name,
      email: PERSON.email,
      subject: 'General Enquiry',
      message: 'Me again.',
      started_at: ctx.clock.now().getTime() - 20_000,
    });
    expect(contact.status).toBe(201);
    const found = await find(ADDRESS);
    expect(countOf(found, 'newsletter_signups')).toBe(1);
    expect(idsOf(found, 'contact_submissions')).toEqual([
      ((await contact.json()) as { id: string }).id,
    ]);
  });

  it('refuses the address of a staff account with 409', async () => {
    expect((await find(ADMIN.email)).staffAccount).toBe(true);
    const res = await call(ctx, admin.cookie, 'POST', '/api/admin/people-data/erase', {
      email: ADMIN.email,
      confirm: ADMIN.email,
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe('staff_account');
    expect((await find(ADMIN.email)).groups.find((g) => g.table === 'users')?.count).toBe(1);
  });
});
