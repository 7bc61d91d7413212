/**
 * People's data (GDPR articles 15, 17 and 20) for the back office's People's data screen, under
 * /api/admin/people-data: administrators only (401 without a session, 403 for any other role).
 * The address is matched trimmed and without regard to letter case; a missing or malformed one
 * is 400 validation_failed with `fields.email`.
 *
 * GET /api/admin/people-data?email= → 200
 *   { email, groups: [ { table, count, records: [ { id, createdAt, deletedAt, fields } ] } ],
 *     total, mentions: [ { table, count, records } ], mentionTotal, staffAccount }
 *   Every table of shared/admin/people-data.ts PEOPLE_DATA_TABLES in its order, with the fields
 *   that hold personal data; the newest PEOPLE_DATA_SHOWN_MAX records of each. A record is the
 *   person's by its own address columns; `mentions` are other people's records whose text names
 *   the address (per MENTION_TABLES table), which the export and the erasure leave out.
 *
 * GET /api/admin/people-data/export?email= → 200 application/zip (an attachment)
 *   people-data.json ({ email, exportedAt, records: { <table>: [row, …] } }) and <table>.csv for
 *   each table with records. Audited as people.exported, with counts and without the address.
 *
 * POST /api/admin/people-data/erase { email, confirm } → 200 { counts: { <table>: n }, total }
 *   `confirm` is the address typed again (400 with `fields.confirm` otherwise). Anonymises or
 *   deletes every record (services/people-data-erase.ts); audited as people.erased, with counts
 *   and without the address. 409 staff_account for the address of a staff account.
 */
import { Hono } from 'hono';
import { eraseSchema, peopleDataQuerySchema } from '../../../shared/admin/people-data.ts';
import { type AuthEnv, requireAdmin } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../http/actor.ts';
import { parseBody, readJson } from '../../http/body.ts';
import { exportPeopleData, findPeopleData } from '../../services/people-data.ts';
import { erasePeopleData } from '../../services/people-data-erase.ts';

export function peopleDataRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.use('*', requireAdmin(deps));
  const emailOf = (query: Record<string, string>) => parseBody(peopleDataQuerySchema, query).email;

  app.get('/', async (c) => c.json(await findPeopleData(deps, emailOf(c.req.query()))));
  app.get('/export', async (c) => {
    const actor = actorOf(c, deps.config.trustProxy);
    const file = await exportPeopleData(deps, actor, emailOf(c.req.query()));
    return c.body(file.bytes, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    });
  });
  app.post('/erase', async (c) =>
    c.json(
      await erasePeopleData(
        deps,
        actorOf(c, deps.config.trustProxy),
        parseBody(eraseSchema, await readJson(c)),
      ),
    ),
  );
  return app;
}
