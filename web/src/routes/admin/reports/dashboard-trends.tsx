import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../../../shared/constants.ts';
import { formatCalendarDate } from '../../../../../shared/i18n/dates.ts';
import { computeReports } from '../../../../../shared/reports/compute.ts';
import { isoDay, presetPeriod } from '../../../../../shared/reports/period.ts';
import { useLang } from '../../../app/i18n.ts';
import { useLocalQuery, useServerNow, useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { readReportInput } from './report-input.ts';
import { hours } from './report-specs.ts';
import './dashboard-trends.css';

/**
 * Two small charts on the dashboard (issue 49): leads per week and the contacts' median first
 * response over the last 90 days, each linking to its report. Drawn by hand (a row of bars), so
 * the dashboard does not load the Reports screen's chart library.
 */
export function DashboardTrends() {
  const t = useAdminT().reports;
  const lang = useLang();
  const { db, user } = useSyncEngine();
  const now = useServerNow();
  const today = isoDay(now.getTime());
  const input = useLocalQuery(() => readReportInput(db, user.role), [db, user.role]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day, not the instant, decides.
  const data = useMemo(
    () => (input ? computeReports(input, presetPeriod('90d', now), now) : undefined),
    [input, today],
  );
  if (!data?.leads || !data.response) return null;
  const weeks = data.weeks;
  const median = data.response.contact.median;
  return (
    <section className="admin-section" aria-labelledby="dashboard-trends-title">
      <h2 id="dashboard-trends-title" className="admin-visually-hidden">
        {t.title}
      </h2>
      <div className="dashboard-trends">
        <Trend
          title={t.dashboard.leads}
          weeks={weeks}
          values={data.leads.total}
          format={String}
          to="/admin/reports?period=90d#leads-weekly"
          lang={lang}
          open={t.dashboard.open}
        />
        <Trend
          title={t.dashboard.response}
          weeks={weeks}
          values={median}
          format={(v) => hours(v, t, lang)}
          to="/admin/reports?period=90d#response-contact"
          lang={lang}
          open={t.dashboard.open}
        />
      </div>
    </section>
  );
}

function Trend(props: {
  title: string;
  weeks: readonly string[];
  values: readonly (number | null)[];
  format(value: number): string;
  to: string;
  lang: Lang;
  open: string;
}) {
  const max = Math.max(1, ...props.values.map((v) => v ?? 0));
  const width = 12;
  const described = props.weeks
    .map((w, i) => {
      const v = props.values[i];
      return `${formatCalendarDate(w, props.lang)}: ${v === null || v === undefined ? '–' : props.format(v)}`;
    })
    .join('; ');
  const last = props.values.at(-1);
  return (
    <figure className="dashboard-trend">
      <figcaption>{props.title}</figcaption>
      <svg
        role="img"
        aria-label={`${props.title}. ${described}`}
        viewBox={`0 0 ${props.values.length * width} 40`}
        preserveAspectRatio="none"
        className="dashboard-trend__bars"
      >
        {props.values.map((v, i) => {
          const h = v ? Math.max(1, (v / max) * 38) : 0;
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: one bar per week, in order.
              key={i}
              x={i * width + 1}
              y={40 - h}
              width={width - 2}
              height={h}
            />
          );
        })}
      </svg>
      <p className="admin-muted">
        {formatCalendarDate(props.weeks.at(-1) ?? '', props.lang)}:{' '}
        {last === null || last === undefined ? '–' : props.format(last)}
      </p>
      <Link to={props.to}>{props.open}</Link>
    </figure>
  );
}
