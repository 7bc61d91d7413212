import { describe, expect, it } from 'vitest';
import { createLimiter, HashingBusyError } from '../../../server/auth/hash-limiter.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the password-hashing limiter', () => {
  it('runs at most `concurrency` tasks at once and starts the waiting ones in order', async () => {
    const limiter = createLimiter({ concurrency: 2, maxQueued: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        peak = Math.max(peak, limiter.load().running);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.load()).toEqual({ running: 2, queued: 3 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(limiter.load()).toEqual({ running: 0, queued: 0 });
  });

  it('refuses at once with 503 and Retry-After when the queue is full', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'second');
    const third = limiter.run(async () => 'third');
    await expect(third).rejects.toBeInstanceOf(HashingBusyError);
    await third.catch((err: HashingBusyError) => {
      expect(err.status).toBe(503);
      expect(err.headers).toEqual({ 'Retry-After': '1' });
    });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
  });

  it('frees its place when a task fails', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
