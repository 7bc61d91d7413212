import type { Lang } from '../../shared/constants.ts';
import type { PictureSources } from '../../shared/content-types.ts';
import { mediaHashOf } from '../../shared/media.ts';

/** What the public content readers (content.ts, content-people.ts) share: reading a row's values. */

export type Row = Record<string, unknown>;

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Tallinn' }),
  et: new Intl.DateTimeFormat('et-EE', { dateStyle: 'long', timeZone: 'Europe/Tallinn' }),
};

/** A post's date in the page's language, on Tallinn's calendar ('17 June 2025' / '17. juuni 2025'). */
export function formatPostDate(value: unknown, lang: Lang): string {
  return dateFormats[lang].format(new Date(iso(value)));
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const opt = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : null;
export const iso = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

/**
 * A translatable field of an entity in `lang`: its Estonian column when that is not blank, else
 * the English one, with a note of which fields ended up English on an Estonian page.
 */
export function fieldReader<F extends string>(r: Row, lang: Lang) {
  const englishFields: F[] = [];
  const read = (field: F, column: string): string | null => {
    const english = opt(r[column]);
    if (lang === 'en') return english;
    const estonian = opt(r[`${column}_et`]);
    if (estonian !== null) return estonian;
    if (english !== null) englishFields.push(field);
    return english;
  };
  return { read, englishFields };
}

/** The uploaded pictures a page shows, by hash (services/media.ts pictureSources). */
export type Pictures = Map<string, PictureSources>;

/** An upload's sizes, when the address is one of this site's uploads. */
export function pictureOf(pictures: Pictures, url: string | null): PictureSources | null {
  const hash = mediaHashOf(url);
  return hash ? (pictures.get(hash) ?? null) : null;
}

/** A picture address a page may name: http(s) or a path on this site, nothing else. */
export function imageAddress(value: unknown): string | null {
  const url = opt(value);
  return url && (/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url)) ? url : null;
}
