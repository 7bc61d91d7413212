import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { type ContactRow, contactList } from '../../../../shared/admin/contacts.ts';
import { compareRows, type ListDeclaration, matchesList } from '../../../../shared/admin/list.ts';
import type { SyncRow } from '../../../../shared/sync/protocol.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { countBy, LIST_MEASURE, queryList } from '../../../../web/src/sync/list-query.ts';
import { countRowsRead } from '../../../helpers/count-reads.ts';
import { contact } from '../../../helpers/sync-fake-server.ts';

let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

const STATUSES = ['new', 'in_progress', 'resolved', 'closed'];
const PRIORITIES = ['urgent', 'high', 'medium', 'low'];

async function seed(count: number): Promise<SyncRow[]> {
  n += 1;
  db = createSyncDb(`list-test-${n}`);
  const rows = Array.from({ length: count }, (_, i) => ({
    ...contact({
      name: i % 7 === 0 ? `Mari Tamm ${i}` : `Person ${i}`,
      company: i % 5 === 0 ? 'Tamm & Partners' : null,
      status: STATUSES[i % 4],
      priority: PRIORITIES[i % 3],
      created_at: new Date(Date.UTC(2025, 0, 1) + (i % 50) * 60_000).toISOString(),
    }),
    version: String(i + 1),
    deleted_at: null,
  }));
  await db.rows('contact_submissions').bulkPut(rows);
  return rows;
}

const query = (q = '', filters: Record<string, string> = {}, page = 1) => ({ q, filters, page });

function expected(rows: SyncRow[], q: string, filters: Record<string, string>) {
  return (rows as unknown as ContactRow[])
    .filter((r) => matchesList(contactList, { q, filters }, r))
    .sort(compareRows(contactList));
}

