/**
 * How old a support ticket is against the promise of the public site (public-site §: email
 * support replies within 4 hours): a ticket still waiting for its first staff action is overdue
 * once it is older than that. Pure, with the clock passed in, so lists and tests agree.
 */
import type { SupportTicketRow } from './support.ts';

/** The first-response promise of email support. */
export const FIRST_RESPONSE_PROMISE_MS = 4 * 60 * 60 * 1000;

type AgedRow = Pick<SupportTicketRow, 'created_at' | 'first_response_at' | 'status'>;

export interface TicketAge {
  /** Since the ticket arrived (never negative: a clock behind the server's reads 0). */
  ageMs: number;
  /** No staff action yet and not closed or resolved: the promise is still running. */
  awaiting: boolean;
  /** Awaiting and past the promise. */
  overdue: boolean;
  /** When the promise runs out. */
  dueAt: Date;
  /** How long the first staff action took, or null while there was none. */
  responseMs: number | null;
  /** Answered, but after the promise had run out. */
  answeredLate: boolean;
}

export function ticketAge(row: AgedRow, now: Date): TicketAge {
  const created = Date.parse(row.created_at);
  const ageMs = Math.max(0, now.getTime() - created);
  const awaiting =
    row.first_response_at === null && row.status !== 'resolved' && row.status !== 'closed';
  const responseMs =
    row.first_response_at === null
      ? null
      : Math.max(0, Date.parse(row.first_response_at) - created);
  return {
    ageMs,
    awaiting,
    overdue: awaiting && ageMs > FIRST_RESPONSE_PROMISE_MS,
    dueAt: new Date(created + FIRST_RESPONSE_PROMISE_MS),
    responseMs,
    answeredLate: responseMs !== null && responseMs > FIRST_RESPONSE_PROMISE_MS,
  };
}

/** A duration in whole days, hours and minutes (rounded down), for "2 d 3 h" style labels. */
export function durationParts(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * Overdue tickets first, the longest waiting first; then every other ticket newest first (the
 * list's usual order), ties broken by id so pages are stable.
 */
export function overdueFirst(now: Date): (a: SupportTicketRow, b: SupportTicketRow) => number {
  return (a, b) => {
    const oa = ticketAge(a, now).overdue;
    const ob = ticketAge(b, now).overdue;
    if (oa !== ob) return oa ? -1 : 1;
    if (a.created_at !== b.created_at) {
      const older = a.created_at < b.created_at ? -1 : 1;
      return oa ? older : -older;
    }
    return a.id < b.id ? -1 : 1;
  };
}

/** The list's sort choices (`?sort=` in the URL); the default is the declared order. */
export const SUPPORT_SORTS = ['newest', 'overdue'] as const;
export type SupportSort = (typeof SUPPORT_SORTS)[number];
export const SORT_PARAM = 'sort';

export function parseSupportSort(value: string | null): SupportSort {
  return value === 'overdue' ? 'overdue' : 'newest';
}
