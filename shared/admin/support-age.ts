/**
 * How old a support ticket is against the promise of the public site: email support replies
 * within 4 hours during support hours, Monday to Friday 9:00–17:00 Estonian time
 * (public-site §: reply promises, support hours). A ticket still waiting for its first staff
 * action is overdue once more than 4 support hours have passed since it arrived. Pure, with the
 * clock passed in, so lists and tests agree. Public holidays are not known here.
 */
import type { SupportTicketRow } from './support.ts';

/** The first-response promise of email support, in support hours. */
export const FIRST_RESPONSE_PROMISE_MS = 4 * 60 * 60 * 1000;

/** Support hours: Monday to Friday, 9:00 to 17:00 in Tallinn (EET, EEST in summer). */
export const SUPPORT_HOURS = { zone: 'Europe/Tallinn', open: 9, close: 17 } as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type AgedRow = Pick<SupportTicketRow, 'created_at' | 'first_response_at' | 'status'>;

export interface TicketAge {
  /** Since the ticket arrived, in plain time (never negative: a clock behind reads 0). */
  ageMs: number;
  /** No staff action yet and not closed or resolved: the promise is still running. */
  awaiting: boolean;
  /** Awaiting, and more than 4 support hours have passed. */
  overdue: boolean;
  /** How long the first staff action took (plain time), or null while there was none. */
  responseMs: number | null;
  /** Answered, but after more than 4 support hours. */
  answeredLate: boolean;
}

let zoneParts: Intl.DateTimeFormat | undefined;
/** The zone's UTC offset per calendar day (DST changes at 3:00, outside support hours). */
const offsets = new Map<number, number>();

/** Tallinn's offset from UTC on local calendar day `day` (days since 1970-01-01). */
function offsetOnDay(day: number): number {
  const known = offsets.get(day);
  if (known !== undefined) return known;
  zoneParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SUPPORT_HOURS.zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  // Noon UTC of that day is the same calendar day in Tallinn (UTC+2 or +3).
  const instant = day * DAY_MS + 12 * HOUR_MS;
  const p = Object.fromEntries(zoneParts.formatToParts(instant).map((x) => [x.type, x.value]));
  const wall = Date.UTC(
    +(p.year ?? 0),
    +(p.month ?? 1) - 1,
    +(p.day ?? 1),
    +(p.hour ?? 0),
    +(p.minute ?? 0),
  );
  const offset = wall - instant;
  offsets.set(day, offset);
  return offset;
}

/**
 * Support time between two instants: the parts of [start, end] that fall on a weekday between
 * 9:00 and 17:00 in Tallinn. Counting stops past `cap` (enough to tell overdue from not).
 */
export function supportMsBetween(
  start: number,
  end: number,
  cap = Number.POSITIVE_INFINITY,
): number {
  if (!(end > start)) return 0;
  let total = 0;
  // Local calendar days, starting with the one `start` falls on (a day before, to be safe).
  for (let day = Math.floor(start / DAY_MS) - 1; day * DAY_MS <= end + DAY_MS; day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const offset = offsetOnDay(day);
    const open = day * DAY_MS + SUPPORT_HOURS.open * HOUR_MS - offset;
    const close = day * DAY_MS + SUPPORT_HOURS.close * HOUR_MS - offset;
    const overlap = Math.min(close, end) - Math.max(open, start);
    if (overlap > 0) total += overlap;
    if (total > cap) return total;
  }
  return total;
}

export function ticketAge(row: AgedRow, now: Date): TicketAge {
  const created = Date.parse(row.created_at);
  const ageMs = Math.max(0, now.getTime() - created);
  const awaiting =
    row.first_response_at === null && row.status !== 'resolved' && row.status !== 'closed';
  const answered = row.first_response_at === null ? null : Date.parse(row.first_response_at);
  const past = (end: number) =>
    supportMsBetween(created, end, FIRST_RESPONSE_PROMISE_MS) > FIRST_RESPONSE_PROMISE_MS;
  return {
    ageMs,
    awaiting,
    overdue: awaiting && past(now.getTime()),
    responseMs: answered === null ? null : Math.max(0, answered - created),
    answeredLate: answered !== null && past(answered),
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
 * list's usual order), ties broken by id so pages are stable. Each row is judged once per sort.
 */
export function overdueFirst(now: Date): (a: SupportTicketRow, b: SupportTicketRow) => number {
  const judged = new WeakMap<SupportTicketRow, boolean>();
  const overdue = (row: SupportTicketRow) => {
    let value = judged.get(row);
    if (value === undefined) {
      value = ticketAge(row, now).overdue;
      judged.set(row, value);
    }
    return value;
  };
  return (a, b) => {
    const oa = overdue(a);
    const ob = overdue(b);
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
