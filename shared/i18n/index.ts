import type { Lang } from '../constants.ts';
import { en, type Messages } from './en/index.ts';
import { et } from './et/index.ts';

export type { Messages };

export const catalogues: Record<Lang, Messages> = { en, et };

export function messages(lang: Lang): Messages {
  return catalogues[lang];
}

export { fmt } from './format.ts';
