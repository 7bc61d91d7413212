import { describe, expect, it } from 'vitest';
import { madeAtOf, unseenChanges } from '../../../../../server/services/admin/stale.ts';

const ANNA = '00000000-0000-4000-8000-00000000000a';
const JAAN = '00000000-0000-4000-8000-00000000000b';
const DAY = 24 * 60 * 60 * 1000;

/** The row as the server holds it after Jaan set Urgent at version 12, saying so at `jaanAt`. */
function rowAfterJaan(jaanAt: Date) {
  return {
    priority: 'urgent',
    field_changes: {
      priority: { v: '12', uid: JAAN, by: 'jaan@lumen.example', at: jaanAt.toISOString() },
      status: { v: '9', uid: JAAN, by: 'jaan@lumen.example', at: jaanAt.toISOString() },
    },
  };
}

describe('unseenChanges: which change stands never depends on a clock', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');

  it('gives the same answer for one concurrent pair whichever way the clocks are set', () => {
    const answers = [-DAY, -1_500, 0, 1_500, DAY].map((skew) =>
      unseenChanges(rowAfterJaan(new Date(now.getTime() + skew)), ['priority'], {
        actorId: ANNA,
        baseVersion: '11',
      }).map(({ field, value, by }) => ({ field, value, by })),
    );
    for (const answer of answers) {
      expect(answer).toEqual([{ field: 'priority', value: 'urgent', by: 'jaan@lumen.example' }]);
    }
  });

  it('finds nothing when the device had seen the colleague’s change (base at or above it)', () => {
    const row = rowAfterJaan(now);
    expect(unseenChanges(row, ['priority'], { actorId: ANNA, baseVersion: '12' })).toEqual([]);
    expect(unseenChanges(row, ['priority'], { actorId: ANNA, baseVersion: '13' })).toEqual([]);
  });

  it('looks only at the fields the change writes', () => {
    const row = rowAfterJaan(now);
    expect(unseenChanges(row, ['status'], { actorId: ANNA, baseVersion: '11' })).toEqual([]);
    expect(unseenChanges(row, ['assigned_to'], { actorId: ANNA, baseVersion: '1' })).toEqual([]);
  });

  it('never counts the person’s own change, from whatever device', () => {
    expect(
      unseenChanges(rowAfterJaan(now), ['priority'], { actorId: JAAN, baseVersion: '1' }),
    ).toEqual([]);
  });

  it('counts a change made by the server itself (no actor) that the device had not seen', () => {
    const row = {
      status: 'closed',
      field_changes: { status: { v: '20', uid: null, by: null, at: now.toISOString() } },
    };
    expect(unseenChanges(row, ['status'], { actorId: ANNA, baseVersion: '19' })).toEqual([
      { field: 'status', value: 'closed', by: null, at: now.toISOString() },
    ]);
  });
});

describe('madeAtOf: the time told with a change', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');

  it('is the client’s word, never later than now, and now when missing or unreadable', () => {
    expect(madeAtOf('2026-12-07T11:59:00.000Z', now).toISOString()).toBe(
      '2026-12-07T11:59:00.000Z',
    );
    expect(madeAtOf('2026-12-08T12:00:00.000Z', now)).toEqual(now);
    expect(madeAtOf('yesterday', now)).toEqual(now);
    expect(madeAtOf(undefined, now)).toEqual(now);
  });
});
