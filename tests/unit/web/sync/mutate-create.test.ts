import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES, type BlogPostArgs } from '../../../../shared/admin/blog.ts';
import { createSyncDb, type SyncDb } from '../../../../web/src/sync/db.ts';
import { createMutate } from '../../../../web/src/sync/mutate.ts';
import { applyResults } from '../../../../web/src/sync/push.ts';

let db: SyncDb;
let n = 0;
afterEach(async () => {
  await db.delete();
});

const now = () => new Date('2026-11-22T12:00:00.000Z');
const id = '3e9c7a1b-4f5d-4b6e-8c8a-0d1f2e3a4b5c';

const post: BlogPostArgs = {
  id,
  title: 'Offline draft',
  slug: 'offline-draft',
  content: 'Written on a train.',
  author: 'Lumen Legal Team',
  excerpt: null,
  category: 'Legal Technology',
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
};

function setup() {
  n += 1;
  db = createSyncDb(`mutate-create-${n}`);
  return createMutate({ db, now, actorEmail: 'me@lumen.example', onQueued: () => {} });
}

describe('making a record on this device', () => {
  it('shows it at once with version 0, and chains a later edit to the create', async () => {
    const mutate = setup();
    const created = await mutate('blog.create', post);
    expect(await db.rows('blog_posts').get(id)).toMatchObject({
      title: 'Offline draft',
      seo_title: 'Offline draft',
      version: '0',
      created_at: '2026-11-22T12:00:00.000Z',
      deleted_at: null,
    });
    const saved = await mutate('blog.save', { ...post, title: 'Renamed on the train' });
    const queued = await db._mutations.orderBy('seq').toArray();
    expect(queued.map((m) => [m.id, m.kind, m.after, m.baseVersion])).toEqual([
      [created, 'insert', undefined, undefined],
      [saved, 'update', created, '0'],
    ]);
    expect(await db.rows('blog_posts').get(id)).toMatchObject({ title: 'Renamed on the train' });
  });

  it('refuses to make a record whose id this copy already holds', async () => {
    const mutate = setup();
    await mutate('blog.create', post);
    await expect(mutate('blog.create', post)).rejects.toThrow('exists already');
  });

  it('is removed when the server refuses it, and the notice keeps what was typed', async () => {
    const mutate = setup();
    await mutate('blog.create', post);
    const batch = await db._mutations.toArray();
    await applyResults(
      db,
      batch,
      [
        {
          id: batch[0]?.id as string,
          status: 'rejected',
          code: 'taken',
          message: BLOG_MESSAGES.slugTaken,
          fields: { slug: BLOG_MESSAGES.slugTaken },
        },
      ],
      now(),
    );
    expect(await db.rows('blog_posts').get(id)).toBeUndefined();
    const [notice] = await db._notices.toArray();
    expect(notice).toMatchObject({
      kind: 'rejected',
      message: BLOG_MESSAGES.slugTaken,
      mutationId: batch[0]?.id,
      attempted: { title: 'Offline draft', content: 'Written on a train.' },
    });
  });

  it('a save that met someone else’s keeps the server’s reason, their row and what was typed', async () => {
    const mutate = setup();
    const server = {
      ...post,
      title: 'Theirs',
      version: '7',
      created_at: 'x',
      updated_at: 'x',
      deleted_at: null,
    };
    await db.rows('blog_posts').put({ ...server, version: '5' });
    await mutate('blog.save', { ...post, title: 'Mine' }, { baseVersion: '5' });
    const batch = await db._mutations.toArray();
    expect(batch[0]?.baseVersion).toBe('5');
    const reason =
      'Someone else changed this record since you opened it; your change was not made.';
    await applyResults(
      db,
      batch,
      [
        {
          id: batch[0]?.id as string,
          status: 'conflict',
          table: 'blog_posts',
          row: server,
          message: reason,
        },
      ],
      now(),
    );
    expect(await db.rows('blog_posts').get(id)).toMatchObject({ title: 'Theirs', version: '7' });
    const [notice] = await db._notices.toArray();
    expect(notice).toMatchObject({
      kind: 'conflict',
      message: reason,
      row: { title: 'Theirs' },
      attempted: { title: 'Mine' },
    });
  });
});
