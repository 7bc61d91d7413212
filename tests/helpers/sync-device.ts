import { createSyncDb } from '../../web/src/sync/db.ts';
import { createMutate } from '../../web/src/sync/mutate.ts';
import { pullAll } from '../../web/src/sync/pull.ts';
import { type PushOptions, pushAll } from '../../web/src/sync/push.ts';
import { blogPostArgs } from './blog-post-args.ts';
import { FakeSyncServer, fakeTransport } from './sync-fake-server.ts';

/** The devices' clock in the push tests. */
export const DEVICE_NOW = () => new Date('2025-06-01T12:00:00Z');

let devices = 0;

/**
 * A device as the push tests set it up: its local copy (a Dexie database of its own, on
 * fake-indexeddb), a fake server, the transport between them, `mutate`, and a pull and a push
 * on the devices' clock. Delete `db` after each test.
 */
export function fakeDevice(name: string, options: { onQueued?: () => void } = {}) {
  devices += 1;
  const db = createSyncDb(`${name}-${devices}`);
  const server = new FakeSyncServer();
  const transport = fakeTransport(server);
  const signal = new AbortController().signal;
  const mutate = createMutate({
    db,
    now: DEVICE_NOW,
    actorEmail: 'me@lumen.example',
    onQueued: options.onQueued ?? (() => {}),
  });
  return {
    db,
    server,
    transport,
    signal,
    mutate,
    pull: () => pullAll({ db, transport, signal, now: DEVICE_NOW }),
    push: (more: Partial<Pick<PushOptions, 'batchSize' | 'batchBytes'>> = {}) =>
      pushAll({ db, transport, signal, now: DEVICE_NOW, ...more }),
  };
}

/** A blog post as the server holds it, written to `server` (`over` changes its fields). */
export function serverPost(server: FakeSyncServer, over: Parameters<typeof blogPostArgs>[0] = {}) {
  return server.insert('blog_posts', {
    ...blogPostArgs({ title: 'A post', ...over }),
    seo_title: 'A post',
    view_count: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  });
}
