import sharp from 'sharp';
import { expect } from 'vitest';
import type { MediaView } from '../../shared/media.ts';
import { ORIGIN } from '../integration/auth-fixtures.ts';

interface RequestsApp {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** Uploads a 400×300 JPEG through the back office's media API as the signed-in `cookie`. */
export async function uploadPicture(app: RequestsApp, cookie: string): Promise<MediaView> {
  const picture = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(picture)]), 'office.jpg');
  const res = await app.request('/api/admin/media', {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { media: MediaView }).media;
}
