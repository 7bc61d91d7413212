import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { isImageAddress } from '../../../../shared/admin/posts.ts';
import { NetworkError } from '../../../../web/src/lib/api.ts';
import type { SyncDb } from '../../../../web/src/sync/db.ts';
import {
  keepUpload,
  PENDING_PREFIX,
  pendingIdsIn,
  type UploadOutcome,
} from '../../../../web/src/sync/uploads.ts';
import { blogPostArgs } from '../../../helpers/blog-post-args.ts';
import { DEVICE_NOW, fakeDevice, serverPost } from '../../../helpers/sync-device.ts';
import { contact } from '../../../helpers/sync-fake-server.ts';

// Pictures chosen offline (issue #26): kept on the device, uploaded before the change that uses
// them, and the change sent with the picture's real address; the server never sees a stand-in.

let db: SyncDb;
afterEach(async () => {
  await db.delete();
});

const now = DEVICE_NOW;
const _signal = new AbortController().signal;
const UPLOADED = '/media/0123456789abcdef0123456789abcdef.jpg';

async function setup() {
  const { server, transport, mutate, ...device } = fakeDevice('push-uploads-test');
  db = device.db;
  const lead = server.insert('contact_submissions', contact());
  const posts = ['first', 'second'].map((slug) => serverPost(server, { slug }));
  await device.pull();
  /** The file names uploaded, in order. */
  const uploaded: string[] = [];
  let answer: (name: string) => Promise<UploadOutcome> = async () => ({ url: UPLOADED });
  transport.upload = async (file, name) => {
    expect(file.size).toBeGreaterThan(0);
    const outcome = await answer(name);
    uploaded.push(name);
    return outcome;
  };
  const photo = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], 'office.jpg', {
      type: 'image/jpeg',
    });
  return {
    server,
    transport,
    mutate,
    lead,
    uploaded,
    photo,
    answerWith(next: typeof answer) {
      answer = next;
    },
    push: () => device.push(),
    /** Saves the first (or second) post with `over`; resolves with its id. */
    savePost: async (over: Record<string, unknown>, which = 0) => {
      const post = posts[which] as (typeof posts)[number];
      const fields = blogPostArgs();
      const current = Object.fromEntries(
        Object.keys(fields).map((k) => [k, post[k] ?? fields[k as keyof typeof fields]]),
      ) as typeof fields;
      await mutate('blog.save', { ...current, title: 'With a picture', ...over });
      return { id: post.id, before: post };
    },
  };
}

describe('a picture chosen offline', () => {
  it('is uploaded once before the changes that name it, which reach the server rewritten', async () => {
    const { server, transport, uploaded, photo, push, savePost } = await setup();
    const standIn = await keepUpload(db, photo(), now());
    expect(standIn.startsWith(PENDING_PREFIX)).toBe(true);
    // The stand-in is a valid picture address for the form and the queued change.
    expect(isImageAddress(standIn)).toBe(true);
    const kept = await db._uploads.toArray();
    expect(kept).toEqual([
      expect.objectContaining({ fileName: 'office.jpg', url: null, preview: expect.any(String) }),
    ]);
    const { id } = await savePost({
      featured_image: standIn,
      content: `Our office:\n\n![The office](${standIn})`,
    });
    // Shown here at once, from the stand-in.
    expect((await db.rows('blog_posts').get(id))?.featured_image).toBe(standIn);
    const pushed: string[] = [];
    const serve = transport.push;
    transport.push = (request, s) => {
      pushed.push(JSON.stringify(request));
      return serve(request, s);
    };

    await push();

    expect(uploaded).toEqual(['office.jpg']);
    expect(pushed.join()).not.toContain(PENDING_PREFIX);
    expect(server.get(id).row).toMatchObject({
      featured_image: UPLOADED,
      content: `Our office:\n\n![The office](${UPLOADED})`,
    });
    expect((await db.rows('blog_posts').get(id))?.featured_image).toBe(UPLOADED);
    // The file is not kept once uploaded; the stand-in now means its address.
    expect(await db._uploads.get(kept[0]?.id as string)).toMatchObject({
      url: UPLOADED,
      blob: null,
    });
  });

  it('waits, queued, while the upload cannot reach the server, and goes once it can', async () => {
    const { server, uploaded, photo, push, savePost, answerWith } = await setup();
    const standIn = await keepUpload(db, photo(), now());
    const first = await savePost({ featured_image: standIn });
    const second = await savePost({ title: 'Same picture', featured_image: standIn }, 1);
    answerWith(async () => {
      throw new NetworkError();
    });
    await expect(push()).rejects.toBeInstanceOf(NetworkError);
    expect(await db._mutations.count()).toBe(2);
    expect(server.appliedCount).toBe(0);

    answerWith(async () => ({ url: UPLOADED }));
    await push();
    // One upload for both changes that use the picture.
    expect(uploaded).toEqual(['office.jpg']);
    expect(server.get(first.id).row.featured_image).toBe(UPLOADED);
    expect(server.get(second.id).row.featured_image).toBe(UPLOADED);
  });

  it('refused by the server: the change using it is rolled back and the person told why', async () => {
    const { server, mutate, lead, photo, push, savePost, answerWith } = await setup();
    const standIn = await keepUpload(db, photo(), now());
    const { id, before } = await savePost({ featured_image: standIn });
    await mutate('contact.setStatus', { id: lead.id, status: 'resolved' });
    answerWith(async () => ({
      refused: 'This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
    }));

    await push();

    expect(await db._mutations.count()).toBe(0);
    expect(server.appliedCount).toBe(1);
    expect(server.get(lead.id).row.status).toBe('resolved');
    // Back to the server's post.
    expect(await db.rows('blog_posts').get(id)).toEqual(before);
    expect(await db._notices.toArray()).toEqual([
      expect.objectContaining({
        kind: 'rejected',
        rowId: id,
        final: true,
        message:
          'office.jpg: This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
        // What was typed is kept with the notice.
        attempted: expect.objectContaining({ title: 'With a picture', featured_image: standIn }),
      }),
    ]);
  });

  it('finds stand-ins in every argument, nested or inside a text', () => {
    const a = '11111111-2222-4333-8444-555555555555';
    const b = '66666666-7777-4888-8999-000000000000';
    expect([
      ...pendingIdsIn({
        featured_image: `${PENDING_PREFIX}${a}`,
        tags: ['x', `![](${PENDING_PREFIX}${b}) and ![](${PENDING_PREFIX}${a})`],
        published: true,
      }),
    ]).toEqual([a, b]);
    expect(pendingIdsIn({ featured_image: UPLOADED }).size).toBe(0);
  });
});
