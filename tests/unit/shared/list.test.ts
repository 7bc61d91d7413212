import { describe, expect, it } from 'vitest';
import { type ContactRow, contactList } from '../../../shared/admin/contacts.ts';
import { listQueryParams, matchesList, parseListQuery } from '../../../shared/admin/list.ts';

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
