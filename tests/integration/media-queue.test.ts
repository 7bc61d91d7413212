/**
 * Pictures are sized in the worker pool, in a queue per person: a burst from one person is
 * refused past UPLOADS_PER_USER with a clear answer, while a colleague's upload goes through.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaMessages } from '../../shared/media.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { noisyPhoto as photo } from '../helpers/noisy-photo.ts';
import { type Session, signIn } from '../helpers/sync-api.ts';
import { ORIGIN } from './auth-fixtures.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let ctx: TestContext;
let mari: Session;
let jaan: Session;
beforeAll(async () => {
  ctx = await createTestApp({ UPLOADS_PER_USER: '1', WORKER_THREADS: '2' });
  mari = await signIn(ctx);
  jaan = await signIn(ctx, { email: 'jaan@lumen.example', password: 'Amber-Falcon-Meadow-58' });
});
afterAll(() => ctx.close());

function upload(bytes: Uint8Array, cookie: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  return Promise.resolve(
    ctx.app.request('/api/admin/media', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
      body: form,
    }),
  );
}

describe('uploads queued per person', () => {
  it('refuses a person’s uploads past their limit, and takes a colleague’s meanwhile', async () => {
    const pictures = await Promise.all([1, 2, 3, 4].map((seed) => photo(seed)));
    const [mine, theirs] = [pictures.slice(0, 3), pictures[3]];
    const answers = await Promise.all([
      ...mine.map((bytes) => upload(bytes, mari.cookie)),
      upload(theirs as Buffer, jaan.cookie),
    ]);
    const statuses = answers.map((res) => res.status);
    // One of Mari's three is sized; the others are refused at once, while it is in work.
    expect(statuses.slice(0, 3).sort()).toEqual([201, 429, 429]);
    expect(statuses[3]).toBe(201);
    const refused = answers.find((res) => res.status === 429) as Response;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const { error } = (await refused.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'rate_limited', message: mediaMessages.queueFull });
  });

  it('takes the next upload once the earlier one is done', async () => {
    expect((await upload(await photo(5), mari.cookie)).status).toBe(201);
    expect((await upload(await photo(6), mari.cookie)).status).toBe(201);
  });
});
