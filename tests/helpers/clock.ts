import type { Clock } from '../../server/clock.ts';

/** A clock that only moves when a test says so. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date | string): void;
}

export function createTestClock(start: Date | string = '2025-06-01T09:00:00Z'): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = new Date(date).getTime();
    },
  };
}
