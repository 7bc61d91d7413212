import type { Lang } from '../constants.ts';

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  et: [
    'jaanuar',
    'veebruar',
    'märts',
    'aprill',
    'mai',
    'juuni',
    'juuli',
    'august',
    'september',
    'oktoober',
    'november',
    'detsember',
  ],
};

/**
 * A calendar date ('2025-06-17') written out as `Intl.DateTimeFormat` with `dateStyle: 'long'`
 * writes it: '17 June 2025' / '17. juuni 2025'. For fixed dates a page renders in the browser,
 * which would otherwise pay ICU's first-use set-up (tens of milliseconds) while hydrating; the unit
 * test holds it to Intl for every month. Timestamps that need a time zone are formatted on the
 * server instead.
 */
export function formatCalendarDate(ymd: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  const month = match ? MONTHS[lang][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a calendar date: ${ymd}`);
  const day = Number(match[3]);
  return lang === 'et' ? `${day}. ${month} ${match[1]}` : `${day} ${month} ${match[1]}`;
}
