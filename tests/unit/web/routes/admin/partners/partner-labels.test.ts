import { describe, expect, it } from 'vitest';
import { PARTNER_MESSAGES } from '../../../../../../shared/admin/partners.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import { admin as adminEt } from '../../../../../../shared/i18n/et/admin.ts';
import { noticeText } from '../../../../../../web/src/routes/admin/partners/partner-labels.ts';
import type { SyncNotice } from '../../../../../../web/src/sync/db.ts';

const t = admin.partners;

function notice(over: Partial<SyncNotice>): SyncNotice {
  return {
    id: 'n1',
    kind: 'rejected',
    mutation: 'partner.approve',
    table: 'partner_applications',
    rowId: 'r1',
    message: PARTNER_MESSAGES.reviewFailed,
    row: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...over,
  };
}

describe('partner application notices (back-office §8)', () => {
  it("use the spec's wording, the same as the mutations' failure messages", () => {
    expect(t.failures).toEqual({
      review: PARTNER_MESSAGES.reviewFailed,
      delete: PARTNER_MESSAGES.deleteFailed,
      restore: PARTNER_MESSAGES.restoreFailed,
      account: PARTNER_MESSAGES.accountFailed,
    });
    expect(t.failures.delete).toBe('Failed to delete application. Please try again.');
    expect(t.detail.deleteConfirm).toBe(PARTNER_MESSAGES.deleteConfirm);
    expect(t.detail.deleteConfirm).toContain(
      'It goes to the Trash, where it can be restored for {days} days.',
    );
    expect(adminEt.partners.title).not.toBe(t.title);
  });

  it('a refused decision reads the failure text, with the reason beside it', () => {
    const reason = PARTNER_MESSAGES.decisionNotAllowed;
    expect(noticeText(t, notice({ mutation: 'partner.reject', message: reason }))).toEqual({
      text: 'Failed to update status. Please try again.',
      detail: reason,
    });
    expect(
      noticeText(t, notice({ mutation: 'partner.createAccount', message: 'Address taken.' })),
    ).toEqual({ text: PARTNER_MESSAGES.accountFailed, detail: 'Address taken.' });
  });

  it('an overwritten status names the field, the record and the new value', () => {
    const row = { id: 'r1', version: '9', deleted_at: null, name: 'Liis', status: 'rejected' };
    expect(noticeText(t, notice({ kind: 'overwritten', field: 'status', row })).text).toBe(
      'Your change to the status of Liis was replaced by a later change made elsewhere: it is now Rejected.',
    );
  });
});
