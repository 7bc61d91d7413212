import { describe, expect, it } from 'vitest';
import { hiddenReason, MAIL_BODY_POLICY } from '../../../../shared/admin/mail.ts';
import { admin } from '../../../../shared/i18n/en/admin.ts';

describe('which mail an admin may read on the Mail screen', () => {
  it('hides every sign-in link and every link meant for the recipient alone', () => {
    for (const kind of ['auth.password_reset', 'auth.account_unlock', 'auth.invitation']) {
      expect(hiddenReason(kind), kind).toBe('sign_in_link');
    }
    expect(hiddenReason('newsletter.confirm')).toBe('recipient_link');
    expect(hiddenReason('support.csat')).toBe('recipient_link');
  });

  it('shows the staff’s own lead notifications', () => {
    for (const kind of ['lead.contact', 'lead.sales', 'lead.partner', 'lead.support']) {
      expect(hiddenReason(kind), kind).toBeNull();
    }
    expect(hiddenReason('lead.newsletter')).toBeNull();
  });

  it('hides a kind nobody has decided about yet', () => {
    expect(hiddenReason('auth.something_new')).toBe('sign_in_link');
    expect(hiddenReason('billing.invoice')).toBe('recipient_link');
    expect(hiddenReason('constructor')).toBe('recipient_link');
  });

  it('names every declared kind on the screen', () => {
    expect(Object.keys(admin.mail.kinds).sort()).toEqual(Object.keys(MAIL_BODY_POLICY).sort());
  });
});
