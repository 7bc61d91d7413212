import { describe, expect, it } from 'vitest';
import { reports as en } from '../../../../../../shared/i18n/en/admin-reports.ts';
import { reports as et } from '../../../../../../shared/i18n/et/admin-reports.ts';
import { computeReports } from '../../../../../../shared/reports/compute.ts';
import { presetPeriod } from '../../../../../../shared/reports/period.ts';
import {
  csvRows,
  readout,
  tableRows,
} from '../../../../../../web/src/routes/admin/reports/chart-spec.ts';
import { reportCharts } from '../../../../../../web/src/routes/admin/reports/report-specs.ts';
import { REPORT_INPUT, REPORT_NOW } from '../../../../../helpers/report-seed.ts';

const data = computeReports(REPORT_INPUT, presetPeriod('30d', REPORT_NOW), REPORT_NOW);

describe('the Reports screen charts', () => {
  it('gives the chart, its table, its CSV and its read-out the same numbers', () => {
    const flow = reportCharts(data, en, 'en').flow;
    if (!flow) throw new Error('no flow chart');
    const table = tableRows(flow);
    expect(table.header).toEqual([
      'Week of',
      'Contact',
      'Sales',
      'Partner',
      'Support',
      'Newsletter',
      'Previous period',
    ]);
    expect(table.rows[1]).toEqual(['9 March 2026', '2', '1', '0', '0', '2', '1']);
    expect(csvRows(flow).rows[1]).toEqual(['9 March 2026', 2, 1, 0, 0, 2, 1]);
    expect(readout(flow, 1)).toBe(
      'Contact 2, Sales 1, Partner 0, Support 0, Newsletter 2, Previous period 1',
    );
  });

  it('writes response times in hours, and the weeks without an answer as a dash', () => {
    const [contact] = reportCharts(data, en, 'en').response;
    if (!contact) throw new Error('no response chart');
    expect(tableRows(contact).rows.map((r) => r.slice(1))).toEqual([
      ['2.0 h', '3.0 h'],
      ['4.0 h', '6.0 h'],
      ['–', '–'],
      ['–', '–'],
      ['–', '–'],
    ]);
    expect(csvRows(contact).header).toEqual([
      'Week of',
      'Median (Hours)',
      '90th percentile (Hours)',
    ]);
    expect(csvRows(contact).rows[0]).toEqual(['2 March 2026', 2, 3]);
  });

  it('speaks Estonian on the Estonian screen', () => {
    const charts = reportCharts(data, et, 'et');
    expect(charts.flow?.title).toBe('Päringud nädalas vormi järgi');
    expect(charts.flow?.categories[0]).toBe('2. märts 2026');
    expect(tableRows(charts.response[0] ?? (charts.flow as never)).rows[0]?.[1]).toBe('2,0 t');
  });
});
