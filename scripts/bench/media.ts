import sharp from 'sharp';
import { adminServer } from './admin-server.ts';

/**
 * Pictures (issue #26). Uploads an 8 MB photo as a phone makes it (4032 × 3024) and prints what
 * its 640 px sizes weigh (target: AVIF or WebP ≤ 60 KB); then uploads 20 pictures one after
 * another while a client reads /api/health, and prints the health check's p99 during the uploads
 * (they must not block other requests). Prints figures; it is not a test.
 */
const ADMIN = { email: 'bench.admin@lumen-legal.example', password: 'Pildid-2025-Tallinn-88' };

/**
 * A photo-like picture: detail at every scale (coarse shapes and texture that survive a 640 px
 * size, and a camera's fine grain), so it weighs what a phone's JPEG does.
 */
async function phonePhoto(seed: number, quality: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  let noise = seed;
  const random = () => {
    noise = (noise * 1103515245 + 12345) & 0x7fffffff;
    return noise / 0x7fffffff;
  };
  // Texture at a quarter of the size, enlarged: what remains visible at 640 px.
  const cw = width / 4;
  const ch = height / 4;
  const coarse = Buffer.alloc(cw * ch * 3);
  for (let i = 0; i < coarse.length; i += 3) {
    const x = (i / 3) % cw;
    const y = Math.floor(i / 3 / cw);
    const shade = 60 + 120 * Math.abs(Math.sin(x / 37 + y / 53)) + 60 * random();
    coarse[i] = Math.min(255, shade);
    coarse[i + 1] = Math.min(255, shade * 0.8 + 40 * random());
    coarse[i + 2] = Math.min(255, 255 - shade * 0.6);
  }
  const base = await sharp(coarse, { raw: { width: cw, height: ch, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i += 1) {
    base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + Math.round((random() - 0.5) * 40)));
  }
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

const server = await adminServer('media', ADMIN);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/media`, {
      method: 'POST',
      headers: server.auth,
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { media } = (await res.json()) as {
      media: { variants: { width: number; format: string; url: string }[] };
    };
    return { media, ms: performance.now() - started };
  };

  const photo = await phonePhoto(1, 97);
  const { media, ms } = await upload(photo, 'IMG_0001.jpg');
  process.stdout.write(
    `phone photo 4032 × 3024, ${kb(photo.length)}: uploaded and sized in ${ms.toFixed(0)} ms\n`,
  );
  for (const v of media.variants.filter((x) => x.width === 640)) {
    const bytes = (await (await fetch(`${server.url}${v.url}`)).arrayBuffer()).byteLength;
    process.stdout.write(
      `  640 px ${v.format}: ${kb(bytes)}${v.format === 'jpeg' ? '' : ' (target ≤ 60 KB)'}\n`,
    );
  }

  const latencies: number[] = [];
  let uploading = true;
  const health = (async () => {
    while (uploading) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const uploads: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    uploads.push((await upload(await phonePhoto(100 + i, 85), `IMG_${1000 + i}.jpg`)).ms);
  }
  uploading = false;
  await health;
  latencies.sort((a, b) => a - b);
  const p = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  uploads.sort((a, b) => a - b);
  process.stdout.write(
    `20 uploads one after another: median ${uploads[10]?.toFixed(0)} ms each; health during them: ${latencies.length} requests, p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms, max ${p(1).toFixed(1)} ms\n`,
  );
} finally {
  await server.stop();
}
