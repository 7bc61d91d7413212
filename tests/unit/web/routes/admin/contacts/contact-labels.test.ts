import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../../../../../shared/admin/contacts.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../../../shared/i18n/et/admin.ts';
import { noticeText } from '../../../../../../web/src/routes/admin/contacts/contact-labels.ts';
import type { SyncNotice } from '../../../../../../web/src/sync/db.ts';

const t = admin.contacts;

function notice(over: Partial<SyncNotice>): SyncNotice {
  return {
    id: 'n1',
    kind: 'rejected',
    mutation: 'contact.setStatus',
    table: 'contact_submissions',
    rowId: 'r1',
    message: CONTACT_MESSAGES.statusFailed,
    row: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    ...over,
  };
}

describe('contact notices (back-office §8)', () => {
  it("use the spec's wording, the same as the mutations' failure messages", () => {
    expect(t.failures).toEqual({
      status: CONTACT_MESSAGES.statusFailed,
      priority: CONTACT_MESSAGES.priorityFailed,
      assign: CONTACT_MESSAGES.assignFailed,
      assigneeNotStaff: CONTACT_MESSAGES.assigneeNotStaff,
      responded: CONTACT_MESSAGES.respondedFailed,
      delete: CONTACT_MESSAGES.deleteFailed,
      restore: CONTACT_MESSAGES.restoreFailed,
    });
    expect(t.detail.deleteConfirm).toBe(CONTACT_MESSAGES.deleteConfirm);
  });

  it.each([
    ['contact.setStatus', 'Failed to update status. Please try again.'],
    ['contact.markResponded', 'Failed to update response status. Please try again.'],
    ['contact.delete', 'Failed to delete submission. Please try again.'],
  ])('a refused %s reads "%s"', (mutation, text) => {
    expect(noticeText(t, notice({ mutation, message: 'Server said no.' }))).toEqual({
      text,
      detail: 'Server said no.',
    });
  });

  it('a refusal trying again would not change gives the server’s reason alone, no "Please try again"', () => {
    const reason = 'This application was already approved, so it cannot be rejected.';
    expect(noticeText(t, notice({ message: reason, final: true }))).toEqual({
      text: reason,
      detail: null,
    });
  });

  it('an assignee the server refused (not among the staff who see contacts) is said in the screen’s words, in Estonian too', () => {
    const refused = notice({
      mutation: 'contact.assign',
      message: CONTACT_MESSAGES.assigneeNotStaff,
    });
    expect(noticeText(t, refused)).toEqual({
      text: CONTACT_MESSAGES.assigneeNotStaff,
      detail: null,
    });
    expect(noticeText(et.contacts, refused)).toEqual({
      text: et.contacts.failures.assigneeNotStaff,
      detail: null,
    });
    expect(et.contacts.failures.assigneeNotStaff).toMatch(/^See inimene ei näe kontaktipäringuid/);
  });

  it('a conflict with a deletion says so beside the failure', () => {
    const row = { id: 'r1', version: '9', deleted_at: '2026-11-22T09:00:00.000Z', name: 'Mari' };
    const result = noticeText(
      t,
      notice({ kind: 'conflict', message: 'Deleted by someone else.', row }),
    );
    expect(result).toEqual({
      text: 'Failed to update status. Please try again.',
      detail: 'Deleted by someone else.',
    });
  });

  it('an overwritten field names the field, the record and the value that replaced it', () => {
    const row = { id: 'r1', version: '9', deleted_at: null, name: 'Mari Maasikas' };
    const result = noticeText(
      t,
      notice({ kind: 'overwritten', field: 'status', row: { ...row, status: 'in_progress' } }),
    );
    expect(result.text).toBe(
      'Your change to the status of Mari Maasikas was replaced by a later change made elsewhere: it is now In Progress.',
    );
  });

  it('a change a colleague’s newer one kept out names the record, the field and both values', () => {
    const row = {
      id: 'r1',
      version: '9',
      deleted_at: null,
      name: 'Mari Maasikas',
      priority: 'urgent',
    };
    const newer = [
      { field: 'priority', value: 'urgent', by: 'jaan@lumen.example', at: '2026-11-22T09:00:00Z' },
    ];
    const result = noticeText(
      t,
      notice({ kind: 'conflict', row, newer, attempted: { priority: 'high' }, message: 'Newer.' }),
    );
    expect(result.newer).toEqual({
      name: 'Mari Maasikas',
      field: 'priority',
      mine: 'High',
      theirs: 'Urgent',
    });
  });
});
