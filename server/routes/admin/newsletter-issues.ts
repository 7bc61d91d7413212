/**
 * Issues of the newsletter under /api/admin/newsletter-issues (issue #48). Reading (GET) is for
 * the readers of newsletter_issues (sales: the sent issues only, else 404); the actions for its
 * writers (editors and administrators): the guard of routes/admin.ts. A draft's text changes
 * through the sync push (newsletterIssue.create, .save, .delete).
 *
 * GET  /audience                → 200 { en, et }   confirmed, not unsubscribed, not suppressed
 * GET  /:id/preview?lang=en|et  → 200 { lang, subject, text, html }   the mail as sent
 * GET  /:id/report              → 200 { status, total, queued, sent, failed: [{ email, error }],
 *                                       cancelled, suppressed, unsubscribed }
 * POST /:id/send                → 200 { id, status: 'sending', recipients }
 * POST /:id/schedule {at}       → 200 { id, status: 'scheduled' }   at: ISO time, in the future
 * POST /:id/pause | /resume | /cancel → 200 { id, status }
 * POST /:id/test                → 200 { sent: 2 }   the issue in both languages to the caller
 * POST /:id/archive {inArchive} → 200 { id, status }   a sent issue out of / back in the archive
 * 404 not_found; 409 with a code saying why (not_sendable, empty, held, wrong_status, …).
 */
import { Hono } from 'hono';
import {
  archiveSchema,
  previewQuerySchema,
  scheduleSchema,
} from '../../../shared/admin/newsletter-issues.ts';
import { type AuthEnv, staffRole } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody, readJson } from '../../http/body.ts';
import {
  changeSending,
  issueAudience,
  issueReport,
  previewIssue,
  scheduleIssue,
  sendIssue,
  sendTest,
  setInArchive,
} from '../../services/admin/newsletter-issues.ts';

export function newsletterIssueRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  const actor = (c: Parameters<typeof actorOf>[0]) => actorOf(c, deps.config.trustProxy);

  app.get('/audience', async (c) => c.json(await issueAudience(deps.sql)));
  app.get('/:id/preview', async (c) => {
    const { lang } = parseBody(previewQuerySchema, c.req.query());
    return c.json(await previewIssue(deps, c.req.param('id'), lang, staffRole(c)));
  });
  app.get('/:id/report', async (c) =>
    c.json(await issueReport(deps.sql, c.req.param('id'), staffRole(c))),
  );
  app.post('/:id/send', async (c) => c.json(await sendIssue(deps, actor(c), c.req.param('id'))));
  app.post('/:id/schedule', async (c) => {
    const { at } = parseBody(scheduleSchema, await readJson(c));
    return c.json(await scheduleIssue(deps, actor(c), c.req.param('id'), at));
  });
  for (const change of ['pause', 'resume', 'cancel'] as const) {
    app.post(`/:id/${change}`, async (c) =>
      c.json(await changeSending(deps, actor(c), c.req.param('id'), change)),
    );
  }
  app.post('/:id/test', async (c) => c.json(await sendTest(deps, actor(c), c.req.param('id'))));
  app.post('/:id/archive', async (c) => {
    const { inArchive } = parseBody(archiveSchema, await readJson(c));
    return c.json(await setInArchive(deps, actor(c), c.req.param('id'), inArchive));
  });

  return app;
}
