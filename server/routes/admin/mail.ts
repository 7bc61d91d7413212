/**
 * The mail outbox for the back office's Mail screen, under /api/admin/mail (admins only, the
 * guard of routes/admin.ts: 401 without a session, 403 for another role).
 *
 * GET /api/admin/mail?page=1&pageSize=25 → 200
 *   { items: [ { id, to, subject, kind, state, createdAt, sentAt, attempts, nextAttemptAt,
 *                lastError } ], total, page, pageSize, mailEnabled, replyTo }
 *   Newest first. state: not_delivered (no SMTP_URL: nothing is sent), queued, sent, failed
 *   (lastError is the mail server's answer; nextAttemptAt when it is tried again). pageSize
 *   1..100. A bad parameter: 400 validation_failed with `fields`.
 *
 * GET /api/admin/mail/status → 200 { enabled, replyTo }   whether a mail server is configured,
 *   and the team's shared Reply-To of replies to leads (null: each reply's writer's address).
 *
 * GET /api/admin/mail/:id → 200 { …the list's fields, body, hidden, resendable }
 *   `body` is the text part, or null with `hidden` saying why (sign_in_link | recipient_link):
 *   a mail carrying a link meant for its recipient alone is never shown (shared/admin/mail.ts
 *   MAIL_BODY_POLICY). 404 not_found.
 *
 * POST /api/admin/mail/:id/resend → 200 (as GET /:id)
 *   Makes an unsent message due now; audited as mail.resent. 404 not_found; 409 already_sent.
 */
import { Hono } from 'hono';
import { type MailStatus, mailQuerySchema } from '../../../shared/admin/mail.ts';
import type { AuthEnv } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody } from '../../http/body.ts';
import { listMail, mailDetail, resendMail } from '../../services/admin/mail.ts';

export function mailRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const enabled = () => deps.mailer.enabled;
  const replyTo = deps.config.replyTo ?? null;

  app.get('/', async (c) =>
    c.json(await listMail(deps.sql, parseBody(mailQuerySchema, c.req.query()), enabled(), replyTo)),
  );
  app.get('/status', (c) => c.json({ enabled: enabled(), replyTo } satisfies MailStatus));
  app.get('/:id', async (c) => c.json(await mailDetail(deps.sql, c.req.param('id'), enabled())));
  app.post('/:id/resend', async (c) =>
    c.json(await resendMail(deps, actorOf(c, deps.config.trustProxy), c.req.param('id'))),
  );

  return app;
}
