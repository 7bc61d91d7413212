import { describe, expect, it } from 'vitest';
import { TIMING } from '../../../../shared/constants.ts';
import { countUpValue, easeOutCubic } from '../../../../web/src/components/ui/count-up-math.ts';

describe('count-up easing', () => {
  it('starts at 0 and ends at 1, clamped outside that range', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('never goes backwards', () => {
    let last = 0;
    for (let p = 0; p <= 1; p += 0.01) {
      const v = easeOutCubic(p);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });

  it('is past half-way at half time (ease out)', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});

describe('count-up value', () => {
  const duration = TIMING.counterDurationMs;

  it('counts over 1600 ms from 0 to the target', () => {
    expect(duration).toBe(1600);
    expect(countUpValue(47, 0, duration, 0)).toBe(0);
    expect(countUpValue(47, duration, duration, 0)).toBe(47);
    expect(countUpValue(47, duration + 500, duration, 0)).toBe(47);
  });

  it('rounds to the figure’s decimals', () => {
    const v = countUpValue(1.98, 400, duration, 2);
    expect(v * 100).toBeCloseTo(Math.round(v * 100), 9);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1.98);
    expect(countUpValue(99.9, duration, duration, 1)).toBe(99.9);
  });

  it('shows the final value at once when there is no duration', () => {
    expect(countUpValue(24, 0, 0, 0)).toBe(24);
  });
});
