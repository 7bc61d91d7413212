import { describe, expect, it } from 'vitest';
import { addressIn, ERASED, exportedRow } from '../../../../server/services/people-data.ts';

describe('addressIn', () => {
  const ann = addressIn('Ann@Firma.ee');

  it('finds the address as a whole address, in any letter case', () => {
    expect(ann.test('Reply to ann@firma.ee today')).toBe(true);
    expect(ann.test('"ANN@FIRMA.EE"')).toBe(true);
    expect(ann.test('Email: ann@firma.ee.')).toBe(true);
    expect(ann.test('<ann@firma.ee>')).toBe(true);
  });

  it('does not find it inside a longer address', () => {
    expect(ann.test('joann@firma.ee')).toBe(false);
    expect(ann.test('jo.ann@firma.ee')).toBe(false);
    expect(ann.test('ann@firma.eesti.ee')).toBe(false);
    expect(ann.test('ann@firma.ee-x.com')).toBe(false);
    expect(ann.test(null)).toBe(false);
  });

  it('replaces every whole occurrence and leaves longer addresses alone', () => {
    expect(ann.replace('ann@firma.ee, joann@firma.ee and ANN@firma.ee')).toBe(
      `${ERASED}, joann@firma.ee and ${ERASED}`,
    );
  });

  it('reads the characters an address may hold literally, not as a pattern', () => {
    const odd = addressIn("o'brien+news*1@firma.ee");
    expect(odd.test("to o'brien+news*1@firma.ee")).toBe(true);
    expect(odd.test("to o'brien+newsss1@firma.ee")).toBe(false);
  });
});

describe('exportedRow', () => {
  it('leaves out sync bookkeeping, password hashes and mail meant for the recipient alone', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    expect(
      exportedRow('users', { id: 'u', email: 'a@b.ee', password_hash: 'x', created_at: now }),
    ).toEqual({ id: 'u', email: 'a@b.ee', created_at: '2026-05-01T10:00:00.000Z' });
    expect(
      exportedRow('mail_outbox', {
        id: 'm',
        kind: 'auth.password_reset',
        text_body: 'https://…?token=secret',
        html_body: '<p>…</p>',
        headers: { 'List-Unsubscribe': '<https://…>' },
      }),
    ).toEqual({ id: 'm', kind: 'auth.password_reset', text_body: null });
    expect(
      exportedRow('contact_submissions', { id: 'c', version: '42', field_changes: {}, name: 'A' }),
    ).toEqual({ id: 'c', name: 'A' });
  });
});
