import { describe, expect, it } from 'vitest';
import { matchesList } from '../../../../shared/admin/list.ts';
import {
  approvePartner,
  createPartnerAccount,
  PARTNER_MESSAGES,
  type PartnerApplicationRow,
  partnerList,
  rejectPartner,
  startPartnerReview,
} from '../../../../shared/admin/partners.ts';

const now = new Date('2026-11-22T10:00:00.000Z');
const id = '0b6c3f4e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';

describe('the review state machine (back-office §4)', () => {
  it.each([
    ['pending', null, null, null],
    ['under_review', PARTNER_MESSAGES.startReviewNotAllowed, null, null],
    [
      'approved',
      PARTNER_MESSAGES.startReviewNotAllowed,
      PARTNER_MESSAGES.decisionNotAllowed,
      PARTNER_MESSAGES.decisionNotAllowed,
    ],
    [
      'rejected',
      PARTNER_MESSAGES.startReviewNotAllowed,
      PARTNER_MESSAGES.decisionNotAllowed,
      PARTNER_MESSAGES.decisionNotAllowed,
    ],
  ])('from %s: Start Review %s, Approve %s, Reject %s', (status, start, approve, reject) => {
    const row = { id, status };
    expect(startPartnerReview.guard?.(row, { id })).toBe(start);
    expect(approvePartner.guard?.(row, { id })).toBe(approve);
    expect(rejectPartner.guard?.(row, { id })).toBe(reject);
  });

  it('stamps the time, the reviewer and the notes; "Admin" when the email is unknown', () => {
    const ctx = { now, actorEmail: 'kati@lumen.example' };
    const at = '2026-11-22T10:00:00.000Z';
    expect(approvePartner.patch({ id, notes: 'Great fit' }, ctx)).toEqual({
      status: 'approved',
      reviewed_at: at,
      reviewed_by: 'kati@lumen.example',
      review_notes: 'Great fit',
      review_history: [{ at, by: 'kati@lumen.example', status: 'approved', note: 'Great fit' }],
    });
    expect(rejectPartner.patch({ id }, { now, actorEmail: ' ' })).toMatchObject({
      status: 'rejected',
      reviewed_at: at,
      reviewed_by: 'Admin',
    });
  });

  it('keeps every note in the dated history; a decision without one has none of its own', () => {
    const earlier = {
      at: '2026-11-20T09:00:00.000Z',
      by: 'jaan@lumen.example',
      status: 'under_review',
      note: 'Checking references.',
    };
    const row = {
      id,
      status: 'under_review',
      review_notes: 'Checking references.',
      review_history: [earlier],
    };
    expect(rejectPartner.patch({ id }, { now, actorEmail: 'kati@lumen.example', row })).toEqual({
      status: 'rejected',
      reviewed_at: '2026-11-22T10:00:00.000Z',
      reviewed_by: 'kati@lumen.example',
      review_notes: null,
      review_history: [
        earlier,
        {
          at: '2026-11-22T10:00:00.000Z',
          by: 'kati@lumen.example',
          status: 'rejected',
          note: null,
        },
      ],
    });
  });

  it('trims the notes and refuses more than 10,000 characters', () => {
    expect(startPartnerReview.args.parse({ id, notes: '  ok  ' })).toEqual({ id, notes: 'ok' });
    const long = startPartnerReview.args.safeParse({ id, notes: 'x'.repeat(10_001) });
    expect(long.error?.issues[0]?.message).toBe(
      'Keep the review notes to 10,000 characters or fewer.',
    );
  });
});

describe('partner.createAccount', () => {
  it('is offered only for an approved application without an account', () => {
    const guard = (row: Record<string, unknown>) => createPartnerAccount.guard?.(row, { id });
    expect(guard({ status: 'approved', account_created_at: null })).toBeNull();
    expect(guard({ status: 'under_review', account_created_at: null })).toBe(
      PARTNER_MESSAGES.accountNotApproved,
    );
    expect(guard({ status: 'approved', account_created_at: now.toISOString() })).toBe(
      PARTNER_MESSAGES.accountExists,
    );
  });
});

describe('partnerList', () => {
  const row = {
    id,
    name: 'Liis',
    email: 'liis@lepik.ee',
    company: 'Lepik Legal',
    message: 'Document AUTOMATION',
    status: 'pending',
    partner_type: 'reseller',
    spam_reason: null,
  } as unknown as PartnerApplicationRow;
  it('searches name, email, company and message; filters status and partner type', () => {
    const q = (text: string, filters: Record<string, string> = {}) =>
      matchesList(partnerList, { q: text, filters }, row);
    expect(['liis', 'LEPIK.EE', 'legal', 'automation'].map((s) => q(s))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(q('pending')).toBe(false);
    expect(q('', { partner_type: 'reseller', status: 'pending' })).toBe(true);
    expect(q('', { partner_type: 'technology' })).toBe(false);
  });
  it('keeps suspected spam out unless asked for', () => {
    const spam: PartnerApplicationRow = { ...row, spam_reason: 'honeypot' };
    expect(matchesList(partnerList, { q: '', filters: {} }, spam)).toBe(false);
    expect(matchesList(partnerList, { q: '', filters: {}, flagged: true }, spam)).toBe(true);
  });
});
