import { describe, expect, it } from 'vitest';
import { SALES_MESSAGES } from '../../../../../../shared/admin/sales.ts';
import { admin } from '../../../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../../../shared/i18n/et/admin.ts';
import { leadScoreParts } from '../../../../../../shared/lead-score.ts';
import {
  formatPoints,
  partReason,
} from '../../../../../../web/src/routes/admin/sales/score-reasons.tsx';

const t = admin.sales;

describe('the lead score reasons', () => {
  it('say why each part scored what it did', () => {
    const parts = leadScoreParts({
      email: 'kadri@bigfirm.example',
      employees: '201-1000',
      title: 'CEO',
      phone: '+372 5555 1234',
      message: 'We would like a demo for our legal team.',
    });
    expect(parts.map((p) => `${formatPoints(p.points)} ${partReason(t.score, p)}`)).toEqual([
      '+35 company size 201-1000',
      '+30 title “CEO”: executive or owner',
      '+20 work email domain bigfirm.example',
      '+5 phone number given',
      '+5 message of 20 or more characters',
    ]);
  });

  it('say what was missing when a part scored nothing', () => {
    const parts = leadScoreParts({ email: 'mihkel@gmail.com', message: 'Hi' });
    expect(parts.map((p) => `${formatPoints(p.points)} ${partReason(t.score, p)}`)).toEqual([
      '0 company size not given',
      '0 no title given',
      '0 free-mail address (gmail.com)',
      '0 no phone number',
      '0 message shorter than 20 characters',
    ]);
    const domain = parts.find((p) => p.rule === 'emailDomain');
    expect(domain && partReason(et.sales.score, domain)).toBe('tasuta e-posti aadress (gmail.com)');
  });

  it("keep the screen's failure texts the same as the mutations'", () => {
    expect(t.failures).toEqual({
      status: SALES_MESSAGES.statusFailed,
      notes: SALES_MESSAGES.notesFailed,
      delete: SALES_MESSAGES.deleteFailed,
      restore: SALES_MESSAGES.restoreFailed,
    });
    expect(t.detail.deleteConfirm).toBe(SALES_MESSAGES.deleteConfirm);
  });
});
