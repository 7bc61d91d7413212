/**
 * The reports of the back office (issue 49), computed from rows as the device's local copy holds
 * them; the server's check endpoint runs the same function over the same rows read from the
 * database. Pure: the rows, the period and the clock come in, figures go out.
 *
 * What counts:
 * - A lead is a row of one of the five lead tables that is not in the trash (deleted_at) and not
 *   flagged as suspected spam now. A restored lead counts (it is a lead after all).
 * - Weeks are seven-day steps from the period's first day (period.ts); a lead belongs to the
 *   week of its created_at.
 * - First response: the earliest of the lead's first reply from the back office (lead_replies,
 *   when staff sent it, whether or not the mail has left yet) and the lead's own record of a
 *   response: a contact's "Responded" date (response_date), a support ticket's first staff
 *   action (first_response_at: a reply, a status change or a resolution). A sales enquiry has no
 *   such date on record (its status changes are kept only in the server's audit log, which no
 *   device holds), so its first response is its first reply. Time to first response is plain
 *   elapsed time from arrival; leads still waiting are counted apart, not in the median.
 * - The support tickets' overdue count: tickets of the week answered after the promise of 4
 *   support hours, or still waiting past it (shared/admin/support-age.ts).
 * - Funnels: the leads that arrived in the period, by their status now.
 * - Spam: leads of the week flagged as suspected spam when they arrived (still flagged, or
 *   restored since); restored: by the week staff restored them (spam_restored_at). Flagged
 *   leads that the spam retention removed are no longer counted.
 * - Newsletter: confirmed by the week of confirmed_at; pending: signups of the week still
 *   waiting for confirmation; unsubscribed: by the week of unsubscribed_at.
 * - Content: blog and newsroom posts published, by the week of published_at (a scheduled post
 *   counts once its time has come).
 */
import { ticketAge } from '../admin/support-age.ts';
import type { SupportStatus } from '../constants.ts';
import { isoDay, type Period, previousPeriod, weekIndex, weekStarts } from './period.ts';
import { median, percentile } from './stats.ts';

export const REPORT_FORMS = ['contact', 'sales', 'partner', 'support', 'newsletter'] as const;
export type ReportForm = (typeof REPORT_FORMS)[number];

export const RESPONSE_FORMS = ['contact', 'sales', 'support'] as const;
export type ResponseForm = (typeof RESPONSE_FORMS)[number];

export const SOURCE_KINDS = [
  'source_referrer',
  'source_page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const FUNNEL_STATUSES = {
  contact: ['new', 'in_progress', 'resolved', 'closed'],
  sales: ['new', 'contacted', 'qualified', 'won', 'lost'],
  support: ['open', 'in_progress', 'waiting_customer', 'resolved', 'closed'],
  partner: ['pending', 'under_review', 'approved', 'rejected'],
} as const;
export type FunnelForm = keyof typeof FUNNEL_STATUSES;

interface BaseRow {
  id: string;
  created_at: string;
  deleted_at: string | null;
  spam_reason: string | null;
  spam_restored_at?: string | null;
  language: string;
  source_page?: string | null;
  source_referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
}

export interface ReportLeadRow extends BaseRow {
  status: string;
}
export interface ReportContactRow extends ReportLeadRow {
  response_date: string | null;
}
export interface ReportSupportRow extends ReportLeadRow {
  first_response_at: string | null;
}
export interface ReportSignupRow extends BaseRow {
  subscribed: boolean;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}
export interface ReportPostRow {
  id: string;
  published: boolean;
  published_at: string | null;
  deleted_at: string | null;
}
export interface ReportReplyRow {
  lead_id: string;
  created_at: string;
  deleted_at: string | null;
}

/**
 * The rows a report reads. The lead tables come together or not at all (a role that reads
 * leads reads all of them); a role that reads none gets no lead report.
 */
export interface ReportInput {
  leads?: {
    contact: readonly ReportContactRow[];
    sales: readonly ReportLeadRow[];
    partner: readonly ReportLeadRow[];
    support: readonly ReportSupportRow[];
    replies: readonly ReportReplyRow[];
  };
  newsletter?: readonly ReportSignupRow[];
  /** Blog and newsroom posts: the content part, for every role that reads the content. */
  content?: { blog: readonly ReportPostRow[]; newsroom: readonly ReportPostRow[] };
}

export interface Breakdown {
  key: string;
  count: number;
}

export interface ResponseFigures {
  /** Per week: median and 90th percentile of the answered leads' times, in milliseconds. */
  median: (number | null)[];
  p90: (number | null)[];
  answered: number[];
  /** Leads of the week with no response yet. */
  waiting: number[];
  /** The whole period, and the period before. */
  total: { median: number | null; p90: number | null; answered: number; waiting: number };
  previous: { median: number | null; p90: number | null; answered: number; waiting: number };
}

export interface FunnelFigures {
  received: number;
  /** Leads by their status now, in the funnel's order. */
  statuses: Breakdown[];
}

