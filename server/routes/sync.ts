/**
 * The back office's sync protocol (ARCHITECTURE.md, "Sync protocol"; shapes in
 * shared/sync/protocol.ts). Staff only: without a session 401, a partner 403. Never cached.
 * Each staff role has its scope (shared/admin/access.ts): the pull sends only the tables and
 * columns the role reads, and the push refuses a change the role may not make.
 *
 * GET /api/sync/pull?since=<version>&limit=<1..5000, default 1000> → 200
 *   { reset: false, schemaVersion, changes: [ { table, row } ], cursor, hasMore, total? }
 *   Rows of every synced table whose version is above `since`, in version order, tombstones
 *   (deleted_at set) included; rows carry every column except the table's `omit`, times as ISO
 *   text ending in Z, `version` as a decimal string. `cursor` is the last change's version (or
 *   `since` when there is none): pass it as `since` next time; pull again while `hasMore`.
 *   A pull from `since=0` also carries `total`: the number of rows, tombstones included, across
 *   every synced table (counted once, in the first page's snapshot), so a client can show how far
 *   its first copy is; later cursors leave it out.
 *   A pull from zero also carries `horizon`, the purge horizon it was made under: send it back as
 *   `&horizon=` on every later pull of that copy. Every page carries `scope` (the role it was
 *   read for): send it back as `&scope=`. A copy made under another scope (the person's role
 *   changed; a copy without `scope` counts as an administrator's) is answered
 *   200 { reset: true, scope, message }: drop it and pull from 0.
 *   A `since` below the tombstone purge horizon (deletions older than 30 days are forgotten),
 *   unless the `horizon` sent is at or above it (those deletions were purged before the copy):
 *   200 { reset: true, schemaVersion, message } — drop the local copy and pull from 0.
 *   Both carry `serverTime` (ISO), the server's clock: clients judge times against it.
 *   Invalid since/limit: 400 validation_failed.
 *
 * POST /api/sync/push  { mutations: [ { id: uuid, name, args, baseVersion? } ] }  (1..100)
 *   → 200 { schemaVersion, results: [ one per mutation, in order ] }, each
 *     { id, status: 'applied', table, row }
 *     { id, status: 'rejected', code: 'unknown_mutation'|'validation_failed'|'not_found'|
 *       'invalid'|'not_allowed'|'forbidden'|'mutation_id_taken'|'mutation_id_reused'|
 *       'outcome_unknown',
 *       message, fields? }
 *     (outcome_unknown: a resend, `resentFrom` more than 29 days ago, whose answer may have
 *     been purged: not applied, as it may have been applied then)
 *     (forbidden: the person's role may not make this change; nothing was applied)
 *     (not_allowed: the record's state does not allow the change, e.g. Unsubscribe of an
 *     address already unsubscribed; `message` says why)
 *     { id, status: 'conflict', table, row (the server's current row or tombstone), message }
 *   Each mutation runs in its own transaction; the same id again returns its first answer.
 *   A malformed body: 400 validation_failed. A body over PUSH_BODY_MAX_BYTES (4 MiB, room for
 *   the largest valid post save; other endpoints keep BODY_LIMIT_BYTES): 413
 *   payload_too_large. Either way nothing in the request was applied.
 *
 * GET /api/sync/events → text/event-stream
 *   `event: changed` / `data: {"version":"<n>"}` on connect and whenever rows of a table the
 *   person's role reads change (at most one per 100 ms): the latest version among those tables,
 *   which the role's pull reaches (an admin, who reads every table, hears the sequence's latest
 *   version); a change to a table the role does not read is not announced. A `: ping` comment
 *   every 25 s. The stream ends when the session ends
 *   or the person's role changes (the client reconnects and pulls under the new scope). A session
 *   ended on the server (Sessions screen, sign-out elsewhere, password change, disabled account)
 *   is told at once: `event: ended` / `data: {"code":"session_ended"}`, then the stream closes;
 *   the device signs out and deletes its local copy.
 */
import { Hono } from 'hono';
import { pullQuery, pushRequestSchema } from '../../shared/sync/protocol.ts';
import { type AuthEnv, requireStaff, staffRole } from '../auth/access.ts';
import { findLiveSession, sessionWasEnded } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { actorOf } from '../http/actor.ts';
import { parseBody, readJson } from '../http/body.ts';
import { noStore } from '../http/no-store.ts';
import { streamChanges } from '../services/sync/events.ts';
import { pullAnswerBody, pullChanges } from '../services/sync/pull.ts';
import { pushMutations } from '../services/sync/push.ts';

export function syncRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  // Before any route, so a route added later cannot forget the guard (or caching rule).
  app.use('*', noStore);
  app.use('*', requireStaff(deps));

  app.get('/pull', async (c) => {
    const query = parseBody(pullQuery, c.req.query());
    const started = performance.now();
    const answer = await pullChanges(deps.sql, query, staffRole(c));
    // How long the database read took, for the page's Resource Timing (bench:sync prints it
    // beside the time to the first byte); staff only, as the route is.
    c.header('Server-Timing', `pull;dur=${(performance.now() - started).toFixed(1)}`);
    return c.body(pullAnswerBody(answer, deps.clock.now().toISOString()), 200, {
      'Content-Type': 'application/json',
    });
  });
  app.post('/push', async (c) => {
    const body = parseBody(pushRequestSchema, await readJson(c));
    return c.json(await pushMutations(deps, actorOf(c, deps.config.trustProxy), body.mutations));
  });
  app.get('/events', (c) => {
    const user = c.get('user');
    return streamChanges(c, deps, {
      role: staffRole(c),
      stillAllowed: async () => {
        const live = await findLiveSession(deps.sql, user.sessionId, user.id, deps.clock.now());
        // A changed role ends the stream: the client reconnects and pulls under its new scope.
        if (live) return live.role === user.role ? 'allowed' : 'rescoped';
        return (await sessionWasEnded(deps.sql, user.sessionId, user.id)) ? 'ended' : 'rescoped';
      },
    });
  });

  return app;
}
