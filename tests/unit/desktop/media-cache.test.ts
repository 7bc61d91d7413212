import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMediaCache } from '../../../desktop/media-cache.ts';
import { createAppProtocolHandler } from '../../../desktop/protocol.ts';
import { mediaUrl } from '../../../shared/media.ts';

const HASH = '0123456789abcdef0123456789abcdef';
const PICTURE = mediaUrl(HASH, 320, 'webp');
const BYTES = Buffer.from('RIFF....WEBPVP8 a picture');

/** A real server of pictures, which counts what it is asked for and can be switched off. */
let server: Server;
let origin: string;
let asked: string[];
let dir: string;

beforeEach(async () => {
  asked = [];
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url?.startsWith(`/media/${HASH}`)) {
      res.writeHead(200, { 'Content-Type': 'image/webp' }).end(BYTES);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-media-'));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function appScheme(configured: () => string | null = () => origin, maxFiles?: number) {
  return createAppProtocolHandler({
    bundleDir: dir,
    api: async () => new Response(null, { status: 500 }),
    media: createMediaCache({ server: configured, fetch, dir: path.join(dir, 'media'), maxFiles }),
  });
}

describe('uploaded pictures in the desktop app', () => {
  it('come from the server once, then from the disk, offline too', async () => {
    const handle = appScheme();
    const first = await handle(new Request(`app://admin${PICTURE}`));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/webp');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(BYTES);

    // The server is gone (no connection): the kept copy answers.
    await new Promise((resolve) => server.close(resolve));
    const again = await handle(new Request(`app://admin${PICTURE}`));
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(BYTES);
    expect(asked).toEqual([PICTURE]);
  });

  it('answers a picture never seen while offline with no picture, so the page shows what stands in', async () => {
    const handle = appScheme(() => 'http://127.0.0.1:9');
    expect((await handle(new Request(`app://admin${PICTURE}`))).status).toBe(502);
    expect((await appScheme(() => null)(new Request(`app://admin${PICTURE}`))).status).toBe(503);
  });

  it('keeps nothing but pictures’ files: no stand-in, no other path, no missing picture', async () => {
    const handle = appScheme();
    for (const url of [
      '/media/pending/2f1c9a52-8d3e-4a9b-9c41-7d0e5b6a1f20',
      `/media/${HASH}-320.exe`,
      '/media/../settings.json',
      `/media/${'f'.repeat(32)}-320.webp`,
    ]) {
      expect((await handle(new Request(`app://admin${url}`))).status, url).toBe(404);
    }
    expect(asked).toEqual([`/media/${'f'.repeat(32)}-320.webp`]);
    expect(await readdir(path.join(dir, 'media')).catch(() => [])).toEqual([]);
  });

  it('lets the least recently shown go past its number of files', async () => {
    const handle = appScheme(() => origin, 2);
    const urls = [160, 320, 640].map((w) => mediaUrl(HASH, w, 'webp'));
    await handle(new Request(`app://admin${urls[0]}`));
    await handle(new Request(`app://admin${urls[1]}`));
    // The first was shown long ago; the second just now.
    const long = new Date(Date.now() - 86_400_000);
    await utimes(path.join(dir, 'media', path.basename(urls[0] ?? '')), long, long);
    await handle(new Request(`app://admin${urls[2]}`));
    expect((await readdir(path.join(dir, 'media'))).sort()).toEqual(
      [urls[1], urls[2]].map((u) => path.basename(u ?? '')).sort(),
    );
  });
});
