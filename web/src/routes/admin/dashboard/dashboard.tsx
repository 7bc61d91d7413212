import { useState } from 'react';
import { Link } from 'react-router-dom';
import { maySee } from '../../../../../shared/admin/access.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { CopyProgress, useCopyProgress } from '../../../components/admin/copy-progress.tsx';
import { formatRecent } from '../../../components/admin/format-date.ts';
import { useLocalQuery, useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { serverNow } from '../../../sync/server-clock.ts';
import { connectionOf } from '../../../sync/status.ts';
import { DashboardTrends } from '../reports/dashboard-trends.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { type DashboardData, readDashboard, shownCountKeys } from './dashboard-data.ts';
import { RecentActivity } from './recent-activity.tsx';
import { StatCards } from './stat-cards.tsx';

type Load = { status: 'ready'; data: DashboardData } | { status: 'error' };

const QUICK_LINKS = [
  { to: '/admin/newsletter', key: 'newsletter' },
  { to: '/admin/blog', key: 'blog' },
  { to: '/admin/blog/new', key: 'blogNew' },
  { to: '/admin/contacts', key: 'contacts' },
  { to: '/admin/support', key: 'support' },
  { to: '/admin/partners', key: 'partners' },
  { to: '/admin/sales', key: 'sales' },
  { to: '/admin/entities', key: 'entities' },
  { to: '/admin/newsroom', key: 'newsroom' },
  { to: '/admin/newsroom/new', key: 'newsroomNew' },
  { to: '/admin/settings', key: 'settings' },
] as const;

/**
 * /admin (back-office §2 dashboard, §7 statistics and recent activity), computed from the local
 * copy: it opens offline and its figures follow every pulled or local change without a reload.
 */
export function Component() {
  const t = useAdminT().dashboard;
  const { db, user } = useSyncEngine();
  const sync = useSyncStatus();
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  useAdminTitle(t.title);

  const copy = useCopyProgress();
  // Not while the first pull copies the tables: it would re-read them after every page.
  const load = useLocalQuery(async (): Promise<Load> => {
    try {
      // "New in the last 30 days" by the server's clock: the device's may be a day off.
      return { status: 'ready', data: await readDashboard(db, await serverNow(db, new Date())) };
    } catch {
      // IndexedDB refused the read (e.g. storage evicted): say so and offer to try again.
      return { status: 'error' };
    }
  }, [db, attempt]);
  // Before the first pull the local copy is empty, which must not read as zeros.
  const loading = !sync.ready || load === undefined;
  const connection = connectionOf(sync);

  return (
    <section className="admin-page" aria-labelledby="admin-page-title" aria-busy={loading}>
      <h1 id="admin-page-title">{t.heading}</h1>
      {connection === 'online' ? null : (
        <p className="admin-notice" role="status">
          {sync.lastSyncedAt
            ? fmt(connection === 'offline' ? t.offline : t.unreachable, {
                time: formatRecent(sync.lastSyncedAt, lang),
              })
            : connection === 'offline'
              ? t.offlineNeverSynced
              : t.unreachableNeverSynced}
        </p>
      )}
      {loading && copy ? <CopyProgress progress={copy} /> : null}
      {loading && !copy ? (
        <p role="status" className="admin-muted">
          {t.loading}
        </p>
      ) : null}
      {!loading && load.status === 'error' ? (
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
      {!loading && load.status === 'ready' ? (
        <>
          <StatCards
            keys={shownCountKeys(db.readable)}
            stats={load.data.stats}
            changes={load.data.changes}
          />
          {db.readable.includes('contact_submissions') ? (
            <>
              <DashboardTrends />
              <RecentActivity items={load.data.recentActivity} />
            </>
          ) : null}
        </>
      ) : null}
      <section className="admin-section" aria-labelledby="quick-links-title">
        <h2 id="quick-links-title">{t.quickLinksHeading}</h2>
        <ul className="admin-quick-links">
          {QUICK_LINKS.filter((link) => maySee(user.role, link.to, link.to.endsWith('/new'))).map(
            (link) => (
              <li key={link.to}>
                <Link to={link.to}>{t.quickLinks[link.key]}</Link>
              </li>
            ),
          )}
        </ul>
      </section>
    </section>
  );
}
