import { describe, expect, it } from 'vitest';
import {
  addSupportResolution,
  averageRating,
  canAddResolution,
  setSupportStatus,
} from '../../../../shared/admin/support.ts';

const ID = '6f1d3c1e-8a59-4c1b-9f0e-2b7d5a4c3e21';
const now = new Date('2026-11-22T10:00:00.000Z');
const ctx = (row: Record<string, unknown>) => ({ now, actorEmail: 'a@b.ee', row });

describe('support mutations (back-office §4)', () => {
  it('resolved stamps resolved_at; the first action stamps first_response_at, once', () => {
    const open = { status: 'open', first_response_at: null };
    expect(setSupportStatus.patch({ id: ID, status: 'resolved' }, ctx(open))).toEqual({
      status: 'resolved',
      resolved_at: now.toISOString(),
      first_response_at: now.toISOString(),
    });
    const answered = { status: 'in_progress', first_response_at: '2026-11-22T09:00:00.000Z' };
    expect(setSupportStatus.patch({ id: ID, status: 'waiting_customer' }, ctx(answered))).toEqual({
      status: 'waiting_customer',
    });
    // The status it already has is no action.
    expect(setSupportStatus.patch({ id: ID, status: 'open' }, ctx(open))).toEqual({
      status: 'open',
    });
    expect(addSupportResolution.patch({ id: ID, resolution: 'Done.' }, ctx(open))).toEqual({
      resolution: 'Done.',
      first_response_at: now.toISOString(),
    });
  });

  it('refuses a blank resolution with the spec message and trims the rest', () => {
    const blank = addSupportResolution.args.safeParse({ id: ID, resolution: '  \n ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please enter a resolution');
    expect(addSupportResolution.args.parse({ id: ID, resolution: ' Fixed. ' }).resolution).toBe(
      'Fixed.',
    );
  });

  it('offers a resolution only while open or in progress', () => {
    expect(canAddResolution({ status: 'open' })).toBe(true);
    expect(canAddResolution({ status: 'in_progress' })).toBe(true);
    for (const status of ['waiting_customer', 'resolved', 'closed'] as const) {
      expect(canAddResolution({ status })).toBe(false);
    }
  });

  it('averages the rated tickets to one decimal, or null (N/A)', () => {
    const row = (customer_satisfaction: number | null, extra = {}) => ({
      customer_satisfaction,
      spam_reason: null,
      deleted_at: null,
      ...extra,
    });
    expect(averageRating([])).toBeNull();
    expect(averageRating([row(null), row(null)])).toBeNull();
    expect(averageRating([row(4), row(5), row(5), row(null)])).toBe(4.7);
    expect(
      averageRating([row(4), row(1, { spam_reason: 'honeypot' }), row(1, { deleted_at: 'x' })]),
    ).toBe(4);
    expect(averageRating([row(3), row(4)])).toBe(3.5);
  });
});
