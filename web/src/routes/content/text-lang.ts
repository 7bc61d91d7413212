import type { EnglishFallback } from '../../../../shared/content-types.ts';

/**
 * The lang attribute of a text that may be an English stand-in on an Estonian page: 'en' when it
 * is (so screen readers pronounce it as English), nothing when it is in the page's language.
 */
export function fieldLang<F extends string>(item: EnglishFallback<F>, field: F): 'en' | undefined {
  return item.englishFields.includes(field) ? 'en' : undefined;
}
