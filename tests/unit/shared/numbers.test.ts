import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGES } from '../../../shared/constants.ts';
import { formatDecimal, formatEuro } from '../../../shared/i18n/numbers.ts';

// Values around every grouping boundary, halves that round, negatives and the headline figures.
const VALUES = [
  0, 0.004, 0.005, 0.5, 1, 1.005, 1.98, 9.995, 24, 47, 99.9, 999, 999.5, 1000, 1234.5, 9999, 10_000,
  12_345.678, 99_999.99, 100_000, 1_234_567.891, 987_654_321, -0.001, -0.4, -3, -1234.5, -12_345,
];

describe('formatDecimal', () => {
  for (const lang of LANGUAGES) {
    it(`writes ${lang} figures exactly as Intl.NumberFormat(${HTML_LANG[lang]}) does`, () => {
      for (const decimals of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(HTML_LANG[lang], {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of VALUES) {
          expect(formatDecimal(value, decimals, lang), `${value} with ${decimals}`).toBe(
            intl.format(value),
          );
        }
      }
    });
  }

  it('writes the home page figures in both languages', () => {
    expect(formatDecimal(1.98, 2, 'en')).toBe('1.98');
    expect(formatDecimal(1.98, 2, 'et')).toBe('1,98');
    expect(formatDecimal(12_345, 0, 'et')).toBe('12\u00a0345');
    expect(formatDecimal(1234, 0, 'et')).toBe('1234');
  });
});

describe('formatEuro', () => {
  for (const lang of LANGUAGES) {
    it(`writes ${lang} prices exactly as Intl's EUR currency format does`, () => {
      const intl = new Intl.NumberFormat(HTML_LANG[lang], {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      });
      for (const value of [0, 49, 499, 1499, 12_000, 1_250_000, 99.6, -0.2, -5, -1499]) {
        expect(formatEuro(value, lang), String(value)).toBe(intl.format(value));
      }
    });
  }

  it('puts the sign where each language does', () => {
    expect(formatEuro(1499, 'en')).toBe('€1,499');
    expect(formatEuro(1499, 'et')).toBe('1499\u00a0€');
  });
});
