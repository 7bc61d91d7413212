import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';

/** The counts of back-office §2, in the order the dashboard shows them. */
export const COUNT_KEYS = [
  'newsletters',
  'blogPosts',
  'newsroomPosts',
  'teamMembers',
  'investors',
  'partners',
  'advisors',
  'contacts',
  'support',
  'totalEntities',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

export type ActivityType = 'contact' | 'sales' | 'partner' | 'support';

export interface Change {
  /** Rows created in the last 30 days. */
  current30d: number;
  /** Rows created in the 30 days before those. */
  previous30d: number;
  /** Change of current30d on previous30d; null when there is nothing to compare with. */
  percent: number | null;
}

export interface Activity {
  type: ActivityType;
  id: string;
  name: string;
  email: string;
  created_at: string;
}

/** GET /api/admin/dashboard (documented in server/routes/admin.ts). */
export interface DashboardData {
  stats: Record<CountKey, number>;
  changes: Partial<Record<CountKey, Change>>;
  recentActivity: Activity[];
  /** A query failed on the server: the figures are zeros and the list empty. */
  unavailable: boolean;
}

export function fetchDashboard(signal: AbortSignal): Promise<DashboardData> {
  return withSession(() => apiFetch<DashboardData>('/api/admin/dashboard', { signal }));
}
