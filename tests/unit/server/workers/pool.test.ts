import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '../../../../server/services/markdown.ts';
import { createWorkerPool, TooComplexError } from '../../../../server/workers/pool.ts';

// Threads start here, several times over: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const pool = createWorkerPool({ threads: 1, uploadsPerUser: 2 });
afterAll(() => pool.close());

describe('the worker pool', () => {
  it('renders Markdown byte for byte as on this thread, pictures and sanitising included', async () => {
    const hash = 'a'.repeat(32);
    const sources = {
      focalX: 0.5,
      focalY: 0.5,
      width: 640,
      height: 480,
      alt: 'Stored description',
      avif: `/media/${hash}-640.avif 640w`,
      webp: `/media/${hash}-640.webp 640w`,
      fallback: `/media/${hash}-640.jpg 640w`,
      src: `/media/${hash}-640.jpg`,
    };
    const pictures = new Map([[hash, sources]]);
    const source = `# Title\n\n![A](/media/${hash}.jpg) <script>x</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |`;
    expect(await pool.renderMarkdown(source, pictures, 5_000)).toBe(
      renderMarkdown(source, pictures),
    );
  });

  it('stops a render over its budget, and the next one runs on a fresh thread', async () => {
    await expect(pool.renderMarkdown('_a'.repeat(30_000), new Map(), 100)).rejects.toBeInstanceOf(
      TooComplexError,
    );
    expect(await pool.renderMarkdown('*after*', new Map(), 5_000)).toBe('<p><em>after</em></p>\n');
  });

  it('sizes a picture and hands back Buffers; a file that is none is refused, not thrown', async () => {
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const made = await pool.pictureSizes(png, { owner: 'mari', effort: 'quick' });
    if ('refused' in made) throw new Error(`refused: ${made.refused}`);
    expect(made).toMatchObject({ format: 'png', width: 400, height: 300 });
    expect(Buffer.isBuffer(made.bytes)).toBe(true);
    expect(made.variants.every((v) => Buffer.isBuffer(v.bytes))).toBe(true);
    expect(await pool.pictureSizes(Buffer.from('not a picture'), { owner: 'mari' })).toEqual({
      refused: 'unsupported',
    });
  });
});

describe('the worker pool with every thread terminated at once', () => {
  it('starts fresh threads for the renders still waiting', async () => {
    const two = createWorkerPool({ threads: 2, uploadsPerUser: 1 });
    try {
      // Both threads started and idle, then four renders over budget: the first two end their
      // threads while the other two wait.
      await Promise.all(
        [1, 2].map(() => two.renderMarkdown('*a'.repeat(5_000), new Map(), 60_000)),
      );
      const renders = [1, 2, 3, 4].map(() =>
        two.renderMarkdown('_*a'.repeat(20_000), new Map(), 200),
      );
      const settled = await Promise.allSettled(renders);
      expect(
        settled.map((r) => r.status === 'rejected' && r.reason instanceof TooComplexError),
      ).toEqual([true, true, true, true]);
      expect(await two.renderMarkdown('ok', new Map(), 60_000)).toBe('<p>ok</p>\n');
    } finally {
      await two.close();
    }
  });
});
