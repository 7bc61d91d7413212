import { LANGUAGE_PREFERENCE, type Lang } from '../../../../shared/constants.ts';
import { localePath } from '../../../../shared/paths.ts';
import { useLang, useT } from '../../app/i18n.ts';
import { Link, useLocation } from '../../app/page-router.tsx';

/** The stored language preference (public-site §3 values en-gb / ee), kept for a year. */
export function rememberLanguage(lang: Lang) {
  const value = LANGUAGE_PREFERENCE[lang];
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = `lang=${value}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
}

/** Goes to the same page (query and hash kept) in the other language and remembers the choice. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const other: Lang = lang === 'en' ? 'et' : 'en';
  return (
    <Link
      className={`language-toggle ${className}`}
      to={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={other === 'et' ? 'et' : 'en-GB'}
      lang={other === 'et' ? 'et' : 'en-GB'}
      aria-label={t.language.switchLabel}
      onClick={() => rememberLanguage(other)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <span>{t.language.other}</span>
    </Link>
  );
}
