import type { Lang } from '../constants.ts';

/**
 * Numbers as `Intl.NumberFormat` writes them for the site's two locales (en-GB and et), without
 * creating one. A page's first `Intl` formatter costs a browser 25–70 ms of ICU set-up on the main
 * thread (four times that on a slow phone) while the page hydrates; these figures are few and their
 * rules small. The unit test holds the output to `Intl.NumberFormat` itself, value by value.
 */
const SYMBOLS: Record<
  Lang,
  { group: string; decimal: string; minus: string; minGroupDigits: number }
> = {
  en: { group: ',', decimal: '.', minus: '-', minGroupDigits: 1 },
  // Estonian: a no-break space between thousands, only from five digits on (CLDR minimum
  // grouping 2), a decimal comma and the true minus sign.
  et: { group: '\u00a0', decimal: ',', minus: '\u2212', minGroupDigits: 2 },
};

/**
 * The digits of `abs` rounded to `decimals` places, half away from zero, as Intl rounds: on the
 * number's shortest decimal form (1.005 → 1.01), where toFixed works on its binary value (1.00).
 */
function roundHalfExpand(abs: number, decimals: number): [string, string | undefined] {
  const shortest = String(abs);
  const scaled = shortest.includes('e') ? abs * 10 ** decimals : Number(`${shortest}e${decimals}`);
  const digits = String(Math.round(scaled)).padStart(decimals + 1, '0');
  if (decimals === 0) return [digits, undefined];
  return [digits.slice(0, -decimals), digits.slice(-decimals)];
}

/** `value` with exactly `decimals` decimals ('1.98' / '1,98', '12,345' / '12 345'). */
export function formatDecimal(value: number, decimals: number, lang: Lang): string {
  const { group, decimal, minus, minGroupDigits } = SYMBOLS[lang];
  const [whole, fraction] = roundHalfExpand(Math.abs(value), decimals);
  const grouped =
    whole.length >= 3 + minGroupDigits ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
  const digits = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  // Intl keeps the sign of a negative figure that rounds to zero ('-0'), and so does this.
  return value < 0 || Object.is(value, -0) ? `${minus}${digits}` : digits;
}

/** Whole euros ('€1,499' / '1499 €'), as `style: 'currency'` with no fraction digits. */
export function formatEuro(amount: number, lang: Lang): string {
  const figure = formatDecimal(Math.abs(amount), 0, lang);
  const sign = amount < 0 || Object.is(amount, -0) ? SYMBOLS[lang].minus : '';
  return lang === 'et' ? `${sign}${figure}\u00a0€` : `${sign}€${figure}`;
}
