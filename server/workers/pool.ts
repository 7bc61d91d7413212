/**
 * The worker pool (piscina): Markdown is rendered and pictures are sized on a few threads of
 * their own, so the thread that answers requests (health, leads, pages) never waits on them.
 *
 * - A render has a time budget, counted from when a thread takes it up. Over it, the thread is
 *   terminated (the parser cannot be interrupted otherwise; piscina starts a fresh one in its
 *   place) and the render fails with TooComplexError.
 * - Pictures go through a queue per person (owner-queue.ts) and use at most all threads but one,
 *   so Markdown always has a thread when there are two or more. They have no time budget: sharp
 *   works in libvips's own threads, which terminating a worker does not stop; the pixel limit
 *   (media-sizes.ts) bounds them instead.
 * - Idle threads hold nothing open: the process exits without close(), which its owner calls on
 *   shutdown anyway (server.ts, tests/helpers/app.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type Transferable as WorkerTransferable } from 'node:worker_threads';
import Piscina from 'piscina';
import type { PictureSources } from '../../shared/content-types.ts';
import { DIST_DIR } from '../paths.ts';
import type { EncodeEffort, Ingested, PictureRefusal } from '../services/media-sizes.ts';
import { createOwnerQueue, QueueFullError } from './owner-queue.ts';
import { createSlots } from './slots.ts';
import type { Task, TaskInput } from './tasks.ts';

export { QueueFullError };

/** A render that ran past its budget (or out of its thread's memory) and was stopped. */
export class TooComplexError extends Error {
  override name = 'TooComplexError';
  constructor(readonly budgetMs: number) {
    super(`The text took more than ${budgetMs} ms to render and was stopped.`);
  }
}

export interface WorkerPoolOptions {
  /** Threads at most (WORKER_THREADS). */
  threads: number;
  /** Keep one thread started while idle (a server), or none (tests, scripts). */
  warm?: boolean;
  /** One person's uploads waiting or in work at once (UPLOADS_PER_USER). */
  uploadsPerUser: number;
}

export interface WorkerPool {
  /** `source` as sanitised HTML (markdown.ts), or TooComplexError past `budgetMs`. */
  renderMarkdown(
    source: string,
    pictures: ReadonlyMap<string, PictureSources>,
    budgetMs: number,
  ): Promise<string>;
  /** A picture's sizes, or why it is refused; QueueFullError when `owner` has too many queued. */
  pictureSizes(
    bytes: Buffer,
    options: { owner: string; effort?: EncodeEffort },
  ): Promise<Ingested | PictureRefusal>;
  close(): Promise<void>;
}

/** An idle thread beyond the warm one ends after this. */
const IDLE_TIMEOUT_MS = 30_000;
/** How much lower than the request thread the pool's threads are scheduled. */
const NICE_INCREMENT = 10;
/** A thread's JavaScript heap at most (sharp's pixels live outside it). */
const HEAP_LIMIT_MB = 512;

/**
 * The worker's file: the TypeScript source when this module runs from source (tsx, the tests:
 * Node strips the types itself), else the bundle scripts/build.ts makes beside the server's.
 */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return path.join(path.dirname(here), 'tasks.ts');
  // Beside the server bundle that runs (dist/server/index.js, or one of its chunks in
  // dist/server/assets), which DIST_DIR may not be: DIST_DIR names where the client's files are.
  const candidates = [path.dirname(here), path.dirname(path.dirname(here))]
    .map((dir) => path.join(dir, 'worker', 'tasks.js'))
    .concat(path.join(DIST_DIR, 'server', 'worker', 'tasks.js'));
  const built = candidates.find((file) => existsSync(file));
  if (!built) {
    throw new Error(`The worker bundle is missing: ${candidates[0]}. Run npm run build.`);
  }
  return built;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const threads = Math.max(1, options.threads);
  const pool = new Piscina<Task, unknown>({
    filename: workerFile(),
    minThreads: options.warm ? 1 : 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    // The threads yield to the request thread when both want a core (on Linux, nice is per
    // thread; libvips's threads, started from them, inherit it). Skipped where unsupported.
    niceIncrement: NICE_INCREMENT,
    // A text that would take more memory than this fails as too complex, leaving the process be.
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
  });
  // Tasks are handed to piscina only when a thread is free for them, and wait here otherwise:
  // piscina starts no thread for tasks waiting in its own queue when a terminated thread leaves
  // fewer than minThreads (they would wait for ever), but does when a task arrives.
  const threadSlots = createSlots(threads);
  const uploads = createOwnerQueue({
    perOwner: options.uploadsPerUser,
    running: Math.max(1, threads - 1),
  });

  /** Runs a task; with a budget, aborts it that long after a thread took it up. */
  async function run(task: TaskInput, budgetMs?: number): Promise<unknown> {
    const free = await threadSlots.take();
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      port1.close();
      if (budgetMs !== undefined) timer = setTimeout(() => abort.abort(), budgetMs);
    });
    const transferList: WorkerTransferable[] =
      task.kind === 'picture' ? [port2, task.bytes.buffer as ArrayBuffer] : [port2];
    try {
      return await pool.run({ ...task, started: port2 }, { transferList, signal: abort.signal });
    } catch (err) {
      const outOfMemory = (err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (budgetMs !== undefined && (abort.signal.aborted || outOfMemory)) {
        throw new TooComplexError(budgetMs);
      }
      throw err;
    } finally {
      clearTimeout(timer);
      port1.close();
      free();
    }
  }

  return {
    async renderMarkdown(source, pictures, budgetMs) {
      return (await run({ kind: 'markdown', source, pictures: [...pictures] }, budgetMs)) as string;
    },
    pictureSizes(bytes, { owner, effort = 'best' }) {
      return uploads.run(owner, async () => {
        // A copy the worker takes over (transferred, not copied again).
        const copy = new Uint8Array(bytes);
        const made = (await run({ kind: 'picture', bytes: copy, effort })) as
          | Ingested
          | PictureRefusal;
        if ('refused' in made) return made;
        // Buffers come back from a thread as plain Uint8Arrays.
        const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
        return {
          ...made,
          bytes: buffer(made.bytes),
          variants: made.variants.map((v) => ({ ...v, bytes: buffer(v.bytes) })),
        };
      });
    },
    async close() {
      await pool.close();
    },
  };
}
