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

export interface DashboardResponse<D = string> {
  stats: Record<StatKey, number>;
  changes: Record<StatKey, Change>;
  /** The 5 latest of each lead source, newest first, at most 10. */
  recentActivity: ActivityItem<D>[];
  /** True when a query failed and the figures are the zero / empty fallback. */
  unavailable: boolean;
}