describe('a list over the local copy', () => {
  it('filters (through the index), searches, orders and pages as the declaration says', async () => {
    const rows = await seed(300);
    for (const [q, filters] of [
      ['', {}],
      ['tamm', {}],
      ['TAMM', { status: 'resolved' }],
      ['', { status: 'new', priority: 'urgent' }],
      ['partners', { priority: 'low' }],
    ] as const) {
      const all = expected(rows, q, filters);
      const first = await queryList(db, contactList, query(q, filters));
      expect(first.total).toBe(all.length);
      expect(first.pageCount).toBe(Math.max(1, Math.ceil(all.length / 25)));
      expect(first.rows).toEqual(all.slice(0, 25));
      const second = await queryList(db, contactList, query(q, filters, 2));
      expect(second.rows).toEqual(all.slice(25, 50));
    }
  });

  it('reads an empty list as one empty page', async () => {
    await seed(3);
    expect(await queryList(db, contactList, query('nobody'))).toEqual({
      rows: [],
      total: 0,
      pageCount: 1,
      matching: [],
    });
  });

  it('hands over every matching row of every page, in order, for bulk actions', async () => {
    await seed(30);
    const page = await queryList(db, contactList, { ...query(''), page: 2 });
    expect(page.rows).toHaveLength(5);
    expect(page.matching).toHaveLength(30);
    expect(page.matching.slice(25)).toEqual(page.rows);
  });

  it('filters on a boolean column, which IndexedDB cannot index', async () => {
    n += 1;
    db = createSyncDb(`list-test-${n}`);
    await db.rows('newsletter_signups').bulkPut([
      {
        id: 'a',
        version: '1',
        deleted_at: null,
        email: 'a@x.ee',
        subscribed: true,
        created_at: '2025-01-02',
      },
      {
        id: 'b',
        version: '2',
        deleted_at: null,
        email: 'b@x.ee',
        subscribed: false,
        created_at: '2025-01-01',
      },
    ]);
    const decl: ListDeclaration<Record<string, unknown>> = {
      table: 'newsletter_signups',
      filters: { subscribed: ['true', 'false'] },
      searchFields: ['email'],
      order: { field: 'created_at', direction: 'desc' },
      pageSize: 10,
    };
    const page = await queryList(db, decl, query('', { subscribed: 'true' }));
    expect(page.rows.map((r) => r.id)).toEqual(['a']);
    expect(await countBy(db, 'newsletter_signups', 'subscribed')).toEqual({ true: 1, false: 1 });
  });

  it('counts rows per value', async () => {
    await seed(10);
    expect(await countBy(db, 'contact_submissions', 'status')).toEqual({
      new: 3,
      in_progress: 3,
      resolved: 2,
      closed: 2,
    });
  });

  it('leaves suspected spam out of the list and the counts; spam=1 lists only it', async () => {
    const rows = await seed(10);
    // Rows 0 and 1 (statuses new and in_progress) are suspected spam.
    for (const row of rows.slice(0, 2)) {
      await db
        .rows('contact_submissions')
        .update(row.id, { spam_reason: 'honeypot', spam_at: '2025-01-01T00:00:00.000Z' });
    }
    const spamIds = rows.slice(0, 2).map((r) => r.id);
    const listed = await queryList(db, contactList, { ...query(), page: 1 });
    expect(listed.total).toBe(8);
    expect(listed.rows.some((r) => spamIds.includes(r.id))).toBe(false);
    const spam = await queryList(db, contactList, { ...query(), flagged: true });
    expect(spam.rows.map((r) => r.id).sort()).toEqual([...spamIds].sort());
    const withoutSpam = { new: 2, in_progress: 2, resolved: 2, closed: 2 };
    expect(await countBy(db, 'contact_submissions', 'status', 'spam_reason')).toEqual(withoutSpam);
    // Through the fallback that reads every row (form_type has no index).
    expect(await countBy(db, 'contact_submissions', 'form_type', 'spam_reason')).toEqual({
      general: 8,
    });
  });

  it('records each query as lumen:list-query', async () => {
    await seed(30);
    performance.clearMeasures(LIST_MEASURE);
    await queryList(db, contactList, query('mari', { status: 'closed' }));
    await queryList(db, contactList, query('mar', { status: 'closed' }));
    expect(performance.getEntriesByName(LIST_MEASURE, 'measure')).toHaveLength(2);
  });

  it('filters, searches and sorts 10,000 rows', () => {
    // Speed is measured in Chromium by `npm run bench:sync` (lumen:list-query), not here.
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      contact({ name: `Person ${i}`, message: 'Hello there, we need help with a contract.' }),
    ) as unknown as ContactRow[];
    const found = rows
      .filter((r) => matchesList(contactList, { q: 'person 1', filters: {} }, r))
      .sort(compareRows(contactList));
    // Person 1, 10–19, 100–199 and 1000–1999.
    expect(found).toHaveLength(1 + 10 + 100 + 1000);
    for (let i = 1; i < found.length; i++) {
      expect(String(found[i - 1]?.created_at) >= String(found[i]?.created_at)).toBe(true);
    }
  });

  it('sorts a copy once: searches and filters over it compare nothing; a change sorts again', async () => {
    await seed(400);
    let compared = 0;
    const byName = (a: ContactRow, b: ContactRow) => {
      compared += 1;
      return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    };
    const first = await queryList(db, contactList, query(''), byName);
    expect(compared).toBeGreaterThan(400);
    compared = 0;
    for (const q of ['tamm', 'person 1', 'partners', '']) {
      const page = await queryList(db, contactList, query(q, { status: 'new' }), byName);
      expect(page.rows.map((r) => r.name)).toEqual(
        first.matching
          .filter((r) => matchesList(contactList, { q, filters: { status: 'new' } }, r))
          .slice(0, 25)
          .map((r) => r.name),
      );
    }
    expect(compared).toBe(0);

    // A changed row is a new object: its new name is searched, not the one it had.
    const [row] = first.matching;
    if (!row) throw new Error('no rows');
    await db.rows('contact_submissions').put({ ...row, name: 'Zebra Renamed' });
    const renamed = await queryList(db, contactList, query('zebra renamed'), byName);
    expect(renamed.rows.map((r) => r.id)).toEqual([row.id]);
    expect(compared).toBeGreaterThan(0);
    expect(
      (await queryList(db, contactList, query(row.name.toLowerCase()))).matching,
    ).not.toContainEqual(expect.objectContaining({ id: row.id }));
  });

  it('never matches a search across the border of two fields', () => {
    const row = contact({
      name: 'Mari',
      email: 'tamm@example.ee',
      company: null,
    }) as unknown as ContactRow;
    expect(matchesList(contactList, { q: 'mari', filters: {} }, row)).toBe(true);
    expect(matchesList(contactList, { q: 'maritamm', filters: {} }, row)).toBe(false);
    expect(matchesList(contactList, { q: 'mari\u0000tamm', filters: {} }, row)).toBe(false);
  });

  it('reads the table once, then only the rows a change touches, for lists and counters alike', async () => {
    n += 1;
    db = createSyncDb(`list-test-${n}`);
    const read = countRowsRead(db, 'contact_submissions');
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      ...contact({ name: i < 10 ? `Kask ${i}` : `Person ${i}`, status: 'new' }),
      version: '1',
      deleted_at: null,
    }));
    await db.rows('contact_submissions').bulkPut(rows);
    const totals: number[] = [];
    const counts: Record<string, number>[] = [];
    const watch = (q: string) =>
      liveQuery(() => queryList(db, contactList, query(q))).subscribe((r) => totals.push(r.total));
    const counter = liveQuery(() => countBy(db, 'contact_submissions', 'status')).subscribe((c) =>
      counts.push(c),
    );
    // As useList does on each keystroke: the new query starts before the old one ends.
    const first = watch('k');
    await waitUntil(() => totals.length === 1 && counts.length === 1);
    const second = watch('kask');
    first.unsubscribe();
    await waitUntil(() => totals.length === 2);
    expect(totals).toEqual([10, 10]);
    expect(counts).toEqual([{ new: 2000 }]);
    // The table was read in full once (plus a one-key read per query, which subscribes to it).
    expect(read.rows).toBeGreaterThanOrEqual(2000);
    expect(read.rows).toBeLessThan(2000 + 10);

    // A change made in a transaction (as pull, push and mutate make them) reaches the list and
    // the counter, reading the changed row again and nothing else of the table.
    const before = read.rows;
    const [kask] = rows;
    await db.transaction('rw', db.stores('contact_submissions'), () =>
      db.rows('contact_submissions').update(kask?.id ?? '', { name: 'Renamed', status: 'closed' }),
    );
    await waitUntil(() => totals.at(-1) === 9 && counts.at(-1)?.closed === 1);
    expect(counts.at(-1)).toEqual({ new: 1999, closed: 1 });
    expect(read.rows - before).toBeLessThan(10);

    // A new row, and a deleted one, the same way.
    const added = { ...contact({ name: 'Kask new' }), version: '2', deleted_at: null };
    await db.rows('contact_submissions').put(added);
    await waitUntil(() => totals.at(-1) === 10);
    await db.rows('contact_submissions').delete(added.id);
    await waitUntil(() => totals.at(-1) === 9);
    expect(read.rows - before).toBeLessThan(20);
    second.unsubscribe();
    counter.unsubscribe();
  });
});

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}
