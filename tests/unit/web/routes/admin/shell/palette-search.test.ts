import { describe, expect, it } from 'vitest';
import type { SyncedTableName } from '../../../../../../shared/sync/tables.ts';
import {
  findRecords,
  normalise,
} from '../../../../../../web/src/routes/admin/shell/palette-search.ts';
import type { LocalRow } from '../../../../../../web/src/sync/db.ts';

let n = 0;
function row(fields: Record<string, unknown>): LocalRow {
  n += 1;
  return { id: `id-${n}`, version: String(n), deleted_at: null, ...fields } as LocalRow;
}

const contacts = [
  row({ name: 'Mari Maasikas', email: 'mari@firma.ee', company: 'Firma OÜ' }),
  row({ name: 'Jüri Õunapuu', email: 'juri@talu.ee', company: null }),
  row({ name: 'Anna Mari Tamm', email: 'anna@example.com', company: 'Marimetsa AS' }),
];
const tickets = [
  row({
    ticket_number: 'SUP-2026-000042',
    customer_name: 'Mari Kask',
    customer_email: 'kask@example.com',
    subject: 'Cannot sign in',
  }),
];
const posts = [row({ title: 'Marine contracts explained', slug: 'marine-contracts' })];

const tables = new Map<SyncedTableName, readonly LocalRow[]>([
  ['contact_submissions', contacts],
  ['support_tickets', tickets],
  ['blog_posts', posts],
]);

describe('the command palette’s record search', () => {
  it('ignores case and accents', () => {
    expect(normalise('Jüri Õunapuu')).toBe('juri ounapuu');
    expect(findRecords(tables, 'ounap', 10).map((h) => h.title)).toEqual(['Jüri Õunapuu']);
  });

  it('lists titles that start with the query first, then records with a word that does; leads before content', () => {
    const hits = findRecords(tables, 'mari', 10);
    expect(hits.map((h) => [h.kind, h.title])).toEqual([
      ['contact', 'Mari Maasikas'],
      ['blog', 'Marine contracts explained'],
      ['contact', 'Anna Mari Tamm'],
      ['support', 'SUP-2026-000042'],
    ]);
  });

  it('finds a ticket by its number and opens it on its screen', () => {
    const [hit] = findRecords(tables, '000042', 10);
    expect(hit).toMatchObject({
      kind: 'support',
      title: 'SUP-2026-000042',
      detail: 'Mari Kask · kask@example.com · Cannot sign in',
      to: `/admin/support?id=${tickets[0]?.id}`,
    });
  });

  it('opens a post in its editor and a contact in its detail', () => {
    expect(findRecords(tables, 'marine', 1)[0]?.to).toBe(`/admin/blog/edit/${posts[0]?.id}`);
    expect(findRecords(tables, 'maasikas', 1)[0]?.to).toBe(`/admin/contacts?id=${contacts[0]?.id}`);
  });

  it('needs two characters, and keeps to the limit', () => {
    expect(findRecords(tables, 'm', 10)).toEqual([]);
    expect(findRecords(tables, 'ma', 2)).toHaveLength(2);
  });

  it('follows a table that changed (a new snapshot of its rows)', () => {
    const added = [...contacts, row({ name: 'Kadri Lepik', email: 'kadri@lumen.example' })];
    expect(findRecords(tables, 'lepik', 10)).toEqual([]);
    const next = new Map(tables).set('contact_submissions', added);
    expect(findRecords(next, 'lepik', 10).map((h) => h.title)).toEqual(['Kadri Lepik']);
  });
});
