/**
 * The trash for the back office's Trash screen, under /api/admin/trash (any staff role; each
 * sees the kinds of record their role reads, shared/admin/access.ts).
 *
 * GET /api/admin/trash?table=&page=1 → 200
 *   { items: [ { table, row, deletedAt, deletedBy, purgeAt } ], total, page, pageSize }
 *   Newest deletion first, 50 a page; `table` keeps one kind of record (a synced table with a
 *   trash). `row` is the record as the sync sends it. Restoring and deleting for good are
 *   mutations (`<prefix>.undelete`, `<prefix>.purge`) through the sync push, audited there.
 *   A bad parameter: 400 validation_failed with `fields`.
 */
import { Hono } from 'hono';
import { trashQuerySchema } from '../../../shared/admin/trash.ts';
import { type AuthEnv, staffRole } from '../../auth/access.ts';
import type { AppDeps } from '../../deps.ts';
import { parseBody } from '../../http/body.ts';
import { listTrash } from '../../services/admin/trash.ts';

export function trashRoutes(deps: AppDeps): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>();
  app.get('/', async (c) =>
    c.json(await listTrash(deps.sql, parseBody(trashQuerySchema, c.req.query()), staffRole(c))),
  );
  return app;
}
