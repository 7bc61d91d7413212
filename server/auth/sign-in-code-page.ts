/**
 * The second step of the sign-in without JavaScript: the page the server answers a right
 * password with when the account has two-step sign-in. A plain form posting the code to
 * POST /api/auth/login/code with the pending sign-in token (pending-sign-in.ts, never the
 * password), the sign-in page it came from, its language and `next`; the message of a code that
 * was refused (the JavaScript page's, in the page's language).
 */
import type { Lang } from '../../shared/constants.ts';
import { messages } from '../../shared/i18n/index.ts';
import { escapeHtml } from '../../shared/text.ts';
import type { SignInFormPost } from './sign-in-form.ts';

export type CodeStepMessage = 'needed' | 'wrong' | 'spent' | 'locked';

export interface CodePage {
  lang: Lang;
  /** The pending sign-in token. */
  pending: string;
  /** The sign-in page the form was posted from (where "start again" leads). */
  page: string;
  next: string | null;
  message: CodeStepMessage | null;
}

export function renderCodePage(p: CodePage): string {
  const t = messages(p.lang).auth.signInCode;
  const e = escapeHtml;
  const alert = p.message
    ? `<p id="code-error" class="auth-error" role="alert">${e(t[p.message])}</p>`
    : '';
  const describedBy = p.message ? 'code-error code-hint' : 'code-hint';
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)}</title>
</head>
<body>
<main id="main" class="auth-page">
<h1>${e(t.heading)}</h1>
<p>${e(t.lead)}</p>
<form method="post" action="/api/auth/login/code">
<input type="hidden" name="pending" value="${e(p.pending)}">
<input type="hidden" name="return_to" value="${e(p.page)}">
<input type="hidden" name="lang" value="${p.lang}">
${p.next ? `<input type="hidden" name="next" value="${e(p.next)}">\n` : ''}${alert}
<p><label for="code">${e(t.label)}</label></p>
<p id="code-hint">${e(t.hint)}</p>
<p><input id="code" name="code" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" maxlength="40" required autofocus aria-describedby="${describedBy}"${p.message ? ' aria-invalid="true"' : ''}></p>
<p><button type="submit">${e(t.submit)}</button></p>
</form>
<p><a href="${e(p.page)}">${e(t.startOver)}</a></p>
</main>
</body>
</html>
`;
}

/** The page's fields from the sign-in form's post: its language, page and `next`. */
export function codePageOf(post: SignInFormPost): Pick<CodePage, 'lang' | 'page' | 'next'> {
  return { lang: post.lang, page: post.page, next: post.next };
}