export interface ReportData {
  period: { start: string; end: string };
  previous: { start: string; end: string };
  /** The first day of each week (ISO dates). */
  weeks: string[];
  leads?: {
    /** Per form, per week. */
    weekly: Record<ReportForm, number[]>;
    /** Every form together, per week, in this period and in the one before (week by week). */
    total: number[];
    previousTotal: number[];
    sum: number;
    previousSum: number;
    byLanguage: Breakdown[];
    bySource: Record<SourceKind, Breakdown[]>;
  };
  response?: Record<ResponseForm, ResponseFigures> & { supportOverdue: number[] };
  funnels?: Record<FunnelForm, FunnelFigures>;
  spam?: { flagged: number[]; restored: number[] };
  newsletter?: { confirmed: number[]; pending: number[]; unsubscribed: number[] };
  /** Posts published per week (by published_at; scheduled ones once their time has come). */
  content?: { blog: number[]; newsroom: number[] };
}

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * When a row arrived, read once per row object: the device's rows are the table cache's objects,
 * which a change replaces rather than edits, so a period change reads no date twice.
 */
const arrivals = new WeakMap<object, number>();
function arrived(row: { created_at: string }): number {
  let at = arrivals.get(row);
  if (at === undefined) {
    at = time(row.created_at);
    arrivals.set(row, at);
  }
  return at;
}
const live = (row: { deleted_at: string | null }) => !row.deleted_at;
// An editor's copy has no spam_reason column (shared/sync/tables.ts omitFor): absent is not spam.
const lead = (row: BaseRow) => live(row) && !row.spam_reason;

function zeros(n: number): number[] {
  return new Array<number>(n).fill(0);
}

