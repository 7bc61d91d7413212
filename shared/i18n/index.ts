import type { Lang } from '../constants.ts';
import { en, type Messages } from './en/index.ts';
import { et } from './et/index.ts';

export type { Messages };

export const catalogues: Record<Lang, Messages> = { en, et };

export function messages(lang: Lang): Messages {
  return catalogues[lang];
}

/** Fills {placeholders} in a catalogue string. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
