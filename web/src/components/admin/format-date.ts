import { HTML_LANG, type Lang } from '../../../../shared/constants.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Lang, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${lang}:${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(HTML_LANG[lang], options);
    formats.set(id, f);
  }
  return f;
}

/** The back office's one date format: '21 Nov 2026, 14:05'. */
export function formatDateTime(iso: string, lang: Lang): string {
  return format(lang, { dateStyle: 'medium', timeStyle: 'short' }, 'dt').format(new Date(iso));
}

/** With seconds, where two changes a moment apart must read apart: '21 Nov 2026, 14:05:09'. */
export function formatDateTimeSeconds(iso: string, lang: Lang): string {
  return format(lang, { dateStyle: 'medium', timeStyle: 'medium' }, 'dts').format(new Date(iso));
}

/** Only the time when it is today (a sync time), else date and time. */
export function formatRecent(iso: string, lang: Lang, now = new Date()): string {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? format(lang, { timeStyle: 'short' }, 't').format(date)
    : formatDateTime(iso, lang);
}
