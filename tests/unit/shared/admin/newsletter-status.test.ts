import { describe, expect, it } from 'vitest';
import { isActiveSignup } from '../../../../shared/admin/dashboard.ts';
import { newsletterStatus } from '../../../../shared/admin/newsletter.ts';
import { buildNewsletterCsv } from '../../../../shared/admin/newsletter-csv.ts';

const base = { id: 'a', created_at: '2025-06-01T00:00:00Z', deleted_at: null, spam_reason: null };

describe('newsletter status with double opt-in', () => {
  it('is Active only when subscribed, Pending confirmation until the owner confirms', () => {
    expect(newsletterStatus({ subscribed: true, unsubscribed_at: null })).toBe('active');
    expect(newsletterStatus({ subscribed: false, unsubscribed_at: null })).toBe('pending');
    expect(newsletterStatus({ subscribed: false, unsubscribed_at: '2025-06-02T00:00:00Z' })).toBe(
      'unsubscribed',
    );
  });

  it('counts only Active signups on the dashboard, and leaves pending ones out of the export', () => {
    expect(isActiveSignup({ ...base, subscribed: false, unsubscribed_at: null })).toBe(false);
    expect(isActiveSignup({ ...base, subscribed: true, unsubscribed_at: null })).toBe(true);
    expect(
      isActiveSignup({ ...base, subscribed: false, unsubscribed_at: '2025-06-02T00:00:00Z' }),
    ).toBe(false);
    const row = {
      email: 'p@example.ee',
      consent_at: '2025-06-01T00:00:00Z',
      created_at: '2025-06-01T00:00:00Z',
      spam_reason: null,
      deleted_at: null,
    };
    const csv = buildNewsletterCsv(
      [
        { ...row, subscribed: false },
        { ...row, email: 'c@example.ee', subscribed: true },
      ],
      new Date('2025-06-03T00:00:00Z'),
    );
    expect(csv.count).toBe(1);
    expect(csv.content).toContain('c@example.ee');
    expect(csv.content).not.toContain('p@example.ee');
  });
});
