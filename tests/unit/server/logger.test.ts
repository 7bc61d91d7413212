import { describe, expect, it } from 'vitest';
import { isoTime } from '../../../server/logger.ts';

describe('the log', () => {
  it('stamps each line with its own millisecond, in ISO 8601', () => {
    let now = Date.UTC(2026, 11, 8, 9, 30, 0, 120);
    const time = isoTime(() => now);
    expect(time()).toBe(',"time":"2026-12-08T09:30:00.120Z"');
    expect(time()).toBe(',"time":"2026-12-08T09:30:00.120Z"');
    now += 1;
    expect(time()).toBe(',"time":"2026-12-08T09:30:00.121Z"');
    now += 86_400_000;
    expect(time()).toBe(',"time":"2026-12-09T09:30:00.121Z"');
  });
});
