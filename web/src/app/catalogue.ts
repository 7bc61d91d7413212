import { DEFAULT_LANG, type Lang } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';

/**
 * The catalogues the page has. The server holds both languages. A public page in the browser
 * holds only the part of its language's catalogue it uses, which the server sends in the page's
 * data (see recordCatalogueUse); the back office loads its language's whole catalogue.
 */
const loaded: Partial<Record<Lang, Messages>> = {};

/** Set while the server renders a page: which parts of the catalogue the page reads. */
let recording: Set<string> | null = null;

export function provideCatalogue(lang: Lang, messages: Messages): void {
  loaded[lang] = messages;
}

export function catalogue(lang: Lang): Messages {
  const messages = loaded[lang] ?? loaded[DEFAULT_LANG] ?? Object.values(loaded)[0];
  if (!messages) throw new Error('No catalogue loaded: call loadCatalogue() before rendering.');
  return recording ? recorded(messages, recording) : messages;
}

export async function loadCatalogue(lang: Lang): Promise<void> {
  if (loaded[lang]) return;
  loaded[lang] =
    lang === 'et'
      ? (await import('../../../shared/i18n/et/index.ts')).et
      : (await import('../../../shared/i18n/en/index.ts')).en;
}

/**
 * Parts a page gets only when it reads them while rendering on the server. Each is taken whole
 * (`pages.faq` with every question), so strings a page shows later (a search's 'No results
 * found.') come along with the ones it showed first. Every other part (navigation, footer,
 * common words, form labels and messages for the newsletter popup on every page) always goes.
 */
const ON_USE = new Set<string>(['pages', 'content', 'auth']);

function recorded(messages: Messages, used: Set<string>): Messages {
  return new Proxy(messages, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !ON_USE.has(key)) return value;
      if (key !== 'pages') {
        used.add(key);
        return value;
      }
      return new Proxy(value as object, {
        get(pages, page, pagesReceiver) {
          if (typeof page === 'string') used.add(`pages.${page}`);
          return Reflect.get(pages, page, pagesReceiver);
        },
      });
    },
  });
}

/** Runs a (synchronous) render and returns what it produced with the catalogue parts it read. */
export function recordCatalogueUse<T>(render: () => T): { result: T; used: Set<string> } {
  const used = new Set<string>();
  recording = used;
  try {
    return { result: render(), used };
  } finally {
    recording = null;
  }
}

/** The part of `messages` a page needs in the browser: the parts it read, and the always-sent ones. */
export function catalogueSubset(messages: Messages, used: Set<string>): Partial<Messages> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (!ON_USE.has(key)) out[key] = value;
    else if (key !== 'pages' && used.has(key)) out[key] = value;
  }
  const pages: Record<string, unknown> = {};
  for (const [page, value] of Object.entries(messages.pages)) {
    if (used.has(`pages.${page}`)) pages[page] = value;
  }
  out.pages = pages;
  return out as Partial<Messages>;
}
