/**
 * Public lead endpoints.
 *
 *   POST /api/contact                 contact form               201 { id }
 *   POST /api/sales-enquiries         sales enquiry              201 { id }
 *   POST /api/newsletter              newsletter (page, popup)   201 { id } | 409 already_subscribed
 *        stored pending and mailed a confirmation link (double opt-in, routes/newsletter-links.ts)
 *   POST /api/partner-applications    partner application        201 { id }
 *   POST /api/support-tickets         support request            201 { id, ticket_number }
 *   POST /.netlify/functions/subscribe-newsletter   = /api/newsletter for old clients, which
 *        send { email } without an Idempotency-Key (optional there); stored with source 'legacy'
 *
 * JSON (`Content-Type: application/json`): the fields of the shared schema (shared/schemas/) plus
 *   lang        'en' | 'et' (else Content-Language, then Accept-Language) — messages and the
 *               stored `language`
 *   website     honeypot: hidden in the forms, must stay empty
 *   fill_ms     ms from the form becoming usable (hydrated) to submit, measured by the page
 *               (performance.now()); under 1000 = suspected bot. Preferred: it does not depend
 *               on the visitor's clock
 *   started_at  else: epoch ms when the form became usable (without JavaScript: when the page
 *               was rendered); under 1 s before our clock's now = suspected bot (a time in the
 *               future = a fast clock, let through)
 *   source      newsletter only: 'page' | 'popup' (picks the popup's wording for an empty address)
 * and the header `Idempotency-Key: <uuid>` (required; one per submission, reused on retries).
 * Answers: 201 as above; the same key again → the first answer, nothing stored; the same key
 * with a different body → 422 idempotency_key_reused; invalid → 400 validation_failed with
 * `fields` (first message per field, spec order, request language); 429 rate_limited with
 * Retry-After. A suspected bot (honeypot filled, too fast) is validated like anyone; when valid it
 * gets the same 201 (or redirect) as a person and is STORED, flagged as suspected spam
 * (`spam_reason` 'honeypot' | 'too_fast', `spam_at`): hidden from the back office's lists,
 * counts, dashboard and notifications until restored, deleted after 30 days. Nothing a person
 * sends is ever dropped. A lead is stored even when its staff notification cannot be queued.
 *
 * Plain HTML form post (`application/x-www-form-urlencoded`, no JavaScript, no idempotency key):
 * the same fields as hidden/visible inputs, plus optional `return_to` (a same-site path such as
 * /et/contact; otherwise the form's page, under /et when lang=et). The answer is always
 * `303 See Other` to that page (see shared/schemas/form-post.ts, FORM_PAGES for the anchors):
 *   success      <page>?sent=<form>#<anchor>                 form: contact|sales|newsletter|partner|support
 *                support adds &ticket=<ticket number>; a newsletter address already subscribed
 *                counts as success
 *   invalid      <page>?form=<form>&error=<field>:<code>,…&<field>=<submitted value>…#<anchor>
 *                codes required|invalid|option|too_long, fields in spec order; values of
 *                the schema's fields only, each cut to 1,000 characters; decodeFormErrors()
 *                turns `error` back into the catalogue's messages
 *   rate limit   <page>?form=<form>&error=_form:rate_limited#<anchor>
 * Any other content type → 415 unsupported_media_type.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FORM_ENDPOINTS } from '../../shared/forms.ts';
import { messages } from '../../shared/i18n/index.ts';
import { encodeFormErrors, FORM_PAGES } from '../../shared/schemas/index.ts';
import { truncateCodePoints } from '../../shared/text.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, PayloadTooLargeError, RateLimitError, ValidationError } from '../errors.ts';
import { type LeadRequest, readLeadRequest } from '../http/lead-request.ts';
import { contactEndpoint } from '../services/leads/contact.ts';
import { newsletterEndpoint } from '../services/leads/newsletter.ts';
import { partnerApplicationEndpoint } from '../services/leads/partner-application.ts';
import { salesEnquiryEndpoint } from '../services/leads/sales-enquiry.ts';
import { type LeadEndpoint, type LeadWriter, submitLead } from '../services/leads/submit.ts';
import { supportTicketEndpoint } from '../services/leads/support-ticket.ts';

/** The form's path under /api (the shared contract names the full path the pages post to). */
function apiPath(form: keyof typeof FORM_ENDPOINTS): string {
  return FORM_ENDPOINTS[form].slice('/api'.length);
}

