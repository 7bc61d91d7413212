import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from '../../../shared/csv.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+372 555', '-2', '@SUM(A1)', '\tx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+372 555",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect(csvCell('mari@lumen.example')).toBe('mari@lumen.example');
  });

  it('quotes commas, quotes and line breaks; empty for null', () => {
    expect(csvCell('Kask, Mari')).toBe('"Kask, Mari"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and CRLF rows after a byte-order mark', () => {
    expect(toCsv(['Email', 'Status'], [['a@b.ee', 'Active']])).toBe(
      '\uFEFFEmail,Status\r\na@b.ee,Active\r\n',
    );
  });

  it('names the file after the local day', () => {
    expect(csvFileName('newsletter-signups', new Date(2026, 0, 5, 23, 59))).toBe(
      'newsletter-signups-2026-01-05.csv',
    );
  });
});
