import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { type DashboardData, fetchDashboard } from './dashboard-api.ts';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; data: DashboardData }
  | { status: 'signed-out' }
  | { status: 'error' };

const QUICK_LINKS = [
  { to: '/admin/newsletter', key: 'newsletter' },
  { to: '/admin/blog', key: 'blog' },
  { to: '/admin/blog/new', key: 'blogNew' },
  { to: '/admin/contacts', key: 'contacts' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/entities', key: 'entities' },
  { to: '/admin/newsroom', key: 'newsroom' },
  { to: '/admin/newsroom/new', key: 'newsroomNew' },
  { to: '/admin/settings', key: 'settings' },
] as const;

/** /admin (back-office §2 dashboard, §7 statistics and recent activity). */
export function Component() {
  const t = useAdminT().dashboard;
  const location = useLocation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useAdminTitle(t.title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only triggers a reload.
  useEffect(() => {
    const controller = new AbortController();
    fetchDashboard(controller.signal).then(
      (data) => setLoad({ status: 'ready', data }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        const ended = err instanceof ApiError && (err.status === 401 || err.status === 403);
        setLoad({ status: ended ? 'signed-out' : 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  if (load.status === 'signed-out') {
    return <Navigate to={`/admin/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  }

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading'}
    >
      <h1 id="admin-page-title">{t.heading}</h1>
      {load.status === 'loading' ? (
        <p role="status" className="admin-muted">
          {t.loading}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <div className="admin-notice admin-notice--error" role="alert">
          <p>{t.loadError}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t.retry}
          </button>
        </div>
      ) : null}
      {load.status === 'ready' ? (
        <>
          {load.data.unavailable ? (
            <p className="admin-notice" role="status">
              {t.unavailable}
            </p>
          ) : null}
          <StatCards stats={load.data.stats} changes={load.data.changes} />
          <RecentActivity items={load.data.recentActivity} />
        </>
      ) : null}
      <section className="admin-section" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">{t.quickLinksHeading}</h2>
        <ul className="admin-quick-links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t.quickLinks[link.key]}</Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
