import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, postJson } from './leads-helpers.ts';

/**
 * Submissions that arrive together are written in one batch; each must still get exactly the
 * answer it would have got alone.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ...ENV, RATE_LIMIT_FORMS_PER_HOUR: '5' });
});
afterAll(() => ctx.close());

const contact = (n: number) => ({ name: `Person ${n}`, email: `p${n}@firma.ee`, message: 'Hi' });

describe('concurrent submissions', () => {
  it('stores one row, one mail and one idempotency record per accepted submission', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        postJson(ctx, '/api/contact', contact(n), { ip: `192.0.2.${n + 1}` }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(201));
    const ids = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(40);
    expect(await count(ctx, 'contact_submissions')).toBe(40);
    expect(await count(ctx, 'mail_outbox')).toBe(40);
    expect(await count(ctx, 'idempotency_keys')).toBe(40);
    const [row] = await ctx.db
      .sql`select name, ip_address from contact_submissions where id = ${ids[7] ?? ''}`;
    expect(row).toEqual({ name: 'Person 7', ip_address: '192.0.2.8' });
  });

  it('answers every copy of one key with the first answer and stores it once', async () => {
    const key = randomUUID();
    const before = await count(ctx, 'contact_submissions');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postJson(ctx, '/api/contact', contact(100), { key, ip: '192.0.2.200' }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await count(ctx, 'contact_submissions')).toBe(before + 1);
  });

  it('counts the rate limit per submission within a batch', async () => {
    const ip = '198.51.100.77';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => postJson(ctx, '/api/contact', contact(200 + n), { ip })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('gives each submission of a mixed batch its own answer', async () => {
    const before = await count(ctx, 'newsletter_signups');
    const [a, b, c, d, bad, sales] = await Promise.all([
      postJson(ctx, '/api/newsletter', { email: 'same@firma.ee' }, { ip: '192.0.2.101' }),
      postJson(ctx, '/api/newsletter', { email: 'SAME@firma.ee' }, { ip: '192.0.2.102' }),
      postJson(ctx, '/api/newsletter', { email: 'same@firma.ee' }, { ip: '192.0.2.103' }),
      postJson(ctx, '/api/newsletter', { email: 'other@firma.ee' }, { ip: '192.0.2.104' }),
      postJson(ctx, '/api/contact', { name: 'x' }, { ip: '192.0.2.105' }),
      postJson(
        ctx,
        '/api/sales-enquiries',
        { name: 'S', email: 's@firma.ee', company: 'F' },
        { ip: '192.0.2.106' },
      ),
    ]);
    // One row for the address sent three times at once, and the same answer (its id) to each.
    expect([a, b, c].map((r) => r?.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      [a, b, c].map(async (r) => ((await r?.json()) as { id?: string } | undefined)?.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(d?.status).toBe(201);
    expect(bad?.status).toBe(400);
    expect(sales?.status).toBe(201);
    expect(await count(ctx, 'newsletter_signups')).toBe(before + 2);
  });
});

describe('stored answers', () => {
  it('finds the answers stored for a set of keys (used when another process stored one first)', async () => {
    const { findAnswers } = await import('../../server/services/leads/idempotency.ts');
    const key = randomUUID();
    const res = await postJson(ctx, '/api/contact', contact(300), { key, ip: '192.0.2.250' });
    const found = await findAnswers(ctx.db.sql, [
      { scope: 'contact', key },
      { scope: 'contact', key: randomUUID() },
    ]);
    expect([...found.keys()]).toEqual([`contact:${key}`]);
    expect(found.get(`contact:${key}`)).toMatchObject({ status: 201, body: await res.json() });
  });
});
