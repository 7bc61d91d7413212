import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { HTML_LANG } from '../../../shared/constants.ts';
import { useLang, useT } from './i18n.ts';
import { documentTitle, pageMeta } from './meta.ts';

/** The server writes <head>; after client navigation this keeps title and lang current. */
export function DocumentMeta() {
  const matches = useMatches();
  const t = useT();
  const lang = useLang();
  const title = documentTitle(pageMeta(matches, t, lang).title);
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = HTML_LANG[lang];
  }, [title, lang]);
  return null;
}
