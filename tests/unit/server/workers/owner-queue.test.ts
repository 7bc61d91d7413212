import { describe, expect, it } from 'vitest';
import { createOwnerQueue, QueueFullError } from '../../../../server/workers/owner-queue.ts';

/** A task that runs until `finish()` is called, and says whether it has started. */
function gate() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const state = { started: false };
  const task = async () => {
    state.started = true;
    await done;
    return 'done';
  };
  return { task, state, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createOwnerQueue', () => {
  it('runs one owner’s tasks one at a time, in order', async () => {
    const queue = createOwnerQueue({ perOwner: 3, running: 2 });
    const [a, b] = [gate(), gate()];
    const first = queue.run('mari', a.task);
    const second = queue.run('mari', b.task);
    await tick();
    expect([a.state.started, b.state.started]).toEqual([true, false]);
    a.finish();
    await first;
    await tick();
    expect(b.state.started).toBe(true);
    b.finish();
    await expect(second).resolves.toBe('done');
  });

  it('refuses an owner’s task past the limit at once, and takes more once one is done', async () => {
    const queue = createOwnerQueue({ perOwner: 2, running: 1 });
    const [a, b] = [gate(), gate()];
    const first = queue.run('mari', a.task);
    const second = queue.run('mari', b.task);
    await expect(queue.run('mari', async () => 'x')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.pending('mari')).toBe(2);
    a.finish();
    await first;
    await tick();
    expect(queue.pending('mari')).toBe(1);
    b.finish();
    await second;
    await tick();
    await expect(queue.run('mari', async () => 'again')).resolves.toBe('again');
  });

  it('lets another owner in beside a busy one, within the threads it may use', async () => {
    const queue = createOwnerQueue({ perOwner: 3, running: 1 });
    const [mine, mine2, theirs] = [gate(), gate(), gate()];
    const runs = [
      queue.run('mari', mine.task),
      queue.run('mari', mine2.task),
      queue.run('jaan', theirs.task),
    ];
    await tick();
    expect([mine.state.started, theirs.state.started]).toEqual([true, false]);
    mine.finish();
    await tick();
    await tick();
    // Jaan's picture was ready before Mari's second: it goes first.
    expect([theirs.state.started, mine2.state.started]).toEqual([true, false]);
    theirs.finish();
    mine2.finish();
    await Promise.all(runs);
  });

  it('goes on after a failed task', async () => {
    const queue = createOwnerQueue({ perOwner: 2, running: 1 });
    await expect(
      queue.run('mari', async () => {
        throw new Error('not a picture');
      }),
    ).rejects.toThrow('not a picture');
    await expect(queue.run('mari', async () => 'next')).resolves.toBe('next');
  });
});
