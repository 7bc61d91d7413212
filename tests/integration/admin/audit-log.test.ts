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
});
