import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';
import { catalogue } from './catalogue.ts';

/** Estonian pages live under /et; everything else is English (en-GB). */
export function langFromPath(pathname: string): Lang {
  return pathname === '/et' || pathname.startsWith('/et/') ? 'et' : DEFAULT_LANG;
}

/** The path of the same page in `lang` (query and hash are kept by the caller). */
export function localePath(lang: Lang, path: string): string {
  const bare = stripLang(path);
  if (lang === 'en') return bare;
  return bare === '/' ? '/et' : `/et${bare}`;
}

export function stripLang(path: string): string {
  if (path === '/et') return '/';
  return path.startsWith('/et/') ? path.slice(3) : path;
}

const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The language of the page (a public page's from its address; the back office is English). */
export const LangProvider = LangContext.Provider;

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): Messages {
  return catalogue(useLang());
}

/** `to` for a link inside the site, in the current language. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path: string) => localePath(lang, path);
}
