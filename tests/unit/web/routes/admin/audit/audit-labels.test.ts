import { describe, expect, it } from 'vitest';
import { admin as en } from '../../../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../../../shared/i18n/et/admin.ts';
import {
  auditValue,
  fieldLabel,
  recordTypeLabel,
} from '../../../../../../web/src/routes/admin/audit/audit-labels.ts';

describe('the audit log in the admin’s words', () => {
  it('labels fields, an Estonian column as such, and an unknown one readably', () => {
    expect(fieldLabel(en.audit, 'assigned_to')).toBe('Assignee');
    expect(fieldLabel(en.audit, 'deleted_at')).toBe('Deleted');
    expect(fieldLabel(en.audit, 'title_et')).toBe('Title (Estonian)');
    expect(fieldLabel(et.audit, 'title_et')).toBe('Pealkiri (eesti keeles)');
    expect(fieldLabel(en.audit, 'csat_token_hash')).toBe('Csat token hash');
  });

  it('names record types', () => {
    expect(recordTypeLabel(en.audit, 'contact_submissions')).toBe('Contact');
    expect(recordTypeLabel(et.audit, 'support_tickets')).toBe('Tugipilet');
    expect(recordTypeLabel(en.audit, 'something_new')).toBe('something_new');
  });

  it('shows dates as the back office does, yes and no, and empty', () => {
    expect(auditValue(en.audit, '2026-11-21T14:05:00.000Z', 'en')).toMatch(
      /^21 Nov 2026, \d{2}:05$/,
    );
    expect(auditValue(en.audit, true, 'en')).toBe('Yes');
    expect(auditValue(et.audit, false, 'et')).toBe('Ei');
    expect(auditValue(en.audit, null, 'en')).toBe('(empty)');
    expect(auditValue(en.audit, 'in_progress', 'en')).toBe('in_progress');
    expect(auditValue(en.audit, ['a', 'b'], 'en')).toBe('["a","b"]');
  });
});