export function publicApiRoutes(deps: AppDeps, writer: LeadWriter): Hono {
  const app = new Hono();
  app.post(apiPath('contact'), leadHandler(deps, writer, contactEndpoint));
  app.post(apiPath('sales'), leadHandler(deps, writer, salesEnquiryEndpoint));
  app.post(
    apiPath('newsletter'),
    leadHandler(deps, writer, newsletterEndpoint(false, deps.config.publicOrigin)),
  );
  app.post(apiPath('partner'), leadHandler(deps, writer, partnerApplicationEndpoint));
  app.post(apiPath('support'), leadHandler(deps, writer, supportTicketEndpoint));
  return app;
}

/** Old clients post the newsletter popup to /.netlify/functions/subscribe-newsletter. */
export function legacyFunctionRoutes(deps: AppDeps, writer: LeadWriter): Hono {
  const app = new Hono();
  // Mounted outside /api, so the API's body limit is applied here too.
  app.use(
    bodyLimit({
      maxSize: deps.config.bodyLimitBytes,
      onError: () => {
        throw new PayloadTooLargeError();
      },
    }),
  );
  app.post(
    '/subscribe-newsletter',
    leadHandler(deps, writer, newsletterEndpoint(true, deps.config.publicOrigin)),
  );
  return app;
}

function leadHandler<T>(deps: AppDeps, writer: LeadWriter, endpoint: LeadEndpoint<T>) {
  return async (c: Context) => {
    const req = await readLeadRequest(c, deps.config);
    if (req.kind === 'json') {
      const answer = await submitLead(deps, writer, endpoint, req);
      return c.json(answer.body, answer.status as ContentfulStatusCode);
    }
    return c.redirect(await formPostLocation(deps, writer, endpoint, req), 303);
  };
}

/** A plain form post: the outcome becomes the query string of the page it came from. */
async function formPostLocation<T>(
  deps: AppDeps,
  writer: LeadWriter,
  endpoint: LeadEndpoint<T>,
  req: LeadRequest,
): Promise<string> {
  const page = FORM_PAGES[endpoint.form];
  const path = returnPath(req.body.return_to) ?? localised(page.path, req.lang);
  const query = new URLSearchParams();
  try {
    const answer = await submitLead(deps, writer, endpoint, req);
    query.set('sent', endpoint.form);
    if (typeof answer.body.ticket_number === 'string')
      query.set('ticket', answer.body.ticket_number);
  } catch (err) {
    if (err instanceof AppError && err.code === 'already_subscribed') {
      query.set('sent', endpoint.form);
    } else if (err instanceof ValidationError) {
      query.set('form', endpoint.form);
      query.set('error', encodeFormErrors(err.fields ?? {}, messages(req.lang).validation));
      const schemaFields = Object.keys(
        (endpoint.schema(messages(req.lang).validation, req.body) as { def?: { shape?: object } })
          .def?.shape ?? {},
      );
      for (const field of schemaFields) {
        const value = req.body[field];
        if (typeof value === 'string' && value.trim()) {
          query.set(field, truncateCodePoints(value, 1000));
        }
      }
    } else if (err instanceof RateLimitError) {
      query.set('form', endpoint.form);
      query.set('error', '_form:rate_limited');
    } else {
      throw err;
    }
  }
  return `${path}?${query.toString()}#${page.anchor}`;
}

function localised(path: string, lang: string): string {
  if (lang !== 'et') return path;
  return path === '/' ? '/et' : `/et${path}`;
}

/** Only a path on this site: no scheme, no host, no protocol-relative `//`, no backslashes. */
export function returnPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path.length > 300 || !/^\/(?![/\\])[A-Za-z0-9\-._~/%]*$/.test(path)) return null;
  if (path.startsWith('/api/') || path.startsWith('/.netlify/')) return null;
  return path;
}
