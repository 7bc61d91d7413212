import { useId } from 'react';
import type { IssueReport as Report } from '../../../../../shared/admin/newsletter-issues.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useServerData } from '../use-server-data.ts';

/** The issue's figures from its deliveries: queued, sent, failed with reasons and the rest. */
export function IssueReport({ id, version }: { id: string; version: string }) {
  const t = useAdminT().newsletterIssues;
  const ids = useId();
  const { load } = useServerData<Report>(`/api/admin/newsletter-issues/${id}/report?v=${version}`);
  if (load.status !== 'ready') return null;
  const r = load.data;
  const figures = [
    ['queued', r.queued],
    ['sent', r.sent],
    ['failed', r.failed.length],
    ['cancelled', r.cancelled],
    ['suppressed', r.suppressed],
    ['unsubscribed', r.unsubscribed],
  ] as const;
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t.report}</h2>
      <dl className="issue-report__figures">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t.reportFigures[key]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {r.failed.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t.failedTable}</caption>
            <thead>
              <tr>
                <th scope="col">{t.failedColumns.email}</th>
                <th scope="col">{t.failedColumns.error}</th>
              </tr>
            </thead>
            <tbody>
              {r.failed.map((f) => (
                <tr key={f.email}>
                  <td>{f.email}</td>
                  <td>{f.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
