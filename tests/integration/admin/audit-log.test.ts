import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { ADMIN, createAccount, desktopLogin } from '../auth-fixtures.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await createAccount(ctx, ADMIN, 'admin');
  token = (await desktopLogin(ctx, ADMIN)).accessToken;
  // More than 1,000 entries: as text, '999' would sort after '1000'.
  await ctx.db.sql`
    insert into audit_log (action, entity, entity_id)
    select 'contact.setStatus', 'contact_submissions', 'n' || n from generate_series(1, 1200) n`;
});
afterAll(() => ctx.close());

async function page(query: string): Promise<{ id: string; entityId: string | null }[]> {
  const res = await ctx.app.request(`/api/admin/audit-log?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { entries: { id: string; entityId: string | null }[] }).entries;
}

describe('GET /api/admin/audit-log', () => {
  it('lists the newest first by number, across the 1,000 mark, and pages with `before`', async () => {
    const first = await page('limit=200');
    const ids = first.map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(first[0]?.entityId).toBe('n1200');
    const last = first.at(-1)?.id ?? '';
    const next = await page(`limit=200&before=${last}`);
    expect(BigInt(next[0]?.id ?? '0')).toBe(BigInt(last) - 1n);
    // Walk every page: each entry once, in strictly falling order.
    const seen: bigint[] = [...ids];
    let before = last;
    for (;;) {
      const entries = await page(`limit=200&before=${before}`);
      if (entries.length === 0) break;
      seen.push(...entries.map((e) => BigInt(e.id)));
      before = entries.at(-1)?.id ?? '';
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]).toBeGreaterThan(seen[i] ?? 0n);
    expect(seen.length).toBeGreaterThan(1200);
  });

  it('filters by person, action (or family), record and time, and says where the next page starts', async () => {
    const sql = ctx.db.sql;
    const at = (iso: string) => new Date(iso);
    await sql`insert into audit_log (actor_email, action, entity, entity_id, details, created_at) values
      ('Mari@Lumen.example', 'contact.setStatus', 'contact_submissions', 'c-1',
        ${sql.json({ before: { status: 'new' }, after: { status: 'resolved' } })}, ${at('2026-03-01T10:00:00Z')}),
      ('mari@lumen.example', 'contact.delete', 'contact_submissions', 'c-2', '{}', ${at('2026-03-02T10:00:00Z')}),
      ('jaan@lumen.example', 'contact.setStatus', 'contact_submissions', 'c-1', '{}', ${at('2026-03-03T10:00:00Z')}),
      ('jaan@lumen.example', 'user.disabled', 'user', 'u-1', '{}', ${at('2026-03-04T10:00:00Z')})`;
    const ids = async (query: string) =>
      (await page(query)).map((e) => e.entityId).filter((id) => id && !id.startsWith('n'));

    expect(await ids('actor=MARI@lumen.example')).toEqual(['c-2', 'c-1']);
    expect(await ids('action=contact.setStatus&actor=jaan@lumen.example')).toEqual(['c-1']);
    expect(await ids('action=contact.*&actor=jaan@lumen.example')).toEqual(['c-1']);
    expect(await ids('entity=contact_submissions&entityId=c-1')).toEqual(['c-1', 'c-1']);
    expect(
      await ids(
        `from=${encodeURIComponent('2026-03-02T00:00:00Z')}&to=${encodeURIComponent('2026-03-04T00:00:00Z')}`,
      ),
    ).toEqual(['c-1', 'c-2']);

    const res = await ctx.app.request('/api/admin/audit-log?limit=2', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { entries: { id: string }[]; nextBefore: string | null };
    expect(body.nextBefore).toBe(body.entries[1]?.id);
    const facets = await ctx.app.request('/api/admin/audit-log/facets', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await facets.json()).toMatchObject({
      actors: expect.arrayContaining(['jaan@lumen.example', 'mari@lumen.example']),
      actions: expect.arrayContaining(['contact.delete', 'contact.setStatus', 'user.disabled']),
      entities: ['contact_submissions', 'user'],
    });
  });

  it('answers a bad filter with the field and its message', async () => {
    const res = await ctx.app.request('/api/admin/audit-log?action=DROP%20TABLE&from=yesterday', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          action: 'Enter an action name such as contact.setStatus.',
          from: 'Enter a date and time.',
        },
      },
    });
  });

  it('names each entry’s record as a person knows it, a deleted one too', async () => {
    const sql = ctx.db.sql;
    const [lead] = await sql<{ id: string }[]>`
      insert into contact_submissions (name, email, message, deleted_at)
      values ('Mari Maasikas', 'mari@firma.ee', 'Hello', now()) returning id`;
    const [ticket] = await sql<{ id: string; ticket_number: string }[]>`
      insert into support_tickets (customer_name, customer_email, subject, description, category)
      values ('Jaan', 'jaan@firma.ee', 'Sign-in', 'Cannot sign in', 'technical')
      returning id, ticket_number`;
    await sql`insert into audit_log (action, entity, entity_id) values
      ('contact.delete', 'contact_submissions', ${lead?.id ?? ''}),
      ('support.setStatus', 'support_tickets', ${ticket?.id ?? ''}),
      ('contact.delete', 'contact_submissions', 'purged-long-ago')`;
    const entries = (await page('limit=3')) as unknown as { entityName: string | null }[];
    expect(entries.map((e) => e.entityName)).toEqual([
      null,
      ticket?.ticket_number,
      'Mari Maasikas',
    ]);
  });
});
