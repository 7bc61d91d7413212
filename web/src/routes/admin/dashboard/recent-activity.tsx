import { useAdminT } from '../use-admin-t.ts';
import type { Activity } from './dashboard-data.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The latest leads of every kind, newest first (back-office §7), each tagged with its type. */
export function RecentActivity({ items }: { items: Activity[] }) {
  const t = useAdminT().dashboard;
  return (
    <section className="admin-section" aria-labelledby="recent-title">
      <h2 id="recent-title">{t.recentHeading}</h2>
      {items.length === 0 ? (
        <p className="admin-muted">{t.recentEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.recentColumns.type}</th>
                <th scope="col">{t.recentColumns.name}</th>
                <th scope="col">{t.recentColumns.email}</th>
                <th scope="col">{t.recentColumns.time}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={`${item.type}:${item.id}`}>
                  <td>
                    <span className={`admin-tag admin-tag--${item.type}`}>
                      {t.activityTypes[item.type]}
                    </span>
                  </td>
                  <td>{item.name}</td>
                  <td>{item.email}</td>
                  <td>
                    <time dateTime={item.created_at}>
                      {timeFormat.format(new Date(item.created_at))}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
