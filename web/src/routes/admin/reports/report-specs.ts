/**
 * The Reports screen's charts, made from the computed figures (shared/reports/compute.ts) in the
 * person's language. Pure, so the charts, their tables and their CSV show the same numbers.
 */
import type { Lang } from '../../../../../shared/constants.ts';
import { formatCalendarDate } from '../../../../../shared/i18n/dates.ts';
import type { AdminMessages } from '../../../../../shared/i18n/en/admin.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { formatDecimal } from '../../../../../shared/i18n/numbers.ts';
import {
  type Breakdown,
  FUNNEL_STATUSES,
  type FunnelForm,
  REPORT_FORMS,
  RESPONSE_FORMS,
  type ReportData,
  type ResponseForm,
  SOURCE_KINDS,
  type SourceKind,
} from '../../../../../shared/reports/compute.ts';
import type { ChartSpec } from './chart-spec.ts';

type T = AdminMessages['reports'];
const HOUR = 3_600_000;
/** The most frequent values a breakdown shows (its chart, table and CSV alike). */
export const TOP_SOURCES = 10;

export function hours(ms: number, t: T, lang: Lang): string {
  return fmt(t.units.hoursValue, { value: formatDecimal(ms / HOUR, 1, lang) });
}

const count = (lang: Lang) => (v: number) => formatDecimal(v, 0, lang);

export interface ReportCharts {
  flow?: ChartSpec;
  sources: ChartSpec[];
  response: ChartSpec[];
  overdue?: ChartSpec;
  funnels: (ChartSpec & { received: number })[];
  spam?: ChartSpec;
  newsletter?: ChartSpec;
  content?: ChartSpec;
}

export function reportCharts(data: ReportData, t: T, lang: Lang): ReportCharts {
  const weeks = data.weeks.map((w) => formatCalendarDate(w, lang));
  const week = (id: string, title: string, valueLabel: string, format: (v: number) => string) => ({
    id,
    title,
    orientation: 'weeks' as const,
    categoryLabel: t.units.weekOf,
    categories: weeks,
    valueLabel,
    format,
    file: `report-${id}`,
  });
  const charts: ReportCharts = { sources: [], response: [], funnels: [] };
  const leads = data.leads;
  if (leads) {
    charts.flow = {
      ...week('leads-weekly', t.charts.leadsWeekly.title, t.units.leads, count(lang)),
      description: t.charts.leadsWeekly.description,
      series: [
        ...REPORT_FORMS.map((form) => ({
          key: form,
          label: t.forms[form],
          values: leads.weekly[form],
          mark: 'bar' as const,
        })),
        {
          key: 'previous',
          label: t.charts.leadsWeekly.previous,
          values: leads.previousTotal,
          mark: 'line' as const,
        },
      ],
    };
    charts.sources.push(
      breakdown(
        'language',
        t.charts.language.title,
        leads.byLanguage,
        (k) => t.languages[k as 'en' | 'et'] ?? k,
        t,
        lang,
      ),
      ...SOURCE_KINDS.map((kind: SourceKind) =>
        breakdown(
          kind,
          t.charts[kind].title,
          leads.bySource[kind],
          (k) => k || t.charts[kind].none,
          t,
          lang,
        ),
      ),
    );
  }
  const response = data.response;
  if (response) {
    for (const form of RESPONSE_FORMS as readonly ResponseForm[]) {
      const f = response[form];
      charts.response.push({
        ...week(
          `response-${form}`,
          fmt(t.charts.response.title, { form: t.forms[form] }),
          t.units.hours,
          (v) => hours(v, t, lang),
        ),
        description: t.charts.response.description,
        csv: { per: HOUR, unit: t.units.hours },
        series: [
          { key: 'median', label: t.charts.response.median, values: f.median, mark: 'line' },
          { key: 'p90', label: t.charts.response.p90, values: f.p90, mark: 'line' },
        ],
      });
    }
    charts.overdue = {
      ...week('support-overdue', t.charts.response.overdue, t.units.count, count(lang)),
      series: [
        {
          key: 'overdue',
          label: t.charts.response.overdue,
          values: response.supportOverdue,
          mark: 'bar',
        },
      ],
    };
  }
  if (data.funnels) {
    for (const form of Object.keys(FUNNEL_STATUSES) as FunnelForm[]) {
      const f = data.funnels[form];
      charts.funnels.push({
        id: `funnel-${form}`,
        title: fmt(t.charts.funnel.title, { form: t.forms[form] }),
        description: t.charts.funnel.description,
        orientation: 'labels',
        categoryLabel: t.chart.category,
        categories: f.statuses.map((s) => t.statuses[s.key as keyof T['statuses']] ?? s.key),
        valueLabel: t.units.leads,
        series: [
          {
            key: 'count',
            label: t.units.leads,
            values: f.statuses.map((s) => s.count),
            mark: 'bar',
          },
        ],
        format: count(lang),
        file: `report-funnel-${form}`,
        received: f.received,
      });
    }
  }
  if (data.spam) {
    charts.spam = {
      ...week('spam', t.charts.spam.title, t.units.leads, count(lang)),
      series: [
        { key: 'flagged', label: t.charts.spam.flagged, values: data.spam.flagged, mark: 'bar' },
        {
          key: 'restored',
          label: t.charts.spam.restored,
          values: data.spam.restored,
          mark: 'line',
        },
      ],
    };
  }
  if (data.newsletter) {
    const n = data.newsletter;
    charts.newsletter = {
      ...week('newsletter', t.charts.newsletter.title, t.units.people, count(lang)),
      series: [
        {
          key: 'confirmed',
          label: t.charts.newsletter.confirmed,
          values: n.confirmed,
          mark: 'bar',
        },
        { key: 'pending', label: t.charts.newsletter.pending, values: n.pending, mark: 'bar' },
        {
          key: 'unsubscribed',
          label: t.charts.newsletter.unsubscribed,
          values: n.unsubscribed,
          mark: 'line',
        },
      ],
    };
  }
  if (data.content) {
    const c = data.content;
    charts.content = {
      ...week('content', t.charts.content.title, t.units.posts, count(lang)),
      series: [
        { key: 'blog', label: t.charts.content.blog, values: c.blog, mark: 'bar' },
        { key: 'newsroom', label: t.charts.content.newsroom, values: c.newsroom, mark: 'bar' },
      ],
    };
  }
  return charts;
}

function breakdown(
  id: string,
  title: string,
  rows: readonly Breakdown[],
  label: (key: string) => string,
  t: T,
  lang: Lang,
): ChartSpec {
  const shown = rows.slice(0, TOP_SOURCES);
  return {
    id: `by-${id}`,
    title,
    orientation: 'labels',
    categoryLabel: t.chart.category,
    categories: shown.map((r) => label(r.key)),
    valueLabel: t.units.leads,
    series: [
      { key: 'count', label: t.units.leads, values: shown.map((r) => r.count), mark: 'bar' },
    ],
    format: count(lang),
    file: `report-by-${id}`,
  };
}
