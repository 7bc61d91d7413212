import { describeError, type Logger } from './logger.ts';

/**
 * Work done after the answer has gone (e.g. a password-reset request's account lookup and mail,
 * so the answer's timing cannot tell whether an address has an account). Failures are logged;
 * `idle()` resolves once everything started has finished (shutdown waits for it, tests too).
 */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackground(logger: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = task()
        .catch((err: unknown) =>
          logger.error('background_task_failed', { task: name, ...describeError(err) }),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
