/**
 * The customer's answer to the satisfaction mail sent when a support ticket is resolved (see
 * services/support-satisfaction.ts). Public: the single-use token in the link is the only key.
 *
 * GET /api/support-satisfaction?token=… → 200 { state: 'valid' | 'used' | 'expired' | 'invalid',
 *   ticketNumber?: string }   // ticketNumber only while the link can be used
 *
 * POST /api/support-satisfaction  JSON { token, rating: 1..5 }
 *   200 { state: 'rated' }   customer_satisfaction set, the link spent
 *   409 { error: { code: 'link_used' } }     the link was used (or the ticket rated) before
 *   410 { error: { code: 'link_expired' } }
 *   404 { error: { code: 'link_invalid' } }  unknown token, or the ticket was deleted
 *   400 validation_failed with fields.rating / fields.token
 * Plain HTML form post (urlencoded: token, rating, lang 'en' | 'et'): 303 See Other to
 *   /support/rate (or /et/support/rate) ?result=rated|used|expired|invalid|missing, never with
 *   the token, so the spent link does not linger in the address bar or history.
 */
import { type Context, Hono } from 'hono';
import type { Lang } from '../../shared/constants.ts';
import { localePath } from '../../shared/paths.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, ValidationError } from '../errors.ts';
import { isFormPost, readForm, readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { noStore } from '../http/no-store.ts';
import {
  CSAT_PAGE_PATH,
  checkSatisfactionLink,
  type LinkState,
  rateSupportTicket,
} from '../services/support-satisfaction.ts';

const REFUSALS: Record<Exclude<LinkState, 'valid'>, AppError> = {
  used: new AppError(409, 'link_used', 'This link has already been used.'),
  expired: new AppError(410, 'link_expired', 'This link has expired.'),
  invalid: new AppError(404, 'link_invalid', 'This link is not valid.'),
};

export function supportSatisfactionRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', noStore);

  app.get('/', async (c) => {
    const token = c.req.query('token') ?? '';
    return c.json(await checkSatisfactionLink(deps.sql, token, deps.clock.now()));
  });

  app.post('/', async (c) => {
    const ip = clientIp(c, deps.config.trustProxy);
    if (isFormPost(c)) return formPost(c, deps, ip);
    const state = await rateSupportTicket(deps, await readJson(c), deps.clock.now(), ip);
    if (state !== 'valid') throw REFUSALS[state];
    return c.json({ state: 'rated' });
  });
  return app;
}

async function formPost(c: Context, deps: AppDeps, ip: string | null) {
  const form = await readForm(c);
  const lang: Lang = form.lang === 'et' ? 'et' : 'en';
  const page = localePath(lang, CSAT_PAGE_PATH);
  let result: string;
  try {
    const state = await rateSupportTicket(deps, form, deps.clock.now(), ip);
    result = state === 'valid' ? 'rated' : state;
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    // No choice made: back to the form with the token, to choose again.
    const token = form.token ?? '';
    if (!err.fields?.rating || err.fields.token || !token) result = 'invalid';
    else return c.redirect(`${page}?token=${encodeURIComponent(token)}&result=missing`, 303);
  }
  return c.redirect(`${page}?result=${result}`, 303);
}
