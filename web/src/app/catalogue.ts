import { DEFAULT_LANG, type Lang } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';

/**
 * The catalogues the page has. The server provides both languages up front; the browser loads
 * only the language it shows (the other is about as large again) and fetches the second one
 * when the visitor switches language, before the first page in it renders.
 */
const loaded: Partial<Record<Lang, Messages>> = {};

export function provideCatalogue(lang: Lang, messages: Messages): void {
  loaded[lang] = messages;
}

export function catalogue(lang: Lang): Messages {
  const messages = loaded[lang] ?? loaded[DEFAULT_LANG] ?? Object.values(loaded)[0];
  if (!messages) throw new Error('No catalogue loaded: call loadCatalogue() before rendering.');
  return messages;
}

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (loaded[lang]) return;
  loaded[lang] =
    lang === 'et'
      ? (await import('../../../shared/i18n/et/index.ts')).et
      : (await import('../../../shared/i18n/en/index.ts')).en;
}
