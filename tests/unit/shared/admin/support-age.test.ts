import { describe, expect, it } from 'vitest';
import type { SupportTicketRow } from '../../../../shared/admin/support.ts';
import {
  durationParts,
  FIRST_RESPONSE_PROMISE_MS,
  overdueFirst,
  parseSupportSort,
  ticketAge,
} from '../../../../shared/admin/support-age.ts';

const CREATED = '2025-06-02T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(CREATED) + minutes * 60_000);

function ticket(over: Partial<SupportTicketRow> = {}): SupportTicketRow {
  return {
    id: 'a',
    created_at: CREATED,
    first_response_at: null,
    status: 'open',
    ...over,
  } as SupportTicketRow;
}

describe('ticketAge against the 4-hour promise', () => {
  it('is awaiting and on time up to exactly 4 hours, overdue after', () => {
    expect(FIRST_RESPONSE_PROMISE_MS).toBe(4 * 60 * 60 * 1000);
    expect(ticketAge(ticket(), at(0))).toMatchObject({ ageMs: 0, awaiting: true, overdue: false });
    expect(ticketAge(ticket(), at(240)).overdue).toBe(false);
    const late = ticketAge(ticket(), at(241));
    expect(late).toMatchObject({ ageMs: 241 * 60_000, awaiting: true, overdue: true });
    expect(late.dueAt.toISOString()).toBe('2025-06-02T12:00:00.000Z');
  });

  it('stops the promise at the first staff action, noting when it came late', () => {
    const onTime = ticketAge(ticket({ first_response_at: at(30).toISOString() }), at(600));
    expect(onTime).toMatchObject({ awaiting: false, overdue: false, responseMs: 30 * 60_000 });
    expect(onTime.answeredLate).toBe(false);
    const late = ticketAge(ticket({ first_response_at: at(300).toISOString() }), at(600));
    expect(late).toMatchObject({ overdue: false, answeredLate: true });
  });

  it('is never overdue once resolved or closed, and never negative on a slow clock', () => {
    expect(ticketAge(ticket({ status: 'resolved' }), at(999)).overdue).toBe(false);
    expect(ticketAge(ticket({ status: 'closed' }), at(999)).overdue).toBe(false);
    expect(ticketAge(ticket({ status: 'waiting_customer' }), at(999)).overdue).toBe(true);
    expect(ticketAge(ticket(), at(-5)).ageMs).toBe(0);
  });
});

describe('overdueFirst', () => {
  it('puts overdue tickets first, longest waiting first, then the rest newest first', () => {
    const rows = [
      ticket({ id: 'fresh', created_at: at(500).toISOString() }),
      ticket({
        id: 'old-answered',
        created_at: at(0).toISOString(),
        first_response_at: at(1).toISOString(),
      }),
      ticket({ id: 'overdue-2', created_at: at(100).toISOString() }),
      ticket({ id: 'overdue-1', created_at: at(10).toISOString() }),
      ticket({ id: 'resolved', created_at: at(50).toISOString(), status: 'resolved' }),
    ];
    const sorted = [...rows].sort(overdueFirst(at(600))).map((r) => r.id);
    expect(sorted).toEqual(['overdue-1', 'overdue-2', 'fresh', 'resolved', 'old-answered']);
  });

  it('follows the clock: the same tickets sort differently later', () => {
    const rows = [
      ticket({ id: 'b', created_at: at(60).toISOString() }),
      ticket({ id: 'a', created_at: at(0).toISOString() }),
    ];
    expect([...rows].sort(overdueFirst(at(250))).map((r) => r.id)).toEqual(['a', 'b']);
    expect([...rows].sort(overdueFirst(at(100))).map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('durationParts and the sort parameter', () => {
  it('splits a duration into days, hours and minutes, rounding down', () => {
    expect(durationParts((26 * 60 + 5) * 60_000 + 59_000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 5,
    });
    expect(durationParts(-1)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('reads only known sorts', () => {
    expect(parseSupportSort('overdue')).toBe('overdue');
    expect(parseSupportSort('drop table')).toBe('newest');
    expect(parseSupportSort(null)).toBe('newest');
  });
});
