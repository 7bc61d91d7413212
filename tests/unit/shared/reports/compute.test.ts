import { describe, expect, it } from 'vitest';
import { computeReports, type ReportData } from '../../../../shared/reports/compute.ts';
import {
  customPeriod,
  presetPeriod,
  previousPeriod,
  weekStarts,
} from '../../../../shared/reports/period.ts';
import { median, percentile } from '../../../../shared/reports/stats.ts';
import { REPORT_ANSWERS, REPORT_INPUT, REPORT_NOW } from '../../../helpers/report-seed.ts';

const H = 3_600_000;
const hours = (values: (number | null)[]) => values.map((v) => (v === null ? null : v / H));

describe('report periods', () => {
  it('ends the presets with today and compares with the same length just before', () => {
    const period = presetPeriod('30d', REPORT_NOW);
    expect(new Date(period.start).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(new Date(period.end).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    const before = previousPeriod(period);
    expect(new Date(before.start).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(before.end).toBe(period.start);
    expect(weekStarts(presetPeriod('12m', REPORT_NOW))).toHaveLength(53);
    expect(weekStarts(presetPeriod('90d', REPORT_NOW))).toHaveLength(13);
  });

  it('takes a custom range with both days included, and refuses a reversed or unreal one', () => {
    const period = customPeriod('2026-03-02', '2026-03-08');
    expect(period && weekStarts(period)).toHaveLength(1);
    expect(customPeriod('2026-03-08', '2026-03-02')).toBeNull();
    expect(customPeriod('2026-02-30', '2026-03-02')).toBeNull();
    expect(customPeriod('2020-01-01', '2026-01-01')).toBeNull();
  });
});

describe('median and 90th percentile', () => {
  it('averages the two middle values of an even count; p90 is a value that occurred', () => {
    expect(median([6, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNull();
    expect(percentile([1, 2, 3, 6], 90)).toBe(6);
    expect(
      percentile(
        Array.from({ length: 10 }, (_, i) => i + 1),
        90,
      ),
    ).toBe(9);
    expect(percentile([], 90)).toBeNull();
  });
});

describe('computeReports on seeded leads', () => {
  const data = computeReports(REPORT_INPUT, presetPeriod('30d', REPORT_NOW), REPORT_NOW);
  const leads = data.leads as NonNullable<ReportData['leads']>;
  const response = data.response as NonNullable<ReportData['response']>;

  it('counts the leads of each form per week, without spam or the trash, and the period before', () => {
    expect(data.weeks).toEqual(REPORT_ANSWERS.weeks);
    expect(leads.weekly).toEqual(REPORT_ANSWERS.weekly);
    expect(leads.total).toEqual(REPORT_ANSWERS.total);
    expect(leads.previousTotal).toEqual(REPORT_ANSWERS.previousTotal);
    expect(leads.sum).toBe(16);
    expect(leads.previousSum).toBe(3);
  });

  it('breaks the leads down by language and by referring site', () => {
    expect(leads.byLanguage).toEqual(REPORT_ANSWERS.byLanguage);
    expect(leads.bySource.source_referrer).toEqual(REPORT_ANSWERS.referrers);
    expect(leads.bySource.utm_campaign).toEqual([
      { key: '', count: 15 },
      { key: 'spring', count: 1 },
    ]);
  });

  it('takes the earliest of a reply and the recorded response as the first response', () => {
    expect(hours(response.contact.median)).toEqual(REPORT_ANSWERS.contactMedianHours);
    expect(hours(response.contact.p90)).toEqual(REPORT_ANSWERS.contactP90Hours);
    expect(response.contact.waiting).toEqual([1, 0, 0, 1, 0]);
    const total = response.contact.total;
    expect({
      medianHours: (total.median ?? 0) / H,
      p90Hours: (total.p90 ?? 0) / H,
      answered: total.answered,
      waiting: total.waiting,
    }).toEqual(REPORT_ANSWERS.contactTotal);
    expect(response.contact.previous).toMatchObject({ median: 4 * H, answered: 1, waiting: 1 });
    expect(hours(response.sales.median)).toEqual(REPORT_ANSWERS.salesMedianHours);
    expect(hours(response.support.median)).toEqual(REPORT_ANSWERS.supportMedianHours);
    expect(response.supportOverdue).toEqual(REPORT_ANSWERS.supportOverdue);
  });

  it('counts each funnel by status now, in the funnel order', () => {
    const asObject = (f: { received: number; statuses: { key: string; count: number }[] }) => ({
      received: f.received,
      ...Object.fromEntries(f.statuses.map((s) => [s.key, s.count])),
    });
    expect(asObject(data.funnels?.contact ?? { received: 0, statuses: [] })).toEqual(
      REPORT_ANSWERS.funnels.contact,
    );
    expect(asObject(data.funnels?.partner ?? { received: 0, statuses: [] })).toEqual(
      REPORT_ANSWERS.funnels.partner,
    );
    expect(data.funnels?.sales.statuses.map((s) => s.key)).toEqual([
      'new',
      'contacted',
      'qualified',
      'won',
      'lost',
    ]);
  });

  it('counts spam flagged by arrival and restored by restoration, and the newsletter', () => {
    expect(data.spam).toEqual(REPORT_ANSWERS.spam);
    expect(data.newsletter).toEqual(REPORT_ANSWERS.newsletter);
  });

  it('counts the posts published per week, not drafts, deleted or still scheduled ones', () => {
    const post = (
      published_at: string | null,
      published = true,
      deleted_at: string | null = null,
    ) => ({
      id: published_at ?? 'draft',
      published,
      published_at,
      deleted_at,
    });
    const content = computeReports(
      {
        content: {
          blog: [
            post('2026-03-03T08:00:00.000Z'),
            post('2026-03-04T08:00:00.000Z'),
            post('2026-03-10T08:00:00.000Z', false),
            post('2026-03-11T08:00:00.000Z', true, '2026-03-12T08:00:00.000Z'),
            post('2026-03-31T18:00:00.000Z'),
          ],
          newsroom: [post('2026-03-30T08:00:00.000Z')],
        },
      },
      presetPeriod('30d', REPORT_NOW),
      REPORT_NOW,
    ).content;
    expect(content).toEqual({ blog: [2, 0, 0, 0, 0], newsroom: [0, 0, 0, 0, 1] });
  });

  it('gives a reader of the newsletter alone no lead figures', () => {
    const only = computeReports(
      { newsletter: REPORT_INPUT.newsletter ?? [] },
      presetPeriod('30d', REPORT_NOW),
      REPORT_NOW,
    );
    expect(only.leads).toBeUndefined();
    expect(only.response).toBeUndefined();
    expect(only.funnels).toBeUndefined();
    expect(only.spam).toBeUndefined();
    expect(only.newsletter).toEqual(REPORT_ANSWERS.newsletter);
  });
});
