import type { ActivityItem, DashboardResponse } from '../../../../../shared/admin/dashboard.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';

export type { Change } from '../../../../../shared/admin/dashboard.ts';

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

export type Activity = ActivityItem;
export type DashboardData = DashboardResponse;

export function fetchDashboard(signal: AbortSignal): Promise<DashboardData> {
  return withSession(() => apiFetch<DashboardData>('/api/admin/dashboard', { signal }));
}
