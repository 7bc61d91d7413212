/**
 * People's data of two people who mention each other: Kadri's contact message names Peeter's
 * address, Peeter's sales enquiry names hers, and a colleague's note on his enquiry quotes her
 * address. A record is a person's by its own address columns (a lead's email, a mail's
 * recipient or Reply-To, an account); a mention inside someone else's text is listed apart, never
 * exported as the person's data and never erased with it.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PeopleDataResult, PeopleDataTable } from '../../../shared/admin/people-data.ts';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { call, mutation, push, type Session, signIn } from '../../helpers/sync-api.ts';
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const KADRI = { name: 'Kadri Kask', email: 'kadri.kask@example.ee' };
const PEETER = { name: 'Peeter Puu', email: 'peeter.puu@example.ee' };

let ctx: TestContext;
let admin: Session;
let kadriContact: string;
let peeterSales: string;

async function submit(path: string, body: Record<string, unknown>) {
  const res = await postJson(ctx, path, { started_at: startedAgo(ctx), ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  ctx = await createTestApp(ENV);
  admin = await signIn(ctx);
  kadriContact = await submit('/api/contact', {
    ...KADRI,
    subject: 'General Enquiry',
    message: `Please copy my colleague ${PEETER.email} on your answer.`,
  });
  peeterSales = await submit('/api/sales-enquiries', {
    ...PEETER,
    company: 'Puu Advokaadibüroo OÜ',
    employees: '11-50',
    message: `A demo for us, please. Kadri (${KADRI.email}) decides on the purchase.`,
  });
  const { results } = await push(ctx, admin.cookie, [
    mutation('sales.setNotes', { id: peeterSales, notes: `Write to ${KADRI.email} first.` }),
  ]);
  expect(results[0] as MutationResult).toMatchObject({ status: 'applied' });
  await ctx.background.idle();
});
afterAll(() => ctx.close());

async function find(email: string): Promise<PeopleDataResult> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/people-data?email=${email}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PeopleDataResult;
}

async function exported(email: string): Promise<string> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/people-data/export?email=${email}`);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.values(files)
    .map((bytes) => new TextDecoder().decode(bytes))
    .join('\n');
}

const idsIn = (groups: PeopleDataResult['groups'], table: PeopleDataTable) =>
  groups.find((g) => g.table === table)?.records.map((r) => r.id) ?? [];

/** Peeter's staff notification: the mail about his enquiry, which quotes Kadri's address. */
async function peeterNotification() {
  return ctx.db.sql<{ id: string }[]>`
    select id from mail_outbox where kind = 'lead.sales' and reply_to = ${PEETER.email}
      and strpos(text_body, ${KADRI.email}) > 0`;
}

describe('people who mention each other', () => {
  it('lists each one’s own records, and the other’s that mention them apart', async () => {
    const kadri = await find(KADRI.email);
    expect(idsIn(kadri.groups, 'contact_submissions')).toEqual([kadriContact]);
    expect(idsIn(kadri.groups, 'sales_enquiries')).toEqual([]);
    const [notification] = await peeterNotification();
    expect(notification).toBeDefined();
    expect(idsIn(kadri.groups, 'mail_outbox')).not.toContain(notification?.id);
    const audit = kadri.groups.find((g) => g.table === 'audit_log')?.records ?? [];
    expect(audit.some((r) => String(r.fields.details).includes(PEETER.name))).toBe(false);

    // Mentioned in: his enquiry, its staff notification and the audit entry of the note on it.
    expect(idsIn(kadri.mentions, 'sales_enquiries')).toEqual([peeterSales]);
    expect(idsIn(kadri.mentions, 'mail_outbox')).toContain(notification?.id);
    const mentionedAudit = kadri.mentions.find((g) => g.table === 'audit_log')?.records ?? [];
    expect(mentionedAudit.map((r) => r.fields.action)).toContain('sales.setNotes');
    expect(kadri.mentionTotal).toBe(kadri.mentions.reduce((n, g) => n + g.count, 0));

    const peeter = await find(PEETER.email);
    expect(idsIn(peeter.groups, 'sales_enquiries')).toEqual([peeterSales]);
    expect(idsIn(peeter.groups, 'mail_outbox')).toContain(notification?.id);
    expect(idsIn(peeter.mentions, 'contact_submissions')).toEqual([kadriContact]);
  });

  it('exports neither one’s name, address nor message in the other’s file', async () => {
    const kadri = await exported(KADRI.email);
    expect(kadri).toContain(kadriContact);
    expect(kadri).not.toContain(PEETER.name);
    expect(kadri).not.toContain(peeterSales);
    expect(kadri).not.toContain('decides on the purchase');
    const peeter = await exported(PEETER.email);
    expect(peeter).toContain(peeterSales);
    expect(peeter).not.toContain(KADRI.name);
    expect(peeter).not.toContain(kadriContact);
  });

  it('erasing her leaves his enquiry, his mail and the audit of his record as they were', async () => {
    const [before] = await ctx.db.sql<{ message: string; notes: string }[]>`
      select message, notes from sales_enquiries where id = ${peeterSales}`;
    const res = await call(ctx, admin.cookie, 'POST', '/api/admin/people-data/erase', {
      email: KADRI.email,
      confirm: KADRI.email,
    });
    expect(res.status, await res.clone().text()).toBe(200);

    expect(await peeterNotification()).toHaveLength(1);
    const [after] = await ctx.db.sql<{ message: string; notes: string; email: string }[]>`
      select message, notes, email from sales_enquiries where id = ${peeterSales}`;
    expect(after).toEqual({ ...before, email: PEETER.email });
    const [note] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log
      where action = 'sales.setNotes' and entity_id = ${peeterSales}
        and strpos(details::text, ${KADRI.email}) > 0`;
    expect(note?.n).toBe(1);

    // Her own records are gone; what still names her is his, for the administrator to review.
    const kadri = await find(KADRI.email);
    expect(kadri.total).toBe(0);
    expect(idsIn(kadri.mentions, 'sales_enquiries')).toEqual([peeterSales]);
    const peeter = await find(PEETER.email);
    expect(idsIn(peeter.groups, 'sales_enquiries')).toEqual([peeterSales]);
    // Her message named him; erased with her, it mentions him no more.
    expect(idsIn(peeter.mentions, 'contact_submissions')).toEqual([]);
  });
});
