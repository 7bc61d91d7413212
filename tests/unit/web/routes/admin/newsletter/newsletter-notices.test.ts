import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../../../../../../shared/admin/newsletter.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import { noticeText } from '../../../../../../web/src/routes/admin/newsletter/newsletter-notices.tsx';
import type { SyncNotice } from '../../../../../../web/src/sync/db.ts';

const t = admin.newsletter;

function notice(over: Partial<SyncNotice>): SyncNotice {
  return {
    id: 'n1',
    kind: 'rejected',
    mutation: 'newsletter.unsubscribe',
    table: 'newsletter_signups',
    rowId: 'r1',
    message: NEWSLETTER_MESSAGES.unsubscribeFailed,
    row: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...over,
  };
}

describe('newsletter texts and notices (back-office §2, §8)', () => {
  it("use the spec's wording, the same as the mutations' messages", () => {
    expect(t.failures.unsubscribe).toBe(NEWSLETTER_MESSAGES.unsubscribeFailed);
    expect(t.failures.delete).toBe(NEWSLETTER_MESSAGES.deleteFailed);
    expect(t.failures.restore).toBe(NEWSLETTER_MESSAGES.restoreFailed);
    expect(t.deleteConfirm).toBe(NEWSLETTER_MESSAGES.deleteConfirm);
    expect(t.empty).toBe('No newsletter signups found');
    expect(t.counters).toEqual({
      active: 'Active Subscribers',
      unsubscribed: 'Unsubscribed',
      total: 'Total Signups',
    });
  });

  it('a refused Unsubscribe reads the failure text, with the server reason beside it', () => {
    const result = noticeText(t, notice({ message: NEWSLETTER_MESSAGES.alreadyUnsubscribed }));
    expect(result).toEqual({
      text: 'Failed to unsubscribe. Please try again.',
      detail: 'This address is already unsubscribed.',
    });
    expect(noticeText(t, notice({ mutation: 'newsletter.delete', message: 'x' })).text).toBe(
      'Failed to delete signup. Please try again.',
    );
  });

  it('an overwritten change names the address and its status now', () => {
    const row = { id: 'r1', version: '9', deleted_at: null, email: 'a@b.ee', subscribed: false };
    expect(noticeText(t, notice({ kind: 'overwritten', field: 'subscribed', row })).text).toBe(
      'Your change to a@b.ee was replaced by a later change made elsewhere: it is now Unsubscribed.',
    );
  });
});
