/**
 * The browser's sync engine under staff roles, against the real server: an editor's IndexedDB
 * holds no lead table at all, and when their role changes the device opens the new role's copy,
 * takes over the queued changes the new role may make, tells of the others, and deletes the old.
 */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../web/src/features/auth/session.ts';
import { syncDbName } from '../../../web/src/sync/db.ts';
import { createSyncEngine, type SyncEngine } from '../../../web/src/sync/engine.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { insertContact, type Session, signIn } from '../../helpers/sync-api.ts';
import { adminTransport } from '../../helpers/sync-transport.ts';
import { createAccount, desktopLogin } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const EDITOR = { email: 'editor@lumen.example', password: 'Quiet-Meadow-Ink-58' };
const LEAD_TABLES = [
  'contact_submissions',
  'sales_enquiries',
  'partner_applications',
  'support_tickets',
  'lead_replies',
  'reply_templates',
];

let ctx: TestContext;
let admin: Session;
let editorId: string;
let token: string;
const engines: SyncEngine[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  editorId = await createAccount(ctx, EDITOR, 'editor');
  token = (await desktopLogin(ctx, EDITOR)).accessToken;
  await insertContact(ctx, { name: 'Mari Maasikas' });
  await ctx.db.sql`insert into blog_posts (title, slug, content, author)
    values ('Roles', 'roles', 'Text', 'Anna')`;
});
afterAll(async () => {
  for (const engine of engines) await engine.destroyLocal();
  await ctx.close();
});

function start(user: SessionUser, onScopeChanged?: () => void): SyncEngine {
  const engine = createSyncEngine({
    user,
    transport: adminTransport(ctx.app, token),
    network: { isOnline: () => true, subscribe: () => () => {} },
    timing: { pollMs: 3_600_000, retryMinMs: 20, retryMaxMs: 80 },
    ...(onScopeChanged ? { onScopeChanged } : {}),
  });
  engines.push(engine);
  return engine;
}

async function storesOf(name: string): Promise<string[]> {
  const db = new Dexie(name);
  await db.open();
  const stores = [...db.backendDB().objectStoreNames];
  db.close();
  return stores;
}

describe('the sync engine of a staff role', () => {
  it('keeps an editor’s leads off the device, and moves to the new role’s copy when it changes', async () => {
    const editor = start({ id: editorId, email: EDITOR.email, role: 'editor' }, () => {
      scopeChanged += 1;
    });
    let scopeChanged = 0;
    await vi.waitFor(() => expect(editor.status.get().ready).toBe(true), { timeout: 20_000 });

    const stores = await storesOf(syncDbName(editorId, 'editor'));
    expect(stores).toContain('blog_posts');
    expect(stores).toContain('newsletter_signups');
    expect(stores.filter((s) => LEAD_TABLES.includes(s))).toEqual([]);
    const [post] = await editor.db.rows('blog_posts').toArray();
    expect(post).toMatchObject({ title: 'Roles' });

    // Queued while the server still answers: one change the next role may make, one it may not.
    const [signup] = await ctx.db.sql<{ id: string }[]>`
      insert into newsletter_signups (email) values ('reader@example.ee') returning id`;
    editor.stop();
    const queued = start({ id: editorId, email: EDITOR.email, role: 'editor' });
    await vi.waitFor(() => expect(queued.status.get().ready).toBe(true), { timeout: 20_000 });
    queued.stop();
    const db = new Dexie(syncDbName(editorId, 'editor'));
    await db.open();
    await db
      .table('_mutations')
      .bulkAdd([
        queuedChange('blog.setFeatured', 'blog_posts', post?.id ?? '', { featured: true }),
        queuedChange('newsletter.unsubscribe', 'newsletter_signups', signup?.id ?? '', {}),
      ]);
    db.close();

    const res = await ctx.app.request(`/api/admin/users/${editorId}/role`, {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        origin: 'http://localhost',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ role: 'sales' }),
    });
    expect(res.status).toBe(200);

    // The old role's engine learns of it on its next pull and stops there.
    const stale = start({ id: editorId, email: EDITOR.email, role: 'editor' }, () => {
      scopeChanged += 1;
    });
    await vi.waitFor(() => expect(scopeChanged).toBe(1), { timeout: 20_000 });
    expect(stale.status.get().error).toBe(
      'Your role has changed. The back office now opens the records your new role may see.',
    );
    stale.stop();

    const sales = start({ id: editorId, email: EDITOR.email, role: 'sales' });
    await vi.waitFor(() => expect(sales.status.get().ready).toBe(true), { timeout: 20_000 });
    expect(await Dexie.exists(syncDbName(editorId, 'editor'))).toBe(false);
    expect(await sales.db.rows('contact_submissions').count()).toBeGreaterThan(0);
    // Unsubscribe is the sales role's to make: taken over and sent.
    await vi.waitFor(
      async () => {
        const [row] = await ctx.db.sql`select subscribed from newsletter_signups
          where id = ${signup?.id ?? ''}`;
        expect(row?.subscribed).toBe(false);
      },
      { timeout: 20_000 },
    );
    // Featuring a post is not: told, not sent.
    const notices = await sales.db._notices.toArray();
    expect(notices).toEqual([
      expect.objectContaining({
        mutation: 'blog.setFeatured',
        message: 'Your role no longer allows this change, so it was not saved.',
      }),
    ]);
    const [featured] = await ctx.db
      .sql`select featured from blog_posts where id = ${post?.id ?? ''}`;
    expect(featured?.featured).toBe(false);
  });
});

function queuedChange(name: string, table: string, rowId: string, patch: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    name,
    args: { id: rowId, ...patch },
    table,
    rowId,
    kind: 'update',
    patch: name === 'newsletter.unsubscribe' ? { subscribed: false } : patch,
    createdAt: new Date().toISOString(),
    status: 'pending',
  };
}
