import { describe, expect, it } from 'vitest';
import {
  conflictOf,
  isDataError,
  isParsed,
  parseMutation,
} from '../../../../../server/services/admin/mutations.ts';
import { CONTACT_MESSAGES } from '../../../../../shared/admin/contacts.ts';

const ID = '6f1d3c1e-8a59-4c1b-9f0e-2b7d5a4c3e21';

describe('conflictOf', () => {
  const live = { version: '42', deleted_at: null };
  const tombstone = { version: '43', deleted_at: '2025-06-01T09:00:00.000Z' };

  it('lets a fields-table change through whatever the version', () => {
    expect(conflictOf('fields', live, undefined)).toBeNull();
    expect(conflictOf('fields', live, '7')).toBeNull();
  });

  it('always conflicts on a tombstone', () => {
    expect(conflictOf('fields', tombstone, undefined)).toBe('deleted');
    expect(conflictOf('base-version', tombstone, '43')).toBe('deleted');
  });

  it('asks base-version edits for the version they started from and compares it as a number', () => {
    expect(conflictOf('base-version', live, '42')).toBeNull();
    expect(conflictOf('base-version', live, '042')).toBeNull();
    expect(conflictOf('base-version', live, '41')).toBe('moved');
    expect(conflictOf('base-version', live, '420')).toBe('moved');
    expect(conflictOf('base-version', live, undefined)).toBe('base_version_missing');
  });
});

describe('parseMutation', () => {
  it("validates with the mutation's own schema and reports fields", () => {
    const ok = parseMutation('contact.setStatus', { id: ID, status: 'closed' });
    expect(isParsed(ok) && ok.args).toEqual({ id: ID, status: 'closed' });
    expect(parseMutation('contact.setStatus', { id: 'nope', status: 'done' })).toEqual({
      status: 'rejected',
      code: 'validation_failed',
      message: CONTACT_MESSAGES.statusFailed,
      fields: { id: 'Choose a contact submission.', status: 'Choose a valid status.' },
    });
    expect(parseMutation('contact.setStatus', undefined)).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('refuses a name that is not in the registry', () => {
    expect(parseMutation('contact.launch', { id: ID })).toMatchObject({
      status: 'rejected',
      code: 'unknown_mutation',
    });
  });
});

describe('isDataError', () => {
  it('is true for data exceptions and constraint violations only', () => {
    expect(isDataError({ code: '23514' })).toBe(true);
    expect(isDataError({ code: '22001' })).toBe(true);
    expect(isDataError({ code: '40P01' })).toBe(false);
    expect(isDataError({ code: 'CONNECTION_CLOSED' })).toBe(false);
    expect(isDataError(null)).toBe(false);
  });
});
