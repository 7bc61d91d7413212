/**
 * The period a report asks for, as URL parameters (the Reports screen's address and
 * GET /api/admin/reports): `period` one of the presets, or `custom` with `from` and `to`
 * (ISO dates, both included).
 */
import { z } from 'zod';
import { customPeriod, type Period, presetPeriod, REPORT_PRESETS } from './period.ts';

export const REPORT_PERIODS = [...REPORT_PRESETS, 'custom'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.');

export const reportQuerySchema = z
  .object({
    period: z.enum(REPORT_PERIODS, 'Choose a period.').default('30d'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to || !customPeriod(q.from, q.to)) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message:
          'Choose a first and a last day, the last on or after the first, at most three years apart.',
      });
    }
  });

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The period a checked query names, at `now`. */
export function periodOfQuery(query: ReportQuery, now: Date): Period {
  if (query.period === 'custom') {
    const period = customPeriod(query.from ?? '', query.to ?? '');
    if (period) return period;
  }
  return presetPeriod(query.period === 'custom' ? '30d' : query.period, now);
}
