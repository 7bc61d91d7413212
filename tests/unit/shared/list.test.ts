import { describe, expect, it } from 'vitest';
import { blogList } from '../../../shared/admin/blog.ts';
import { type ContactRow, contactList } from '../../../shared/admin/contacts.ts';
import {
  compareBySort,
  filterColumn,
  filterTests,
  listQueryParams,
  matchesList,
  parseListQuery,
} from '../../../shared/admin/list.ts';
import { type NewsletterSignupRow, newsletterList } from '../../../shared/admin/newsletter.ts';
import { partnerList } from '../../../shared/admin/partners.ts';
import { salesList } from '../../../shared/admin/sales.ts';
import { supportList } from '../../../shared/admin/support.ts';

const row = (spam_reason: string | null) =>
  ({ name: 'Mari', email: 'mari@firma.ee', status: 'new', spam_reason }) as unknown as ContactRow;

describe('matchesList and suspected spam', () => {
  it('leaves suspected spam out unless asked for, and then lists only it', () => {
    const plain = { q: '', filters: {} };
    expect(matchesList(contactList, plain, row(null))).toBe(true);
    expect(matchesList(contactList, plain, row('honeypot'))).toBe(false);
    const spam = { ...plain, flagged: true };
    expect(matchesList(contactList, spam, row('too_fast'))).toBe(true);
    expect(matchesList(contactList, spam, row(null))).toBe(false);
    expect(matchesList(contactList, { ...spam, q: 'nobody' }, row('too_fast'))).toBe(false);
  });

  it('reads and writes the opt-in as ?spam=1', () => {
    const query = parseListQuery(contactList, new URLSearchParams('spam=1&status=new'));
    expect(query).toMatchObject({ flagged: true, filters: { status: 'new' } });
    expect(listQueryParams(query).toString()).toBe('status=new&spam=1');
    expect(parseListQuery(contactList, new URLSearchParams('spam=yes')).flagged).toBe(false);
  });
});

describe('mapped and combined filters (a URL value standing for column tests)', () => {
  const signup = (subscribed: boolean, unsubscribed_at: string | null = null) =>
    ({
      email: 'mari@firma.ee',
      subscribed,
      unsubscribed_at,
      spam_reason: null,
    }) as unknown as NewsletterSignupRow;
  const status = (value: string) => ({ q: '', filters: { status: value } });

  it('tells active, unsubscribed and pending signups apart as newsletterStatus does', () => {
    const left = signup(false, '2025-06-02T00:00:00Z');
    const pending = signup(false);
    expect(matchesList(newsletterList, status('active'), signup(true))).toBe(true);
    expect(matchesList(newsletterList, status('active'), left)).toBe(false);
    expect(matchesList(newsletterList, status('unsubscribed'), left)).toBe(true);
    expect(matchesList(newsletterList, status('unsubscribed'), signup(true))).toBe(false);
    // Awaiting confirmation is not unsubscribed (it once was listed there).
    expect(matchesList(newsletterList, status('unsubscribed'), pending)).toBe(false);
    expect(matchesList(newsletterList, status('pending'), pending)).toBe(true);
    expect(matchesList(newsletterList, status('pending'), left)).toBe(false);
    expect(filterTests(newsletterList, 'status', 'pending')).toEqual([
      { column: 'subscribed', test: false },
      { column: 'unsubscribed_at', test: null },
    ]);
  });

  it('maps a value onto one column (status=published → published = true)', () => {
    expect(filterColumn(blogList, 'status', 'published')).toEqual({
      column: 'published',
      value: true,
    });
  });

  it('reads only the declared values from the URL', () => {
    expect(parseListQuery(newsletterList, new URLSearchParams('status=true')).filters).toEqual({});
    const query = parseListQuery(newsletterList, new URLSearchParams('status=unsubscribed'));
    expect(listQueryParams(query).toString()).toBe('status=unsubscribed');
  });

  it('leaves filters without a mapping comparing their own column, as before', () => {
    expect(filterColumn(contactList, 'status', 'new')).toEqual({ column: 'status', value: 'new' });
    const contact = { ...row(null), status: 'resolved' } as ContactRow;
    expect(matchesList(contactList, { q: '', filters: { status: 'resolved' } }, contact)).toBe(
      true,
    );
    expect(matchesList(contactList, { q: '', filters: { status: 'new' } }, contact)).toBe(false);
  });
});

