/**
 * The trash (shared/admin/trash.ts): a deleted lead or post is listed with who deleted it and
 * when it goes for good, comes back whole on restore, and a permanent delete removes it at once,
 * raising the purge horizon so a copy that never saw the deletion is rebuilt. Each is audited.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_DEFAULTS, BLOG_MESSAGES } from '../../../shared/admin/blog.ts';
import type { TrashPage } from '../../../shared/admin/trash.ts';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  changeAudit,
  insertContact,
  mutation,
  pull,
  push,
  type Session,
  signIn,
  versionOf,
} from '../../helpers/sync-api.ts';

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx);
});
afterAll(() => ctx.close());

async function one(name: string, args: unknown, baseVersion?: string): Promise<MutationResult> {
  const extra = baseVersion ? { baseVersion } : {};
  const { results } = await push(ctx, admin.cookie, [mutation(name, args, extra)]);
  return results[0] as MutationResult;
}

async function trash(query = ''): Promise<TrashPage> {
  const res = await call(ctx, admin.cookie, 'GET', `/api/admin/trash${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TrashPage;
}

const blogPost = (slug: string) => ({
  id: randomUUID(),
  title: 'Contract review, faster',
  slug,
  content: 'Body text.',
  author: BLOG_DEFAULTS.author,
  excerpt: null,
  category: BLOG_DEFAULTS.category,
  tags: [],
  featured_image: null,
  seo_title: null,
  seo_description: null,
  published: false,
  featured: false,
  published_at: null,
  title_et: null,
  content_et: null,
  excerpt_et: null,
  seo_title_et: null,
  seo_description_et: null,
});

describe('the trash', () => {
  it('lists a deleted contact with who deleted it and when it is purged, newest first', async () => {
    const older = await insertContact(ctx, { name: 'Older Deletion' });
    const id = await insertContact(ctx, { name: 'Kati Karu', email: 'kati@firma.ee' });
    expect(await one('contact.delete', { id: older })).toMatchObject({ status: 'applied' });
    ctx.clock.advance(60_000);
    const deletedAt = ctx.clock.now();
    expect(await one('contact.delete', { id })).toMatchObject({ status: 'applied' });

    const page = await trash('?table=contact_submissions');
    expect(page.items.slice(0, 2).map((i) => i.row.name)).toEqual(['Kati Karu', 'Older Deletion']);
    expect(page.items[0]).toMatchObject({
      table: 'contact_submissions',
      deletedBy: admin.email,
      deletedAt: deletedAt.toISOString(),
      purgeAt: new Date(deletedAt.getTime() + 30 * 24 * 3600 * 1000).toISOString(),
      row: { id, email: 'kati@firma.ee' },
    });
    // The address is personal data the sync never sends: neither does the trash.
    expect(page.items[0]?.row).not.toHaveProperty('ip_address');
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('restores a deleted contact as it was, through the push, audited', async () => {
    const id = await insertContact(ctx, { name: 'Restored Person', status: 'in_progress' });
    await one('contact.delete', { id });
    const result = await one('contact.undelete', { id });
    expect(result).toMatchObject({
      status: 'applied',
      row: { id, name: 'Restored Person', status: 'in_progress', deleted_at: null },
    });
    expect((await trash('?table=contact_submissions')).items.map((i) => i.row.id)).not.toContain(
      id,
    );
    const audit = await changeAudit(ctx, id);
    expect(audit.map((a) => a.action)).toEqual(['contact.delete', 'contact.undelete']);
    expect(audit[1]?.details).toMatchObject({ after: { deleted_at: null } });
    // Restoring what is not in the trash changes nothing and audits nothing.
    expect(await one('contact.undelete', { id })).toMatchObject({ status: 'applied' });
    expect(await changeAudit(ctx, id)).toHaveLength(2);
  });

  it('deletes for good: the row goes, the horizon rises, and an older copy is rebuilt', async () => {
    const id = await insertContact(ctx, { name: 'Gone For Good' });
    const { cursor } = (await pull(ctx, admin.cookie, '0', 5000)) as { cursor: string };
    await one('contact.delete', { id });
    const tombstone = await versionOf(ctx, 'contact_submissions', id);

    // Only a record in the trash can be deleted for good.
    const live = await insertContact(ctx, { name: 'Still Here' });
    expect(await one('contact.purge', { id: live })).toMatchObject({
      status: 'rejected',
      code: 'not_allowed',
      message: 'This record is not in the trash.',
    });

    expect(await one('contact.purge', { id })).toMatchObject({ status: 'applied' });
    const rows = await ctx.db.sql`select 1 from contact_submissions where id = ${id}`;
    expect(rows).toHaveLength(0);
    const [state] = await ctx.db.sql<{ purged: string }[]>`
      select purged_version::text as purged from sync_state`;
    expect(BigInt(state?.purged ?? '0')).toBeGreaterThanOrEqual(BigInt(tombstone));
    // A copy made before the deletion never saw the tombstone: it must start again.
    expect(await pull(ctx, admin.cookie, cursor)).toMatchObject({ reset: true });
    expect((await changeAudit(ctx, id)).map((a) => a.action)).toEqual([
      'contact.delete',
      'contact.purge',
    ]);
    // Deleting again what is already gone is done, not an error.
    expect(await one('contact.purge', { id })).toMatchObject({ status: 'applied' });
    // And it cannot be restored.
    expect(await one('contact.undelete', { id })).toMatchObject({
      status: 'rejected',
      code: 'not_found',
    });
  });

  it('refuses to restore a post whose slug another post took meanwhile, saying so', async () => {
    const slug = `trash-${randomUUID().slice(0, 8)}`;
    const first = blogPost(slug);
    expect(await one('blog.create', first)).toMatchObject({ status: 'applied' });
    const base = await versionOf(ctx, 'blog_posts', first.id);
    expect(await one('blog.delete', { id: first.id }, base)).toMatchObject({ status: 'applied' });
    expect(await one('blog.create', blogPost(slug))).toMatchObject({ status: 'applied' });

    expect(await one('blog.undelete', { id: first.id })).toMatchObject({
      status: 'rejected',
      code: 'taken',
      message: BLOG_MESSAGES.slugTaken,
    });
    const page = await trash('?table=blog_posts');
    expect(page.items.map((i) => i.row.id)).toContain(first.id);
  });

  it('says which parameter is wrong', async () => {
    const res = await call(ctx, admin.cookie, 'GET', '/api/admin/trash?table=users&page=0');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      table: 'Choose a kind of record that has a trash.',
      page: 'Enter a page number of at least 1.',
    });
  });
});
