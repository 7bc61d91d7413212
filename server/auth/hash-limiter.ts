import { AppError } from '../errors.ts';

/**
 * A bound on concurrent password hashing. scrypt runs on libuv's small thread pool (4 threads),
 * which file reads share: a flood of sign-ins would otherwise queue every static file and health
 * check behind seconds of hashing. Hashing takes at most `concurrency` threads; a few more wait
 * their turn; beyond that the request is refused at once with 503 and Retry-After.
 */
export class HashingBusyError extends AppError {
  constructor() {
    super(503, 'busy', 'The server is busy. Please try again in a moment.', {
      headers: { 'Retry-After': '1' },
    });
  }
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  load(): { running: number; queued: number };
}

export function createLimiter(options: { concurrency: number; maxQueued: number }): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxQueued) throw new HashingBusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, queued: waiting.length }),
  };
}

/** Two of libuv's four threads at most, so file reads always find a free one. */
export const hashing = createLimiter({ concurrency: 2, maxQueued: 64 });
