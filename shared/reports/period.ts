/**
 * The reports' periods and weeks (issue 49). Days are UTC calendar days; a period is a whole
 * number of days, [start, end), ending with today for the preset ones. A "week" is seven days
 * counted from the period's first day (the last one may be shorter), so a period and the one
 * before it (the same length, just before) line up week by week for the comparison.
 */
export const REPORT_PRESETS = ['30d', '90d', '12m'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Most days a custom range may span (about three years): the weeks stay readable. */
export const MAX_RANGE_DAYS = 1100;

export interface Period {
  /** First instant (00:00 UTC of the first day). */
  start: number;
  /** First instant after the period (00:00 UTC of the day after the last). */
  end: number;
}

const PRESET_DAYS: Record<ReportPreset, number> = { '30d': 30, '90d': 90, '12m': 365 };

/** 00:00 UTC of the day `at` falls on. */
export function dayStart(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/** A preset period ending with today (the day `now` falls on, UTC). */
export function presetPeriod(preset: ReportPreset, now: Date): Period {
  const end = dayStart(now.getTime()) + DAY_MS;
  return { start: end - PRESET_DAYS[preset] * DAY_MS, end };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date (YYYY-MM-DD) as 00:00 UTC of that day, or null when it is not a real date. */
export function parseDay(value: string): number | null {
  const m = ISO_DAY.exec(value);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(at).toISOString().slice(0, 10) === value ? at : null;
}

/** A custom range, both days included; null when a day is invalid, reversed or too long. */
export function customPeriod(from: string, to: string): Period | null {
  const start = parseDay(from);
  const last = parseDay(to);
  if (start === null || last === null || last < start) return null;
  const end = last + DAY_MS;
  return (end - start) / DAY_MS > MAX_RANGE_DAYS ? null : { start, end };
}

/** The period of the same length just before `period`. */
export function previousPeriod(period: Period): Period {
  return { start: 2 * period.start - period.end, end: period.start };
}

/** The start of each week of the period (the last week may be cut short by the period's end). */
export function weekStarts(period: Period): number[] {
  const out: number[] = [];
  for (let at = period.start; at < period.end; at += WEEK_MS) out.push(at);
  return out;
}

/** Which week of `period` the instant falls in, or -1 when outside the period. */
export function weekIndex(period: Period, at: number): number {
  if (!(at >= period.start && at < period.end)) return -1;
  return Math.floor((at - period.start) / WEEK_MS);
}

/** An ISO date of a day's start. */
export function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
