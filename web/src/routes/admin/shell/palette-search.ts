/**
 * What the command palette (command-palette.tsx) finds: the back office's screens by name, and
 * records of the local copy by what a person remembers of them (a lead's name or address, a
 * ticket number, a post's title), so it works offline. Pure, for the unit tests.
 */
import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import type { LocalRow } from '../../../sync/db.ts';

/** The kinds of record the palette finds, each a key of the catalogue's `palette.kinds`. */
export type RecordKind =
  | 'contact'
  | 'sales'
  | 'partnerApplication'
  | 'support'
  | 'newsletter'
  | 'blog'
  | 'newsroom'
  | 'team'
  | 'advisory'
  | 'investor'
  | 'partner'
  | 'person';

export interface RecordSource {
  table: SyncedTableName;
  kind: RecordKind;
  /** The columns searched, the first the record's title. */
  fields: readonly string[];
  /** Where the record opens. */
  to(row: LocalRow): string;
}

const q = encodeURIComponent;
const detail = (screen: string) => (row: LocalRow) => `/admin/${screen}?id=${q(row.id)}`;
const entity = (tab: string) => (row: LocalRow) => `/admin/entities?tab=${tab}&edit=${q(row.id)}`;

/** In the order results of equal rank are listed: leads first, as they are looked up most. */
export const RECORD_SOURCES: readonly RecordSource[] = [
  {
    table: 'contact_submissions',
    kind: 'contact',
    fields: ['name', 'email', 'company'],
    to: detail('contacts'),
  },
  {
    table: 'support_tickets',
    kind: 'support',
    fields: ['ticket_number', 'customer_name', 'customer_email', 'subject'],
    to: detail('support'),
  },
  {
    table: 'sales_enquiries',
    kind: 'sales',
    fields: ['name', 'email', 'company'],
    to: detail('sales'),
  },
  {
    table: 'partner_applications',
    kind: 'partnerApplication',
    fields: ['name', 'email', 'company'],
    to: detail('partners'),
  },
  {
    table: 'newsletter_signups',
    kind: 'newsletter',
    fields: ['email'],
    to: (row) => `/admin/newsletter?q=${q(String(row.email ?? ''))}`,
  },
  {
    table: 'blog_posts',
    kind: 'blog',
    fields: ['title', 'slug'],
    to: (row) => `/admin/blog/edit/${q(row.id)}`,
  },
  {
    table: 'newsroom_posts',
    kind: 'newsroom',
    fields: ['title', 'slug'],
    to: (row) => `/admin/newsroom/edit/${q(row.id)}`,
  },
  { table: 'team_members', kind: 'team', fields: ['name', 'position'], to: entity('team') },
  {
    table: 'advisory_members',
    kind: 'advisory',
    fields: ['name', 'organisation'],
    to: entity('advisory'),
  },
  { table: 'investors', kind: 'investor', fields: ['name'], to: entity('investors') },
  { table: 'partners', kind: 'partner', fields: ['name'], to: entity('partners') },
  { table: 'people', kind: 'person', fields: ['name', 'title'], to: entity('people') },
];

/**
 * A record's kind and the name a person knows it by (the first field the palette searches), for
 * messages about it (the Undo, the trash); empty when it has none.
 */
export function recordLabel(
  table: SyncedTableName,
  row: Readonly<Record<string, unknown>>,
): { kind: RecordKind; title: string } | null {
  const source = RECORD_SOURCES.find((s) => s.table === table);
  if (!source) return null;
  const first = source.fields[0];
  const title = first ? row[first] : undefined;
  return { kind: source.kind, title: typeof title === 'string' ? title.trim() : '' };
}

/** Lower case, without accents: "Õie" is found by "oie", "Müür" by "muur". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

export interface RecordHit {
  id: string;
  kind: RecordKind;
  title: string;
  /** The other fields that say which record it is (an address, a company). */
  detail: string;
  to: string;
  /** 0: the title starts with the query; 1: a word of it does; 2: it is found anywhere. */
  rank: number;
}

interface Indexed {
  row: LocalRow;
  /** Each field's normalised text, in the source's order. */
  texts: string[];
}

/** Per table snapshot (table-cache.ts gives a new array only after a change): its search text. */
const indexes = new WeakMap<readonly LocalRow[], Indexed[]>();

function indexOf(rows: readonly LocalRow[], source: RecordSource): Indexed[] {
  let index = indexes.get(rows);
  if (!index) {
    index = rows.map((row) => ({
      row,
      texts: source.fields.map((f) => normalise(typeof row[f] === 'string' ? row[f] : '')),
    }));
    indexes.set(rows, index);
  }
  return index;
}

function rankOf(texts: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const [i, text] of texts.entries()) {
    const at = text.indexOf(query);
    if (at < 0) continue;
    const rank = at === 0 && i === 0 ? 0 : at === 0 || /[\s@.\-_]/.test(text[at - 1] ?? '') ? 1 : 2;
    if (best === null || rank < best) best = rank;
    if (best === 0) break;
  }
  return best;
}

/**
 * The records whose fields contain `query` (at least two characters), best first: a title that
 * starts with it, then a word that does, then anywhere; within a rank, in the sources' order and
 * then by title. At most `limit`.
 */
export function findRecords(
  tables: ReadonlyMap<SyncedTableName, readonly LocalRow[]>,
  query: string,
  limit: number,
): RecordHit[] {
  const needle = normalise(query.trim());
  if (needle.length < 2) return [];
  const hits: (RecordHit & { order: number })[] = [];
  for (const [order, source] of RECORD_SOURCES.entries()) {
    const rows = tables.get(source.table);
    if (!rows) continue;
    for (const { row, texts } of indexOf(rows, source)) {
      const rank = rankOf(texts, needle);
      if (rank === null) continue;
      const values = source.fields.map((f) => (typeof row[f] === 'string' ? row[f] : ''));
      const [title = '', ...rest] = values;
      hits.push({
        id: `${source.table}:${row.id}`,
        kind: source.kind,
        title: title || rest.find(Boolean) || '',
        detail: rest.filter((v) => v && v !== title).join(' · '),
        to: source.to(row),
        rank,
        order,
      });
    }
  }
  hits.sort((a, b) => a.rank - b.rank || a.order - b.order || a.title.localeCompare(b.title, 'et'));
  return hits.slice(0, limit).map(({ order: _, ...hit }) => hit);
}
