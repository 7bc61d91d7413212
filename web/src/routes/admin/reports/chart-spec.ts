/**
 * One chart of the Reports screen as data: its categories (weeks, statuses, sources), its
 * series and how a value reads. The chart, its table, its CSV and its keyboard read-out are all
 * made from this, so they always show the same numbers.
 */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly (number | null)[];
  /** Bars (stacked with the chart's other bar series) or a line drawn over them. */
  mark: 'bar' | 'line';
}

export interface ChartSpec {
  id: string;
  title: string;
  description?: string;
  /** Weeks along x (vertical bars, lines), or labels along y (horizontal bars). */
  orientation: 'weeks' | 'labels';
  /** What the categories are (the table's first column heading and the axis label). */
  categoryLabel: string;
  categories: readonly string[];
  /** The value axis's label, with its unit. */
  valueLabel: string;
  series: readonly ChartSeries[];
  /** A value as text, with its unit when it has one (the table, the read-out, the labels). */
  format(value: number): string;
  /** The file name's stem for exports. */
  file: string;
  /** The CSV's unit when values are not counts: each value divided by `per`, named `unit`. */
  csv?: { per: number; unit: string };
}

/** A value as the table and the read-out show it; an empty cell for no value. */
export function cell(spec: ChartSpec, value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : spec.format(value);
}

/** The chart's figures as rows: a header, then one row per category. */
export function tableRows(spec: ChartSpec): { header: string[]; rows: string[][] } {
  return {
    header: [spec.categoryLabel, ...spec.series.map((s) => s.label)],
    rows: spec.categories.map((category, i) => [
      category,
      ...spec.series.map((s) => cell(spec, s.values[i])),
    ]),
  };
}

/** The CSV cells: raw numbers (not the formatted text), empty for no value. */
export function csvRows(spec: ChartSpec): { header: string[]; rows: (string | number | null)[][] } {
  const unit = spec.csv;
  const value = (v: number | null | undefined) =>
    v === null || v === undefined ? null : unit ? Math.round((v / unit.per) * 100) / 100 : v;
  return {
    header: [
      spec.categoryLabel,
      ...spec.series.map((s) => (unit ? `${s.label} (${unit.unit})` : s.label)),
    ],
    rows: spec.categories.map((category, i) => [
      category,
      ...spec.series.map((s) => value(s.values[i])),
    ]),
  };
}

/** The read-out of one category: every series' exact value. */
export function readout(spec: ChartSpec, index: number): string {
  return spec.series.map((s) => `${s.label} ${cell(spec, s.values[index])}`).join(', ');
}
