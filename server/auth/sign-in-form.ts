import { isStaff } from '../../shared/admin/access.ts';
import type { Lang } from '../../shared/constants.ts';
import { localePath, safeNextPath, stripLang } from '../../shared/paths.ts';
import { RateLimitError, ValidationError } from '../errors.ts';
import { languageFromHeaders } from '../http/lead-request.ts';
import { InvalidCredentialsError, PendingSignInExpiredError } from './sign-in.ts';

/**
 * The no-JavaScript sign-in: the lead forms' contract (shared/schemas/form-post.ts) applied to
 * POST /api/auth/login. The partner sign-in page's plain `<form method="post">` sends, urlencoded:
 *   email, password  as with JSON
 *   next             optional: where to go after signing in (a path in the partner area)
 *   return_to        the page the form is on: /partners/login or /et/partners/login
 *   lang             'en' | 'et', used when return_to is not one of those pages
 * The answer is always `303 See Other`:
 *   success   the validated `next` (in the page's language), else /partners/dashboard
 *             (/et/partners/dashboard); an administrator goes to /admin, as with JavaScript.
 *   failure   <page>?error=<code>[&email=<the address typed>][&next=<next>] (never the password)
 *             codes: required (a field left empty) | invalid (wrong credentials: the same for an
 *             unknown address and a disabled account) | locked (too many failed attempts; the
 *             JSON answer's 429) | expired (the code step's 5 minutes are over) | unexpected
 *             (anything else, logged)
 *   two-step  for an account with two-step sign-in, a right password is answered `200` with a
 *             page asking for the code (sign-in-code-page.ts), which posts it to
 *             POST /api/auth/login/code with a pending sign-in token instead of the password;
 *             a wrong, just used or paused code gets the page again with the reason, and the
 *             outcome is then as above.
 * Lock-out counting, timing, audit, session and cookies are those of the JSON sign-in.
 */
export type SignInFormError = 'required' | 'invalid' | 'locked' | 'expired' | 'unexpected';

/** The sign-in pages that post this form, and their language. */
const SIGN_IN_PAGES = new Map<string, Lang>([
  ['/partners/login', 'en'],
  ['/et/partners/login', 'et'],
]);
const PARTNER_HOME = '/partners/dashboard';
const MAX_EMAIL = 320;
const MAX_NEXT = 2000;

export interface SignInFormPost {
  /** The sign-in page a failure goes back to. */
  page: string;
  lang: Lang;
  /** The address as typed (trimmed, bounded), to fill the field in again. */
  email: string;
  /** The page to open after signing in, validated; null for none (the dashboard). */
  next: string | null;
}

/** Where the form came from and where it should lead, from the posted fields. */
export function readSignInFormPost(
  form: Record<string, string>,
  acceptLanguage: string | undefined,
): SignInFormPost {
  const fromPage = form.return_to === undefined ? undefined : SIGN_IN_PAGES.get(form.return_to);
  const lang: Lang =
    fromPage ??
    (form.lang === 'en' || form.lang === 'et'
      ? form.lang
      : languageFromHeaders(undefined, acceptLanguage));
  return {
    page: localePath(lang, '/partners/login'),
    lang,
    email: (form.email ?? '').trim().slice(0, MAX_EMAIL),
    next: partnerNextPath(form.next, lang),
  };
}

/**
 * `next` when it is a page of the partner area (the rules of the browser's safeNextPath; an
 * Estonian page keeps /et), else null. The dashboard itself is the default, so it is null too.
 */
export function partnerNextPath(next: string | undefined, lang: Lang): string | null {
  if (!next || next.length > MAX_NEXT) return null;
  const path = safeNextPath(stripLang(next), '/partners');
  return path === PARTNER_HOME ? null : localePath(lang, path);
}

/** Where a successful sign-in goes: as the page does with JavaScript. */
export function signInFormLanding(post: SignInFormPost, role: string): string {
  if (isStaff(role)) return '/admin';
  return post.next ?? localePath(post.lang, PARTNER_HOME);
}

/** Back to the sign-in page with the error code, the address typed and `next`. */
export function signInFormRetry(post: SignInFormPost, error: SignInFormError): string {
  const query = new URLSearchParams({ error });
  if (post.email) query.set('email', post.email);
  if (post.next) query.set('next', post.next);
  return `${post.page}?${query.toString()}`;
}

/** The error code for a failed sign-in; `unexpected` for anything not caused by the input. */
export function signInFormError(err: unknown, form: Record<string, string>): SignInFormError {
  if (err instanceof ValidationError) {
    return !form.email?.trim() || !form.password ? 'required' : 'invalid';
  }
  if (err instanceof InvalidCredentialsError) return 'invalid';
  if (err instanceof PendingSignInExpiredError) return 'expired';
  if (err instanceof RateLimitError) return 'locked';
  return 'unexpected';
}
