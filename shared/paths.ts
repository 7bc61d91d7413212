import { DEFAULT_LANG, type Lang } from './constants.ts';

/**
 * Address helpers used by the browser and the server alike (the server builds redirects with
 * them, so they must not live in browser modules).
 */

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

/**
 * The page to return to after sign-in: only a path inside `area` (never another origin, never a
 * protocol-relative '//host' or a backslash trick), else the area's home.
 */
export function safeNextPath(next: string | null, area: '/admin' | '/partners'): string {
  const home = area === '/admin' ? '/admin' : '/partners/dashboard';
  if (!next) return home;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(next, 'http://local.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://local.invalid') return home;
  const inArea = url.pathname === area || url.pathname.startsWith(`${area}/`);
  if (!inArea || url.pathname === `${area}/login`) return home;
  return url.pathname + url.search + url.hash;
}
