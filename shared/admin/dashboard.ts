/**
 * GET /api/admin/dashboard (documented in server/routes/admin.ts): the shape both sides use.
 * `D` is how a time travels: a Date on the server, its ISO string once it is JSON.
 */

/** Every statistic of back-office §3, each counting one table (soft-deleted rows never count). */
export const DASHBOARD_TABLES = {
  newsletters: 'newsletter_signups',
  blogPosts: 'blog_posts',
  newsroomPosts: 'newsroom_posts',
  teamMembers: 'team_members',
  investors: 'investors',
  partners: 'partners',
  advisors: 'advisory_members',
  contacts: 'contact_submissions',
  sales: 'sales_enquiries',
  support: 'support_tickets',
  partnerApplications: 'partner_applications',
} as const;

export type CountedKey = keyof typeof DASHBOARD_TABLES;
/** totalEntities = teamMembers + investors + partners + advisors. */
export type StatKey = CountedKey | 'totalEntities';

export interface Change {
  /** Rows created in the last 30 days. */
  current30d: number;
  /** Rows created in the 30 days before those. */
  previous30d: number;
  /** Whole percent change; null when there was nothing in the previous 30 days to compare. */
  percent: number | null;
}

export type ActivityType = 'contact' | 'sales' | 'partner' | 'support';

export interface ActivityItem<D = string> {
  type: ActivityType;
  id: string;
  name: string;
  email: string;
  created_at: D;
}

/**
 * The statistics and the changes: only those of the tables the reader's role reads (a role that
 * does not read leads learns nothing of them, not even how many there are).
 */
export interface DashboardResponse<D = string> {
  stats: Partial<Record<StatKey, number>>;
  changes: Partial<Record<StatKey, Change>>;
  /** The 5 latest of each lead source, newest first, at most 10. */
  recentActivity: ActivityItem<D>[];
  /** True when a query failed and the figures are the zero / empty fallback. */
  unavailable: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The 5 latest of each lead source, at most 10 in all (back-office §7). */
export const ACTIVITY_PER_SOURCE = 5;
export const ACTIVITY_TOTAL = 10;

export const COUNTED_KEYS = Object.keys(DASHBOARD_TABLES) as CountedKey[];
export const ENTITY_KEYS: readonly CountedKey[] = [
  'teamMembers',
  'investors',
  'partners',
  'advisors',
];

/**
 * The statistics of the tables in `readable` (a role's, shared/admin/access.ts), in
 * DASHBOARD_TABLES order; totalEntities with the entity tables it sums.
 */
export function readableStatKeys(readable: readonly string[]): StatKey[] {
  const counted = COUNTED_KEYS.filter((key) => readable.includes(DASHBOARD_TABLES[key]));
  const entities = ENTITY_KEYS.every((key) => counted.includes(key));
  return entities ? [...counted, 'totalEntities'] : counted;
}

/** Where each lead source's person is named: support tickets say customer_name / customer_email. */
export const ACTIVITY_SOURCES = [
  { type: 'contact', key: 'contacts', name: 'name', email: 'email' },
  { type: 'sales', key: 'sales', name: 'name', email: 'email' },
  { type: 'partner', key: 'partnerApplications', name: 'name', email: 'email' },
  { type: 'support', key: 'support', name: 'customer_name', email: 'customer_email' },
] as const satisfies readonly {
  type: ActivityType;
  key: CountedKey;
  name: string;
  email: string;
}[];

/** The percent change of back-office §7: whole percent, null when the previous period was empty. */
export function changeOf(current: number, previous: number): Change {
  const percent =
    previous === 0
      ? current === 0
        ? 0
        : null
      : Math.round(((current - previous) / previous) * 100);
  return { current30d: current, previous30d: previous, percent };
}

/** A row as the dashboard reads it: its creation time and, on lead tables, the spam flag. */
export type DashboardRow = Readonly<Record<string, unknown>> & {
  id: string;
  created_at: string;
  deleted_at?: string | null;
  spam_reason?: string | null;
};

/**
 * A newsletter subscriber as Newsletter Management counts one (its Active): confirmed (double
 * opt-in) and not unsubscribed. Pending and unsubscribed signups are not subscribers.
 */
export function isActiveSignup(row: DashboardRow): boolean {
  return row.subscribed === true;
}

/**
 * The `count` newest rows, newest first (rows made at the same moment in their given order, as a
 * stable sort would leave them), in one pass: a sort of every row by date held the page for a
 * few hundred milliseconds at 100,000 rows (issue #24).
 */
export function newest<Row extends { created_at: string }>(
  rows: readonly Row[],
  count: number,
): Row[] {
  const top: { row: Row; at: number }[] = [];
  for (const row of rows) {
    const at = Date.parse(row.created_at);
    const last = top.at(-1);
    if (top.length === count && last && at <= last.at) continue;
    let i = top.length;
    while (i > 0 && (top[i - 1]?.at ?? 0) < at) i--;
    top.splice(i, 0, { row, at });
    if (top.length > count) top.pop();
  }
  return top.map((t) => t.row);
}

/**
 * The dashboard from rows (the back office's local copy): the same figures GET
 * /api/admin/dashboard computes in SQL, so it opens offline and follows every change. Deleted
 * rows and suspected spam never count; newsletter subscribers are the Active ones.
 */
export function summariseDashboard(
  tables: Readonly<Record<CountedKey, readonly DashboardRow[]>>,
  now: Date,
): DashboardResponse {
  const end = now.getTime();
  const start30 = end - 30 * DAY_MS;
  const start60 = end - 60 * DAY_MS;
  const live = (rows: readonly DashboardRow[]) =>
    rows.filter((r) => r.deleted_at == null && r.spam_reason == null);

  const stats = { totalEntities: 0 } as Record<StatKey, number>;
  const changes = {} as Record<StatKey, Change>;
  const entities = { current: 0, previous: 0 };
  for (const key of COUNTED_KEYS) {
    const rows = live(tables[key]).filter((r) => key !== 'newsletters' || isActiveSignup(r));
    let current = 0;
    let previous = 0;
    for (const row of rows) {
      const at = Date.parse(row.created_at);
      if (at >= start30 && at < end) current++;
      else if (at >= start60 && at < start30) previous++;
    }
    stats[key] = rows.length;
    changes[key] = changeOf(current, previous);
    if (ENTITY_KEYS.includes(key)) {
      stats.totalEntities += rows.length;
      entities.current += current;
      entities.previous += previous;
    }
  }
  changes.totalEntities = changeOf(entities.current, entities.previous);

  const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
    Date.parse(b.created_at) - Date.parse(a.created_at);
  const recentActivity = ACTIVITY_SOURCES.flatMap((source) =>
    newest(live(tables[source.key]), ACTIVITY_PER_SOURCE).map(
      (row): ActivityItem => ({
        type: source.type,
        id: row.id,
        name: String(row[source.name] ?? ''),
        email: String(row[source.email] ?? ''),
        created_at: new Date(row.created_at).toISOString(),
      }),
    ),
  )
    .sort(newestFirst)
    .slice(0, ACTIVITY_TOTAL);

  return { stats, changes, recentActivity, unavailable: false };
}
