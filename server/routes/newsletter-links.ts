/**
 * The links of the newsletter mails (services/newsletter-links.ts). Public: the token in the link
 * is the only key. A GET never changes anything (mail scanners open links); the pages' buttons
 * post.
 *
 * GET  /api/newsletter/confirm?token=… → 200 { state: 'valid' | 'used' | 'expired' | 'invalid' }
 * POST /api/newsletter/confirm  JSON { token }
 *   200 { state: 'confirmed' }   subscribed and confirmed_at set, the link spent
 *   409 link_used | 410 link_expired | 404 link_invalid (unknown, deleted or unsubscribed since)
 *   Plain form post (token, lang): 303 to /newsletter/confirm (or /et/…)
 *   ?result=confirmed|used|expired|invalid, never with the token.
 *
 * GET  /api/newsletter/unsubscribe?token=… → 200 { state: 'valid' | 'invalid' }; opened in a
 *   browser (Accept: text/html first), 303 to the unsubscribe page /newsletter/unsubscribe?token=…
 *   (/et/… when Estonian comes first in Accept-Language), which asks before unsubscribing.
 * POST /api/newsletter/unsubscribe?token=…   one-click (RFC 8058: the mail's List-Unsubscribe,
 *   body `List-Unsubscribe=One-Click`, any content type): 200 { state: 'unsubscribed' } | 404
 * POST /api/newsletter/unsubscribe  JSON { token } → the same answers
 *   Plain form post (token, lang): 303 to /newsletter/unsubscribe ?result=unsubscribed|invalid.
 * Unsubscribing an address that already is answers as a success.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Lang } from '../../shared/constants.ts';
import { localePath } from '../../shared/paths.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { isFormPost, parseBody, readForm, readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { noStore } from '../http/no-store.ts';
import {
  CONFIRM_PAGE_PATH,
  type ConfirmState,
  checkConfirmLink,
  checkUnsubscribeLink,
  confirmSignup,
  UNSUBSCRIBE_PAGE_PATH,
  unsubscribeByLink,
} from '../services/newsletter-links.ts';

const tokenSchema = z.object({
  token: z.string('The link is not valid.').min(16, 'The link is not valid.').max(200),
});

const INVALID = new AppError(404, 'link_invalid', 'This link is not valid.');
const REFUSALS: Record<Exclude<ConfirmState, 'valid'>, AppError> = {
  used: new AppError(409, 'link_used', 'This link has already been used.'),
  expired: new AppError(410, 'link_expired', 'This link has expired.'),
  invalid: INVALID,
};

/** A browser navigating here (it asks for HTML first), not a script asking for JSON. */
function wantsPage(c: Context): boolean {
  const accept = c.req.header('accept') ?? '';
  return /text\/html/.test(accept) && !/^\s*application\/json/.test(accept);
}

function formLang(form: Record<string, string>): Lang {
  return form.lang === 'et' ? 'et' : 'en';
}

export function newsletterLinkRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', noStore);

  app.get('/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    return c.json({ state: await checkConfirmLink(deps.sql, token, deps.clock.now()) });
  });

  app.post('/confirm', async (c) => {
    const ip = clientIp(c, deps.config.trustProxy);
    if (isFormPost(c)) {
      const form = await readForm(c);
      const state = await confirmSignup(deps.sql, form.token ?? '', deps.clock.now(), ip);
      const result = state === 'valid' ? 'confirmed' : state;
      return c.redirect(`${localePath(formLang(form), CONFIRM_PAGE_PATH)}?result=${result}`, 303);
    }
    const { token } = parseBody(tokenSchema, await readJson(c));
    const state = await confirmSignup(deps.sql, token, deps.clock.now(), ip);
    if (state !== 'valid') throw REFUSALS[state];
    return c.json({ state: 'confirmed' });
  });

  app.get('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    // The List-Unsubscribe address opened in a browser (some mail apps do): the human page,
    // which asks before it unsubscribes. The page itself asks here for JSON.
    if (wantsPage(c)) {
      const lang: Lang = /^\s*et\b/i.test(c.req.header('accept-language') ?? '') ? 'et' : 'en';
      const page = localePath(lang, UNSUBSCRIBE_PAGE_PATH);
      return c.redirect(`${page}?${new URLSearchParams({ token })}`, 303);
    }
    return c.json({ state: await checkUnsubscribeLink(deps.sql, token) });
  });

  app.post('/unsubscribe', async (c) => {
    const ip = clientIp(c, deps.config.trustProxy);
    const oneClick = c.req.query('token');
    if (oneClick !== undefined) return unsubscribed(c, deps, oneClick, ip);
    if (isFormPost(c)) {
      const form = await readForm(c);
      const state = await unsubscribeByLink(deps.sql, form.token ?? '', deps.clock.now(), ip);
      const result = state === 'valid' ? 'unsubscribed' : 'invalid';
      const page = localePath(formLang(form), UNSUBSCRIBE_PAGE_PATH);
      return c.redirect(`${page}?result=${result}`, 303);
    }
    const { token } = parseBody(tokenSchema, await readJson(c));
    return unsubscribed(c, deps, token, ip);
  });
  return app;
}

async function unsubscribed(c: Context, deps: AppDeps, token: string, ip: string | null) {
  const state = await unsubscribeByLink(deps.sql, token, deps.clock.now(), ip);
  if (state !== 'valid') throw INVALID;
  return c.json({ state: 'unsubscribed' });
}
