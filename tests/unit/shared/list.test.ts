import { describe, expect, it } from 'vitest';
import { type ContactRow, contactList } from '../../../shared/admin/contacts.ts';
import {
  filterColumn,
  listQueryParams,
  matchesList,
  parseListQuery,
} from '../../../shared/admin/list.ts';
import { type NewsletterSignupRow, newsletterList } from '../../../shared/admin/newsletter.ts';

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

describe('mapped filters (a URL value standing for a boolean column)', () => {
  const signup = (subscribed: boolean) =>
    ({ email: 'mari@firma.ee', subscribed, spam_reason: null }) as unknown as NewsletterSignupRow;

  it('maps status=active|unsubscribed onto subscribed true|false', () => {
    const active = { q: '', filters: { status: 'active' } };
    const gone = { q: '', filters: { status: 'unsubscribed' } };
    expect(matchesList(newsletterList, active, signup(true))).toBe(true);
    expect(matchesList(newsletterList, active, signup(false))).toBe(false);
    expect(matchesList(newsletterList, gone, signup(false))).toBe(true);
    expect(matchesList(newsletterList, gone, signup(true))).toBe(false);
    expect(filterColumn(newsletterList, 'status', 'active')).toEqual({
      column: 'subscribed',
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
