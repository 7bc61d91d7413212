import { describe, expect, it } from 'vitest';
import { newest } from '../../../../shared/admin/dashboard.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

describe('newest', () => {
  it('gives the same rows as a stable sort by date, newest first, cut to the count', () => {
    // A fixed pseudo-random order with many rows made at the same minute.
    let seed = 7;
    const rows = Array.from({ length: 2000 }, (_, i) => {
      seed = (seed * 48271) % 2147483647;
      return { id: `r${i}`, created_at: at(seed % 300) };
    });
    const sorted = [...rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    for (const count of [1, 5, 10, 2000, 3000]) {
      expect(newest(rows, count)).toEqual(sorted.slice(0, count));
    }
  });

  it('keeps rows of the same moment in their given order, and reads an empty list', () => {
    const rows = [
      { id: 'a', created_at: at(1) },
      { id: 'b', created_at: at(2) },
      { id: 'c', created_at: at(2) },
      { id: 'd', created_at: at(0) },
    ];
    expect(newest(rows, 3).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(newest([], 5)).toEqual([]);
  });
});
