import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatCalendarDate } from '../../../../../shared/i18n/dates.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { computeReports } from '../../../../../shared/reports/compute.ts';
import { DAY_MS, isoDay } from '../../../../../shared/reports/period.ts';
import {
  periodOfQuery,
  REPORT_PERIODS,
  type ReportQuery,
  reportQuerySchema,
} from '../../../../../shared/reports/query.ts';
import { useLang } from '../../../app/i18n.ts';
import { useLocalQuery, useServerNow, useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ChartCard } from './chart-card.tsx';
import { readReportInput } from './report-input.ts';
import { ReportPatterns } from './report-patterns.tsx';
import { hours, reportCharts } from './report-specs.ts';
import './reports.css';

/**
 * /admin/reports (issue 49): the flow of leads over time, computed on this device from the local
 * copy through the table cache, so it opens offline and no lead data leaves the device. The
 * period is in the address (?period=30d|90d|12m|custom&from=&to=), checked with the same schema
 * as GET /api/admin/reports. Editors see the newsletter's and the content's figures only (their
 * device holds no lead), by the same rule as the sync pull.
 */
export function Component() {
  const t = useAdminT().reports;
  const lang = useLang();
  const { db, user } = useSyncEngine();
  const sync = useSyncStatus();
  const now = useServerNow();
  const [params, setParams] = useSearchParams();
  useAdminTitle(t.title);

  const parsed = reportQuerySchema.safeParse(Object.fromEntries(params));
  const query: ReportQuery = parsed.success ? parsed.data : { period: '30d' };
  const today = isoDay(now.getTime());
  const period = periodOfQuery(query, now);
  const input = useLocalQuery(() => readReportInput(db, user.role), [db, user.role]);
  // The period's bounds decide, not the objects made on each render; `today` moves the presets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const data = useMemo(() => {
    if (!input) return undefined;
    const start = performance.now();
    const computed = computeReports(input, period, now);
    // bench:reports tells the computing from the drawing with this.
    performance.measure('lumen:report-compute', { start });
    return computed;
  }, [input, period.start, period.end, today]);
  const charts = useMemo(() => data && reportCharts(data, t, lang), [data, t, lang]);
  // A link to one report (the dashboard's) lands on its chart once the charts are there.
  const ready = Boolean(charts);
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (ready && id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);

  return (
    <section className="admin-screen" aria-labelledby="reports-heading">
      <h1 id="reports-heading">{t.title}</h1>
      <p className="admin-muted">{t.lead}</p>
      <ReportPatterns />
      <PeriodPicker query={query} invalid={!parsed.success} today={today} onChange={setParams} />
      {!sync.ready || !data || !charts ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <p>
            {fmt(t.period.shown, {
              start: formatCalendarDate(data.period.start, lang),
              end: formatCalendarDate(isoDay(Date.parse(data.period.end) - DAY_MS), lang),
              previousStart: formatCalendarDate(data.previous.start, lang),
              previousEnd: formatCalendarDate(isoDay(Date.parse(data.previous.end) - DAY_MS), lang),
            })}
          </p>
          {data.leads ? (
            <p>
              {fmt(t.summary.leads, {
                count: data.leads.sum,
                previous: data.leads.previousSum,
                change: change(data.leads.sum, data.leads.previousSum, t),
              })}
            </p>
          ) : null}
          {charts.flow ? (
            <Section title={t.sections.flow}>
              <ChartCard spec={charts.flow} />
            </Section>
          ) : null}
          {charts.sources.length > 0 ? (
            <Section title={t.sections.sources}>
              {charts.sources.map((spec) => (
                <ChartCard key={spec.id} spec={spec} />
              ))}
            </Section>
          ) : null}
          {charts.response.length > 0 && data.response ? (
            <Section title={t.sections.response}>
              {charts.response.map((spec, i) => {
                const f =
                  data.response?.[(['contact', 'sales', 'support'] as const)[i] ?? 'contact'];
                const shown = (v: number | null | undefined) =>
                  v == null ? '–' : hours(v, t, lang);
                return (
                  <ChartCard key={spec.id} spec={spec}>
                    {f ? (
                      <p>
                        {fmt(t.charts.response.total, {
                          median: shown(f.total.median),
                          p90: shown(f.total.p90),
                          answered: f.total.answered,
                          waiting: f.total.waiting,
                          previous: shown(f.previous.median),
                        })}
                      </p>
                    ) : null}
                  </ChartCard>
                );
              })}
              {charts.overdue ? <ChartCard spec={charts.overdue} /> : null}
            </Section>
          ) : null}
          {charts.funnels.length > 0 ? (
            <Section title={t.sections.outcomes}>
              {charts.funnels.map((spec) => (
                <ChartCard key={spec.id} spec={spec}>
                  <p>{fmt(t.charts.funnel.received, { count: spec.received })}</p>
                </ChartCard>
              ))}
            </Section>
          ) : null}
          {charts.spam ? (
            <Section title={t.sections.spam}>
              <ChartCard spec={charts.spam} />
            </Section>
          ) : null}
          {charts.newsletter ? (
            <Section title={t.sections.newsletter}>
              <ChartCard spec={charts.newsletter} />
            </Section>
          ) : null}
          {charts.content ? (
            <Section title={t.sections.content}>
              <ChartCard spec={charts.content} />
            </Section>
          ) : null}
        </>
      )}
    </section>
  );
}

function change(now: number, before: number, t: ReturnType<typeof useAdminT>['reports']): string {
  if (now === before) return t.summary.noChange;
  if (before === 0) return t.summary.newOnly;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent} %`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="report-section" aria-label={title}>
      <h2>{title}</h2>
      <div className="report-grid">{children}</div>
    </section>
  );
}

function PeriodPicker(props: {
  query: ReportQuery;
  invalid: boolean;
  today: string;
  onChange(params: URLSearchParams): void;
}) {
  const t = useAdminT().reports.period;
  const [kind, setKind] = useState(props.query.period);
  const [from, setFrom] = useState(props.query.from ?? '');
  const [to, setTo] = useState(props.query.to ?? props.today);
  const [error, setError] = useState(props.invalid ? t.invalid : '');

  function choose(next: ReportQuery['period']) {
    setKind(next);
    if (next !== 'custom') {
      setError('');
      props.onChange(new URLSearchParams({ period: next }));
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const checked = reportQuerySchema.safeParse({ period: 'custom', from, to });
    if (!checked.success) {
      setError(t.invalid);
      return;
    }
    setError('');
    props.onChange(new URLSearchParams({ period: 'custom', from, to }));
  }

  return (
    <form className="report-period" onSubmit={apply} aria-label={t.legend}>
      <fieldset className="admin-fieldset-plain">
        <legend>{t.legend}</legend>
        {REPORT_PERIODS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="period"
              value={p}
              checked={kind === p}
              onChange={() => choose(p)}
            />
            {t[p]}
          </label>
        ))}
      </fieldset>
      {kind === 'custom' ? (
        <>
          <label>
            {t.from}
            <input
              type="date"
              value={from}
              max={props.today}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'report-period-error' : undefined}
            />
          </label>
          <label>
            {t.to}
            <input
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'report-period-error' : undefined}
            />
          </label>
          <button type="submit" className="button button--primary">
            {t.apply}
          </button>
        </>
      ) : null}
      {error ? (
        <p id="report-period-error" role="alert" className="admin-notice admin-notice--error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