function breakdown(counts: Map<string, number>): Breakdown[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Every report the input allows, for `period`, compared with the period before it. */
export function computeReports(input: ReportInput, period: Period, now: Date): ReportData {
  const before = previousPeriod(period);
  const weeks = weekStarts(period);
  const n = weeks.length;
  const data: ReportData = {
    period: { start: isoDay(period.start), end: isoDay(period.end) },
    previous: { start: isoDay(before.start), end: isoDay(before.end) },
    weeks: weeks.map(isoDay),
  };
  if (input.leads) {
    const tables = {
      contact: input.leads.contact,
      sales: input.leads.sales,
      partner: input.leads.partner,
      support: input.leads.support,
      newsletter: input.newsletter ?? [],
    };
    data.leads = leadFlow(tables, period, before, n);
    data.response = responses(input.leads, period, before, n, now);
    data.funnels = funnels(input.leads, period);
    data.spam = spam(Object.values(tables), period, n);
  }
  if (input.newsletter) data.newsletter = growth(input.newsletter, period, n);
  if (input.content) {
    const published = (rows: readonly ReportPostRow[]) => {
      const weeks = zeros(n);
      for (const row of rows) {
        if (!live(row) || !row.published) continue;
        const at = time(row.published_at);
        const week = at <= now.getTime() ? weekIndex(period, at) : -1;
        if (week >= 0) weeks[week] = (weeks[week] as number) + 1;
      }
      return weeks;
    };
    data.content = {
      blog: published(input.content.blog),
      newsroom: published(input.content.newsroom),
    };
  }
  return data;
}

function leadFlow(
  tables: Record<ReportForm, readonly BaseRow[]>,
  period: Period,
  before: Period,
  n: number,
): NonNullable<ReportData['leads']> {
  const weekly = {} as Record<ReportForm, number[]>;
  const total = zeros(n);
  const previousTotal = zeros(n);
  const languages = new Map<string, number>();
  const sources = Object.fromEntries(
    SOURCE_KINDS.map((k) => [k, new Map<string, number>()]),
  ) as Record<SourceKind, Map<string, number>>;
  let sum = 0;
  let previousSum = 0;
  for (const form of REPORT_FORMS) {
    const counts = zeros(n);
    for (const row of tables[form]) {
      if (!lead(row)) continue;
      const at = arrived(row);
      const week = weekIndex(period, at);
      if (week >= 0) {
        counts[week] = (counts[week] as number) + 1;
        total[week] = (total[week] as number) + 1;
        sum++;
        bump(languages, row.language);
        for (const kind of SOURCE_KINDS) bump(sources[kind], row[kind] ?? '');
        continue;
      }
      const earlier = weekIndex(before, at);
      if (earlier >= 0) {
        previousTotal[earlier] = (previousTotal[earlier] as number) + 1;
        previousSum++;
      }
    }
    weekly[form] = counts;
  }
  return {
    weekly,
    total,
    previousTotal,
    sum,
    previousSum,
    byLanguage: breakdown(languages),
    bySource: Object.fromEntries(SOURCE_KINDS.map((k) => [k, breakdown(sources[k])])) as Record<
      SourceKind,
      Breakdown[]
    >,
  };
}

/** The earliest reply sent to each lead (not in the trash), by the lead's id. */
function firstReplies(replies: readonly ReportReplyRow[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const reply of replies) {
    if (!live(reply)) continue;
    const at = time(reply.created_at);
    const known = first.get(reply.lead_id);
    if (known === undefined || at < known) first.set(reply.lead_id, at);
  }
  return first;
}

function responses(
  leads: NonNullable<ReportInput['leads']>,
  period: Period,
  before: Period,
  n: number,
  now: Date,
): NonNullable<ReportData['response']> {
  const replies = firstReplies(leads.replies);
  const own: Record<ResponseForm, (row: ReportLeadRow) => string | null> = {
    contact: (row) => (row as ReportContactRow).response_date,
    sales: () => null,
    support: (row) => (row as ReportSupportRow).first_response_at,
  };
  const supportOverdue = zeros(n);
  const figures = {} as Record<ResponseForm, ResponseFigures>;
  for (const form of RESPONSE_FORMS) {
    const perWeek: number[][] = Array.from({ length: n }, () => []);
    const waiting = zeros(n);
    const all: number[] = [];
    const earlier: number[] = [];
    let allWaiting = 0;
    let earlierWaiting = 0;
    for (const row of leads[form]) {
      if (!lead(row)) continue;
      const created = arrived(row);
      const week = weekIndex(period, created);
      const previous = week < 0 ? weekIndex(before, created) : -1;
      if (week < 0 && previous < 0) continue;
      const recorded = time(own[form](row));
      const replied = replies.get(row.id) ?? Number.NaN;
      const first = Math.min(
        Number.isNaN(recorded) ? Number.POSITIVE_INFINITY : recorded,
        Number.isNaN(replied) ? Number.POSITIVE_INFINITY : replied,
      );
      const answered = Number.isFinite(first);
      const took = Math.max(0, first - created);
      if (week >= 0) {
        if (answered) {
          (perWeek[week] as number[]).push(took);
          all.push(took);
        } else {
          waiting[week] = (waiting[week] as number) + 1;
          allWaiting++;
        }
        if (form === 'support') {
          const ticket = row as ReportSupportRow;
          const age = ticketAge({ ...ticket, status: ticket.status as SupportStatus }, now);
          if (age.overdue || age.answeredLate) {
            supportOverdue[week] = (supportOverdue[week] as number) + 1;
          }
        }
      } else if (answered) earlier.push(took);
      else earlierWaiting++;
    }
    figures[form] = {
      median: perWeek.map((v) => median(v)),
      p90: perWeek.map((v) => percentile(v, 90)),
      answered: perWeek.map((v) => v.length),
      waiting,
      total: {
        median: median(all),
        p90: percentile(all, 90),
        answered: all.length,
        waiting: allWaiting,
      },
      previous: {
        median: median(earlier),
        p90: percentile(earlier, 90),
        answered: earlier.length,
        waiting: earlierWaiting,
      },
    };
  }
  return { ...figures, supportOverdue };
}

function funnels(
  leads: NonNullable<ReportInput['leads']>,
  period: Period,
): Record<FunnelForm, FunnelFigures> {
  const out = {} as Record<FunnelForm, FunnelFigures>;
  for (const form of Object.keys(FUNNEL_STATUSES) as FunnelForm[]) {
    const counts = new Map<string, number>(FUNNEL_STATUSES[form].map((s) => [s, 0]));
    let received = 0;
    for (const row of leads[form]) {
      if (!lead(row) || weekIndex(period, arrived(row)) < 0) continue;
      received++;
      bump(counts, row.status);
    }
    out[form] = { received, statuses: [...counts].map(([key, count]) => ({ key, count })) };
  }
  return out;
}

function spam(
  tables: readonly (readonly BaseRow[])[],
  period: Period,
  n: number,
): NonNullable<ReportData['spam']> {
  const flagged = zeros(n);
  const restored = zeros(n);
  for (const rows of tables) {
    for (const row of rows) {
      if (!live(row)) continue;
      const wasFlagged = row.spam_reason !== null || Boolean(row.spam_restored_at);
      const week = wasFlagged ? weekIndex(period, arrived(row)) : -1;
      if (week >= 0) flagged[week] = (flagged[week] as number) + 1;
      const back = weekIndex(period, time(row.spam_restored_at));
      if (back >= 0) restored[back] = (restored[back] as number) + 1;
    }
  }
  return { flagged, restored };
}

function growth(
  rows: readonly ReportSignupRow[],
  period: Period,
  n: number,
): NonNullable<ReportData['newsletter']> {
  const confirmed = zeros(n);
  const pending = zeros(n);
  const unsubscribed = zeros(n);
  const add = (list: number[], at: number) => {
    const week = weekIndex(period, at);
    if (week >= 0) list[week] = (list[week] as number) + 1;
  };
  for (const row of rows) {
    if (!lead(row)) continue;
    add(confirmed, time(row.confirmed_at));
    add(unsubscribed, time(row.unsubscribed_at));
    if (!row.subscribed && row.confirmed_at === null && row.unsubscribed_at === null) {
      add(pending, arrived(row));
    }
  }
  return { confirmed, pending, unsubscribed };
}
