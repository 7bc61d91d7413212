/**
 * Sales Enquiries over REST and the sync push: the list with counters, filters and search; the
 * status and notes as named mutations; restore from suspected spam; delete. The lead score
 * stored on arrival is the shared rule's, whose parts the screen shows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SalesEnquiryRow } from '../../../shared/admin/sales.ts';
import { leadScoreParts } from '../../../shared/lead-score.ts';
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
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let admin: Session;
let partner: Session;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
  admin = await signIn(ctx);
  partner = await signInPartner(ctx);
});
afterAll(() => ctx.close());

interface ListBody {
  items: SalesEnquiryRow[];
  total: number;
  counts: Record<string, number>;
}

const BASE = '/api/admin/sales-enquiries';

async function list(query = ''): Promise<ListBody> {
  const res = await call(ctx, admin.cookie, 'GET', `${BASE}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

const names = (body: ListBody) => body.items.map((i) => i.name);
const patch = (id: string, body: unknown) =>
  call(ctx, admin.cookie, 'PATCH', `${BASE}/${id}`, body);

interface Enquiry {
  name: string;
  email: string;
  company: string;
  title?: string;
  employees?: string;
  phone?: string;
  message?: string;
}

/** An enquiry sent through the public form (so the server scores it); a bot fills the honeypot. */
async function submit(enquiry: Enquiry, bot = false): Promise<string> {
  const res = await postJson(ctx, '/api/sales-enquiries', {
    ...enquiry,
    started_at: startedAgo(ctx),
    ...(bot ? { website: 'http://spam.example' } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  ctx.clock.advance(1000);
  return ((await res.json()) as { id: string }).id;
}

describe('the sales endpoints', () => {
  it('answer 401 without a session and 403 to a partner', async () => {
    const id = randomUUID();
    const endpoints: [string, string, unknown?][] = [
      ['GET', BASE],
      ['PATCH', `${BASE}/${id}`, { status: 'won' }],
      ['DELETE', `${BASE}/${id}`],
    ];
    for (const [method, path, body] of endpoints) {
      expect((await call(ctx, '', method, path, body)).status, path).toBe(401);
      expect((await call(ctx, partner.cookie, method, path, body)).status, path).toBe(403);
    }
  });
});

describe('GET /api/admin/sales-enquiries', () => {
  let ceoId = '';
  beforeAll(async () => {
    ceoId = await submit({
      name: 'Kadri Kask',
      email: 'kadri@bigfirm.ee',
      company: 'Bigfirm AS',
      title: 'CEO',
      employees: '201-1000',
      phone: '+372 5555 1234',
      message: 'We would like a demo for our legal team.',
    });
    await submit({ name: 'Mihkel Mets', email: 'mihkel@gmail.com', company: 'Mets OÜ' });
    await submit({ name: 'Robot', email: 'robot@spam.example', company: 'Spam' }, true);
  });

  it('lists newest first with counters, leaving suspected spam out', async () => {
    const body = await list();
    expect(names(body)).toEqual(['Mihkel Mets', 'Kadri Kask']);
    expect(body.counts).toEqual({ new: 2, contacted: 0, qualified: 0, won: 0, lost: 0 });
    expect(body.items[1]).toMatchObject({ status: 'new', notes: null, employees: '201-1000' });
    expect(body.items[0]).not.toHaveProperty('ip_address');
    expect(names(await list('?spam=1'))).toEqual(['Robot']);
  });

  it('stores the score whose parts the screen shows', async () => {
    const row = (await list()).items.find((i) => i.id === ceoId) as SalesEnquiryRow;
    const parts = leadScoreParts(row);
    expect(parts.map((p) => [p.rule, p.points])).toEqual([
      ['companySize', 35],
      ['seniority', 30],
      ['emailDomain', 20],
      ['phone', 5],
      ['message', 5],
    ]);
    expect(row.lead_score).toBe(95);
    const free = (await list('?q=mihkel')).items[0] as SalesEnquiryRow;
    expect(free.lead_score).toBe(0);
    expect(leadScoreParts(free).find((p) => p.rule === 'emailDomain')).toEqual({
      rule: 'emailDomain',
      points: 0,
      domain: 'gmail.com',
      freeMail: true,
    });
  });

  it('sorts by a column the person chose: numbers as numbers, text regardless of case', async () => {
    expect(names(await list('?sort=lead_score'))).toEqual(['Mihkel Mets', 'Kadri Kask']);
    expect(names(await list('?sort=-lead_score'))).toEqual(['Kadri Kask', 'Mihkel Mets']);
    expect(names(await list('?sort=name'))).toEqual(['Kadri Kask', 'Mihkel Mets']);
    expect(names(await list('?sort=-created_at'))).toEqual(names(await list()));
    // A field that is not sortable leaves the newest first.
    expect(names(await list('?sort=message'))).toEqual(names(await list()));
  });

  it('filters by status and company size, and searches', async () => {
    expect(names(await list('?employees=201-1000'))).toEqual(['Kadri Kask']);
    expect(names(await list('?status=won'))).toEqual([]);
    expect(names(await list('?q=BIGFIRM'))).toEqual(['Kadri Kask']);
    const res = await call(ctx, admin.cookie, 'GET', `${BASE}?status=hot&employees=5`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(['employees', 'status']);
  });
});

describe('PATCH and DELETE /api/admin/sales-enquiries/:id', () => {
  it('sets status and notes as named mutations, one audit entry each, bumping the version', async () => {
    const id = await submit({ name: 'Liis Lepp', email: 'liis@firma.ee', company: 'Firma' });
    const version = await versionOf(ctx, 'sales_enquiries', id);
    const res = await patch(id, { status: 'contacted', notes: 'Called on Monday.' });
    expect(res.status, await res.clone().text()).toBe(200);
    const row = (await res.json()) as SalesEnquiryRow;
    expect(row).toMatchObject({ id, status: 'contacted', notes: 'Called on Monday.' });
    expect(BigInt(row.version)).toBeGreaterThan(BigInt(version));
    const audit = await changeAudit(ctx, id);
    expect(audit.map((e) => [e.action, e.actor_email, e.details])).toEqual([
      [
        'sales.setStatus',
        admin.email,
        { mutationId: null, before: { status: 'new' }, after: { status: 'contacted' } },
      ],
      [
        'sales.setNotes',
        admin.email,
        { mutationId: null, before: { notes: null }, after: { notes: 'Called on Monday.' } },
      ],
    ]);

    // Blank notes are none; the push takes the same mutation.
    const [result] = (
      await push(ctx, admin.cookie, [mutation('sales.setNotes', { id, notes: '   ' })])
    ).results;
    expect(result).toMatchObject({ status: 'applied', row: { notes: null } });
  });

  it('validates every field before applying any', async () => {
    const id = await submit({ name: 'Tõnu Tamm', email: 'tonu@firma.ee', company: 'Firma' });
    const version = await versionOf(ctx, 'sales_enquiries', id);
    const res = await patch(id, {
      status: 'hot',
      notes: 'x'.repeat(10_001),
      suspectedSpam: true,
      colour: 'red',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({
      status: 'Choose a valid status.',
      notes: 'Keep the notes to at most 10,000 characters.',
      suspectedSpam: 'An enquiry can only be restored from suspected spam: send false.',
      colour: 'This field cannot be changed here.',
    });
    expect(await versionOf(ctx, 'sales_enquiries', id)).toBe(version);
    expect(await changeAudit(ctx, id)).toEqual([]);
  });

  it('restores suspected spam, and deletes: tombstone, then 409; unknown 404', async () => {
    const id = await submit({ name: 'Bot', email: 'bot@firma.ee', company: 'B' }, true);
    const restored = await patch(id, { suspectedSpam: false });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ spam_reason: null, spam_at: null });
    expect(names(await list('?q=bot@firma'))).toEqual(['Bot']);

    const res = await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, deleted_at: ctx.clock.now().toISOString() });
    expect((await changeAudit(ctx, id)).map((e) => e.action)).toEqual([
      'sales.restore',
      'sales.delete',
    ]);
    expect((await call(ctx, admin.cookie, 'DELETE', `${BASE}/${id}`)).status).toBe(409);
    expect((await patch(randomUUID(), { status: 'won' })).status).toBe(404);
  });
});
