/**
 * Uploads queued per person: one person's pictures are sized one at a time, at most `perOwner`
 * of them waiting or in work (more is refused at once, with QueueFullError), and over everyone
 * at most `running` at once, taken in the order they became ready. So a burst from one person
 * never takes every thread, and someone else's single picture waits for at most one of theirs.
 */
import { createSlots } from './slots.ts';

export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly limit: number) {
    super(`At most ${limit} uploads of one person are processed or waiting at once.`);
  }
}

export interface OwnerQueue {
  run<T>(owner: string, task: () => Promise<T>): Promise<T>;
  /** How many of this owner's tasks are waiting or in work. */
  pending(owner: string): number;
}

export function createOwnerQueue(options: { perOwner: number; running: number }): OwnerQueue {
  const counts = new Map<string, number>();
  const tails = new Map<string, Promise<unknown>>();
  const threads = createSlots(options.running);

  return {
    pending: (owner) => counts.get(owner) ?? 0,
    run<T>(owner: string, task: () => Promise<T>): Promise<T> {
      const count = counts.get(owner) ?? 0;
      if (count >= options.perOwner) return Promise.reject(new QueueFullError(options.perOwner));
      counts.set(owner, count + 1);
      const result = (tails.get(owner) ?? Promise.resolve()).then(async () => {
        const free = await threads.take();
        try {
          return await task();
        } finally {
          free();
        }
      });
      const tail = result.then(
        () => {},
        () => {},
      );
      tails.set(owner, tail);
      void tail.then(() => {
        const left = (counts.get(owner) ?? 1) - 1;
        if (left > 0) return void counts.set(owner, left);
        counts.delete(owner);
        if (tails.get(owner) === tail) tails.delete(owner);
      });
      return result;
    },
  };
}
