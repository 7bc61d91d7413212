import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../../../../../shared/admin/support.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import {
  formatDuration,
  noticeText,
} from '../../../../../../web/src/routes/admin/support/support-labels.ts';
import type { SyncNotice } from '../../../../../../web/src/sync/db.ts';

const t = admin.support;

function notice(over: Partial<SyncNotice>): SyncNotice {
  return {
    id: 'n1',
    kind: 'rejected',
    mutation: 'support.setStatus',
    table: 'support_tickets',
    rowId: 'r1',
    message: SUPPORT_MESSAGES.statusFailed,
    row: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...over,
  };
}

describe('support texts (back-office §5, §8)', () => {
  it("use the spec's wording, the same as the mutations' messages", () => {
    expect(t.failures).toEqual({
      status: SUPPORT_MESSAGES.statusFailed,
      resolutionRequired: SUPPORT_MESSAGES.resolutionRequired,
      resolution: SUPPORT_MESSAGES.resolutionFailed,
      restore: SUPPORT_MESSAGES.restoreFailed,
      delete: SUPPORT_MESSAGES.deleteFailed,
    });
    expect(t.failures.resolutionRequired).toBe('Please enter a resolution');
    expect(t.failures.resolution).toBe('Failed to add resolution. Please try again.');
    expect(t.failures.delete).toBe('Failed to delete ticket. Please try again.');
    expect(t.detail.deleteConfirm).toBe(SUPPORT_MESSAGES.deleteConfirm);
    expect(t.detail.deleteConfirm).toContain(
      'It goes to the Trash, where it can be restored for {days} days.',
    );
    expect(Object.values(t.cards)).toEqual([
      'Open',
      'In Progress',
      'Waiting',
      'Resolved',
      'Avg. Rating',
    ]);
    expect(t.notRated).toBe('N/A');
  });

  it.each([
    ['support.setStatus', 'Failed to update status. Please try again.'],
    ['support.addResolution', 'Failed to add resolution. Please try again.'],
    ['support.delete', 'Failed to delete ticket. Please try again.'],
  ])('a refused %s reads "%s"', (mutation, text) => {
    expect(noticeText(t, notice({ mutation, message: 'Server said no.' }))).toEqual({
      text,
      detail: 'Server said no.',
    });
  });

  it('an overwritten status names the ticket and the new value', () => {
    const row = {
      id: 'r1',
      version: '9',
      deleted_at: null,
      ticket_number: 'SUP-2026-000001',
      status: 'waiting_customer',
    };
    expect(noticeText(t, notice({ kind: 'overwritten', field: 'status', row })).text).toBe(
      'Your change to the status of ticket SUP-2026-000001 was replaced by a later change made elsewhere: it is now Waiting for Customer.',
    );
  });

  it('formats ages with the two largest units', () => {
    const min = 60_000;
    expect(formatDuration(t, 7 * min)).toBe('7 min');
    expect(formatDuration(t, (5 * 60 + 12) * min)).toBe('5 h 12 min');
    expect(formatDuration(t, (2 * 1440 + 3 * 60 + 9) * min)).toBe('2 d 3 h');
    expect(formatDuration(t, 1440 * min)).toBe('1 d');
  });
});
