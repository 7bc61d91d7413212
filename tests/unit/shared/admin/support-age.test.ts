import { describe, expect, it } from 'vitest';
import type { SupportTicketRow } from '../../../../shared/admin/support.ts';
import {
  durationParts,
  FIRST_RESPONSE_PROMISE_MS,
  overdueFirst,
  parseSupportSort,
  supportMsBetween,
  ticketAge,
} from '../../../../shared/admin/support-age.ts';

// Monday 2 June 2025, 11:00 in Tallinn: within support hours.
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

describe('support hours: Monday to Friday, 9:00–17:00 in Tallinn', () => {
  const ms = (iso: string) => Date.parse(iso);

  it('counts a whole week as five days of eight hours', () => {
    // Monday 2 June 2025 00:00 to the next Monday 00:00, Tallinn time (UTC+3 in summer).
    expect(supportMsBetween(ms('2025-06-01T21:00:00Z'), ms('2025-06-08T21:00:00Z'))).toBe(
      40 * 60 * 60 * 1000,
    );
  });

  it('follows Tallinn time in winter (UTC+2) and in summer (UTC+3)', () => {
    const hour = 60 * 60 * 1000;
    // Monday 6 January 2025: 9:00 in Tallinn is 07:00 UTC.
    expect(supportMsBetween(ms('2025-01-06T06:00:00Z'), ms('2025-01-06T08:00:00Z'))).toBe(hour);
    // Monday 2 June 2025: 9:00 in Tallinn is 06:00 UTC; 17:00 is 14:00 UTC.
    expect(supportMsBetween(ms('2025-06-02T05:00:00Z'), ms('2025-06-02T07:00:00Z'))).toBe(hour);
    expect(supportMsBetween(ms('2025-06-02T13:30:00Z'), ms('2025-06-02T20:00:00Z'))).toBe(hour / 2);
    expect(supportMsBetween(ms('2025-06-07T08:00:00Z'), ms('2025-06-08T14:00:00Z'))).toBe(0);
  });

  it('a ticket from Friday afternoon is overdue on Monday, not over the weekend', () => {
    // Friday 6 June 2025 16:00 in Tallinn: one support hour left that day, three on Monday.
    const row = ticket({ created_at: '2025-06-06T13:00:00.000Z' });
    expect(ticketAge(row, new Date('2025-06-08T20:59:00Z')).overdue).toBe(false);
    expect(ticketAge(row, new Date('2025-06-09T09:00:00Z')).overdue).toBe(false);
    expect(ticketAge(row, new Date('2025-06-09T09:01:00Z')).overdue).toBe(true);
  });

  it('a ticket from the night counts from 9:00', () => {
    // Tuesday 3 June 2025 23:00 in Tallinn; due Wednesday 13:00 (10:00 UTC).
    const row = ticket({ created_at: '2025-06-03T20:00:00.000Z' });
    expect(ticketAge(row, new Date('2025-06-04T10:00:00Z')).overdue).toBe(false);
    expect(ticketAge(row, new Date('2025-06-04T10:01:00Z')).overdue).toBe(true);
  });
});

describe('ticketAge against the 4-hour promise', () => {
  it('is awaiting and on time up to exactly 4 hours, overdue after', () => {
    expect(FIRST_RESPONSE_PROMISE_MS).toBe(4 * 60 * 60 * 1000);
    expect(ticketAge(ticket(), at(0))).toMatchObject({ ageMs: 0, awaiting: true, overdue: false });
    expect(ticketAge(ticket(), at(240)).overdue).toBe(false);
    const late = ticketAge(ticket(), at(241));
    expect(late).toMatchObject({ ageMs: 241 * 60_000, awaiting: true, overdue: true });
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
