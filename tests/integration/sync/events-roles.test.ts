/**
 * The events stream of a staff role announces the versions of the tables that role reads, and
 * no others: an editor's stream says nothing when a lead arrives (they do not read leads), and
 * announces a change to a table they read with the version their pull then reaches, so their
 * device pulls once for it, and never for a lead.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSyncEngine } from '../../../web/src/sync/engine.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  insertContact,
  openEvents,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';
import { adminTransport } from '../../helpers/sync-transport.ts';
import { desktopLogin } from '../auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const EDITOR = { email: 'editor@lumen.example', password: 'Quiet-Meadow-Ink-58' };

let ctx: TestContext;
let admin: Session;
let editor: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
  editor = await signIn(ctx, EDITOR, 'editor');
});
afterAll(() => ctx.close());

const versionIn = (data: string) => (JSON.parse(data) as { version: string }).version;

async function insertPost(slug: string): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into blog_posts (title, slug, content, author)
    values ('Roles', ${slug}, 'Text', 'Anna') returning id`;
  if (!row) throw new Error('insert failed');
  return versionOf(ctx, 'blog_posts', row.id);
}

/** The admin's stream has announced `version`: every stream's feed has heard of it. */
async function adminHeard(stream: Awaited<ReturnType<typeof openEvents>>, version: string) {
  let seen = versionIn((await stream.next()).data);
  while (BigInt(seen) < BigInt(version)) seen = versionIn((await stream.next()).data);
}

describe('GET /api/sync/events for an editor', () => {
  it('announces the versions of the tables they read, never a lead’s', async () => {
    const post = await insertPost('first');
    const lead = await versionOf(ctx, 'contact_submissions', await insertContact(ctx));
    const adminStream = await openEvents(ctx.app, admin.cookie);
    const editorStream = await openEvents(ctx.app, editor.cookie);
    try {
      // At once: the latest of their tables, not the lead that came after it.
      expect(versionIn((await editorStream.next()).data)).toBe(post);
      await adminHeard(adminStream, lead);

      // Leads arrive: the admin hears of each, the editor of none; then a post changes.
      const leads: string[] = [];
      for (const name of ['Jaan Jõgi', 'Tiina Tamm']) {
        const id = await insertContact(ctx, { name });
        leads.push(await versionOf(ctx, 'contact_submissions', id));
        await adminHeard(adminStream, leads.at(-1) ?? '0');
      }
      const next = await insertPost('second');
      expect(versionIn((await editorStream.next()).data)).toBe(next);
      expect(BigInt(next)).toBeGreaterThan(BigInt(leads.at(-1) ?? '0'));
    } finally {
      await adminStream.close();
      await editorStream.close();
    }
  });

  it('makes an editor’s device pull once for a post, and not at all for leads', async () => {
    const { accessToken } = await desktopLogin(ctx, EDITOR);
    const transport = adminTransport(ctx.app, accessToken, { events: true });
    let pulls = 0;
    const pull = transport.pull.bind(transport);
    transport.pull = (...args) => {
      pulls += 1;
      return pull(...args);
    };
    const engine = createSyncEngine({
      user: { id: editor.userId, email: EDITOR.email, role: 'editor' },
      transport,
      network: { isOnline: () => true, subscribe: () => () => {} },
      // No polling: only the events stream makes the device pull.
      timing: { pollMs: 3_600_000 },
    });
    const adminStream = await openEvents(ctx.app, admin.cookie);
    try {
      await vi.waitFor(() => expect(engine.status.get()).toMatchObject({ ready: true }), {
        timeout: 10_000,
      });
      // The stream's first event (the version the device already has) pulls nothing.
      await vi.waitFor(() => expect(engine.status.get().phase).toBe('idle'), { timeout: 10_000 });
      const before = pulls;

      for (const name of ['Jaan Jõgi', 'Tiina Tamm', 'Mari Maasikas']) {
        const id = await insertContact(ctx, { name });
        await adminHeard(adminStream, await versionOf(ctx, 'contact_submissions', id));
      }
      const [post] = await ctx.db.sql<{ id: string }[]>`
        insert into blog_posts (title, slug, content, author)
        values ('Pulled', 'pulled', 'Text', 'Anna') returning id`;
      await vi.waitFor(
        async () => {
          expect(await engine.db.rows('blog_posts').get(post?.id ?? '')).toMatchObject({
            title: 'Pulled',
          });
          expect(engine.status.get()).toMatchObject({ phase: 'idle', error: null });
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(pulls - before).toBe(1);
    } finally {
      await adminStream.close();
      await engine.destroyLocal();
    }
  });
});