describe('sorting by a column', () => {
  const lead = (id: string, over: Record<string, unknown>) =>
    ({ id, name: '', lead_score: 0, created_at: '2026-01-01T00:00:00Z', ...over }) as never;

  it('reads ?sort=field and ?sort=-field for declared fields only, and writes them back', () => {
    const up = parseListQuery(salesList, new URLSearchParams('sort=lead_score'));
    expect(up.sort).toEqual({ field: 'lead_score', direction: 'asc' });
    const down = parseListQuery(salesList, new URLSearchParams('sort=-created_at&status=new'));
    expect(down.sort).toEqual({ field: 'created_at', direction: 'desc' });
    expect(listQueryParams(down).toString()).toBe('status=new&sort=-created_at');
    expect(parseListQuery(salesList, new URLSearchParams('sort=message')).sort).toBeNull();
  });

  it('orders numbers as numbers, dates as dates and text by the letters, empty values last', () => {
    const rows = [
      lead('a', { name: 'öö', lead_score: 9, created_at: '2026-03-01T10:00:00+02:00' }),
      lead('b', { name: 'Aadu', lead_score: 100, created_at: '2026-03-01T09:00:00Z' }),
      lead('c', { name: 'mari', lead_score: null, created_at: '2026-02-28T23:00:00Z' }),
      lead('d', { name: '', lead_score: 20, created_at: '2026-03-01T08:30:00Z' }),
    ];
    const ids = (sort: { field: string; direction: 'asc' | 'desc' }) =>
      [...rows].sort(compareBySort(salesList, sort)).map((r: { id: string }) => r.id);
    // 9 < 20 < 100 (as text, "100" would come first); no score last.
    expect(ids({ field: 'lead_score', direction: 'asc' })).toEqual(['a', 'd', 'b', 'c']);
    expect(ids({ field: 'lead_score', direction: 'desc' })).toEqual(['b', 'd', 'a', 'c']);
    // 08:00Z (a, written with +02:00) before 08:30Z before 09:00Z.
    expect(ids({ field: 'created_at', direction: 'asc' })).toEqual(['c', 'a', 'd', 'b']);
    // Case does not matter; an empty name is last.
    expect(ids({ field: 'name', direction: 'asc' })).toEqual(['b', 'c', 'a', 'd']);
  });

  it('orders priority by rank (urgent first) and status by the workflow, unknown values last', () => {
    const rows = [
      lead('a', { priority: 'low', status: 'closed', created_at: '2026-03-04T00:00:00Z' }),
      lead('b', { priority: 'urgent', status: 'resolved', created_at: '2026-03-03T00:00:00Z' }),
      lead('c', { priority: 'medium', status: 'new', created_at: '2026-03-02T00:00:00Z' }),
      lead('d', { priority: 'high', status: 'in_progress', created_at: '2026-03-01T00:00:00Z' }),
      lead('e', { priority: 'someday', status: null, created_at: '2026-02-28T00:00:00Z' }),
    ];
    const ids = (sort: { field: string; direction: 'asc' | 'desc' }) =>
      [...rows].sort(compareBySort(contactList, sort)).map((r: { id: string }) => r.id);
    // Alphabetically it would be high, low, medium, urgent.
    expect(ids({ field: 'priority', direction: 'asc' })).toEqual(['b', 'd', 'c', 'a', 'e']);
    expect(ids({ field: 'priority', direction: 'desc' })).toEqual(['a', 'c', 'd', 'b', 'e']);
    // new → in progress → resolved → closed, not closed, in_progress, new, resolved.
    expect(ids({ field: 'status', direction: 'asc' })).toEqual(['c', 'd', 'b', 'a', 'e']);
    expect(parseListQuery(contactList, new URLSearchParams('sort=-priority')).sort).toEqual({
      field: 'priority',
      direction: 'desc',
    });
  });

  it('lets every lead list sort by status, and those with a priority by it', () => {
    for (const decl of [contactList, salesList, partnerList, supportList]) {
      expect(decl.sortable, decl.table).toHaveProperty('status');
    }
    expect(contactList.sortable).toHaveProperty('priority');
    expect(supportList.sortable).toHaveProperty('priority');
  });
});
