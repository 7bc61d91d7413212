import { describe, expect, it } from 'vitest';
import { buildNewsletterCsv } from '../../../../shared/admin/newsletter-csv.ts';
import { csvCell } from '../../../../shared/csv.ts';

type Row = Parameters<typeof buildNewsletterCsv>[0][number];

const signup = (email: string, over: Partial<Row> = {}): Row => ({
  email,
  subscribed: true,
  consent_at: '2026-03-04T10:00:00.000Z',
  created_at: '2026-01-02T10:00:00.000Z',
  spam_reason: null,
  deleted_at: null,
  ...over,
});

describe('the newsletter CSV export', () => {
  const now = new Date(2026, 10, 22, 23, 30); // 22 Nov 2026, local time

  it('is named newsletter-signups-{date}.csv with the local date', () => {
    expect(buildNewsletterCsv([], new Date(2027, 0, 5, 0, 1)).fileName).toBe(
      'newsletter-signups-2027-01-05.csv',
    );
    expect(buildNewsletterCsv([], now).fileName).toBe('newsletter-signups-2026-11-22.csv');
  });

  it('has the columns Email, Subscribed Date, Status and only subscribed signups', () => {
    const csv = buildNewsletterCsv(
      [
        signup('late@firma.ee', { consent_at: '2026-05-01T08:00:00.000Z' }),
        signup('gone@firma.ee', { subscribed: false }),
        signup('bot@spam.example', { spam_reason: 'honeypot' }),
        signup('deleted@firma.ee', { deleted_at: '2026-06-01T08:00:00.000Z' }),
        signup('early@firma.ee'),
      ],
      now,
    );
    expect(csv.content).toBe(
      '\uFEFFEmail,Subscribed Date,Status\r\n' +
        'early@firma.ee,2026-03-04,Active\r\n' +
        'late@firma.ee,2026-05-01,Active\r\n',
    );
    expect(csv.count).toBe(2);
  });

  it('holds only the header when nobody is subscribed', () => {
    const csv = buildNewsletterCsv([signup('gone@firma.ee', { subscribed: false })], now);
    expect(csv.content).toBe('\uFEFFEmail,Subscribed Date,Status\r\n');
    expect(csv.count).toBe(0);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")@a.ee')).toBe(
      `"'=HYPERLINK(""http://x"",""y"")@a.ee"`,
    );
    expect(csvCell('+372@a.ee')).toBe("'+372@a.ee");
    expect(csvCell('-1+1@a.ee')).toBe("'-1+1@a.ee");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('plain@firma.ee')).toBe('plain@firma.ee');
    expect(csvCell('a,b@firma.ee')).toBe('"a,b@firma.ee"');
    const csv = buildNewsletterCsv([signup('=cmd@firma.ee')], now);
    expect(csv.content.split('\r\n')[1]).toBe("'=cmd@firma.ee,2026-03-04,Active");
  });
});
