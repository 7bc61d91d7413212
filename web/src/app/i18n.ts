import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '../../../shared/constants.ts';
import type { Messages } from '../../../shared/i18n/index.ts';
import { localePath } from '../../../shared/paths.ts';
import { catalogue } from './catalogue.ts';

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
