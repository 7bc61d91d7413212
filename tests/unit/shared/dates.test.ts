import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGES } from '../../../shared/constants.ts';
import { formatCalendarDate } from '../../../shared/i18n/dates.ts';

describe('formatCalendarDate', () => {
  for (const lang of LANGUAGES) {
    it(`writes every month's first and last days as Intl does in ${HTML_LANG[lang]}`, () => {
      const intl = new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const ymd = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatCalendarDate(ymd, lang)).toBe(intl.format(new Date(`${ymd}T00:00:00Z`)));
        }
      }
    });
  }

  it('writes the day without a leading zero, and a full stop after it in Estonian', () => {
    expect(formatCalendarDate('2025-03-05', 'en')).toBe('5 March 2025');
    expect(formatCalendarDate('2025-03-05', 'et')).toBe('5. märts 2025');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatCalendarDate('2025-13-01', 'en')).toThrow(RangeError);
    expect(() => formatCalendarDate('1 March 2025', 'en')).toThrow(RangeError);
  });
});
