/**
 * Draws a chart spec with Observable Plot (SVG). Loaded with the Reports screen only, as a
 * chunk of its own: nothing else in the back office imports it.
 *
 * Readable without colour: bar series are filled with patterns (report-patterns.tsx: solid,
 * stripes, dots, cross-hatch, bands), line series differ by dash and marker and carry their name
 * at their end; horizontal bars carry their value. Every mark has a <title> with its exact value
 * (shown on hover), and the focused category is shaded.
 */
import { barX, barY, lineY, plot, ruleY, text } from '@observablehq/plot';
import type { ChartSpec } from './chart-spec.ts';

export const PATTERN_COUNT = 5;
export const patternFill = (i: number) => `url(#report-pattern-${i % PATTERN_COUNT})`;
const DASHES = ['6 3', '2 3', '10 4 2 4'];
const MARKERS = ['circle-stroke', 'dot', 'tick-x'] as const;

export interface DrawOptions {
  width: number;
  /** The category shaded as the one being read (keyboard or pointer); -1 for none. */
  index: number;
  /** Line colours, resolved from the theme (an SVG attribute cannot read a CSS variable). */
  lineColors: readonly string[];
}

/** Where the plot area starts and ends horizontally, for the pointer's category. */
export const MARGIN = { left: 56, right: 96, top: 16, bottom: 40 };

export function drawChart(spec: ChartSpec, options: DrawOptions): SVGSVGElement | HTMLElement {
  return spec.orientation === 'weeks' ? weeks(spec, options) : labels(spec, options);
}

/** Every nth label along x, so 53 weeks do not overlap. */
function sparseTicks(categories: readonly string[], width: number): string[] {
  const fits = Math.max(2, Math.floor((width - MARGIN.left - MARGIN.right) / 70));
  const step = Math.max(1, Math.ceil(categories.length / fits));
  return categories.filter((_, i) => i % step === 0);
}

function weeks(spec: ChartSpec, { width, index, lineColors }: DrawOptions) {
  // Drawn in the axis's unit (hours for durations, which the figures hold in milliseconds).
  const per = spec.csv?.per ?? 1;
  const inUnit = (v: number | null | undefined) => (v === null || v === undefined ? v : v / per);
  const bars = spec.series
    .filter((s) => s.mark === 'bar')
    .map((s) => ({ ...s, values: s.values.map(inUnit) }));
  const lines = spec.series
    .filter((s) => s.mark === 'line')
    .map((s) => ({ ...s, values: s.values.map(inUnit) }));
  const shown = (v: number) => spec.format(v * per);
  const barData = bars.flatMap((s) =>
    spec.categories.map((cat, i) => ({ cat, series: s.label, value: s.values[i] ?? 0 })),
  );
  const stackMax = Math.max(
    0,
    ...spec.categories.map((_, i) => bars.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)),
    ...lines.flatMap((s) => s.values.map((v) => v ?? 0)),
  );
  const yMax = stackMax > 0 ? stackMax * 1.1 : 1;
  const marks = [];
  if (index >= 0 && index < spec.categories.length) {
    marks.push(
      barY([spec.categories[index]], {
        x: (d: string) => d,
        y: yMax,
        fill: 'currentColor',
        fillOpacity: 0.1,
      }),
    );
  }
  if (bars.length > 0) {
    marks.push(
      barY(barData, {
        x: 'cat',
        y: 'value',
        fill: 'series',
        stroke: 'currentColor',
        strokeWidth: 0.5,
        title: (d: { cat: string; series: string; value: number }) =>
          `${d.cat}\n${d.series}: ${shown(d.value)}`,
      }),
    );
  }
  lines.forEach((s, n) => {
    const points = spec.categories
      .map((cat, i) => ({ cat, value: s.values[i] }))
      .filter(
        (p): p is { cat: string; value: number } => p.value !== null && p.value !== undefined,
      );
    const stroke = lineColors[n % lineColors.length] ?? 'currentColor';
    marks.push(
      lineY(points, {
        x: 'cat',
        y: 'value',
        stroke,
        strokeWidth: 2,
        strokeDasharray: DASHES[n % DASHES.length],
        marker: MARKERS[n % MARKERS.length],
        title: (d: { cat: string; value: number }) => `${d.cat}\n${s.label}: ${shown(d.value)}`,
      }),
    );
    const last = points.at(-1);
    if (last) {
      marks.push(
        text([last], {
          x: 'cat',
          y: 'value',
          text: () => s.label,
          textAnchor: 'start',
          dx: 8,
          fill: 'currentColor',
          lineWidth: 8,
        }),
      );
    }
  });
  marks.push(ruleY([0]));
  return plot({
    width,
    height: 260,
    marginLeft: MARGIN.left,
    marginRight: MARGIN.right,
    marginTop: MARGIN.top,
    marginBottom: MARGIN.bottom,
    style: { background: 'transparent', color: 'currentColor', fontSize: '12px' },
    ariaLabel: spec.title,
    ariaDescription: spec.description,
    x: {
      domain: [...spec.categories],
      paddingInner: 0.2,
      paddingOuter: 0.1,
      label: spec.categoryLabel,
      ticks: sparseTicks(spec.categories, width),
      tickSize: 0,
    },
    y: { domain: [0, yMax], label: spec.valueLabel, grid: true, nice: true },
    color: {
      type: 'ordinal',
      domain: bars.map((s) => s.label),
      range: bars.map((_, i) => patternFill(i)),
    },
    marks,
  });
}

function labels(spec: ChartSpec, { width, index }: DrawOptions) {
  const s = spec.series[0];
  const data = spec.categories.map((cat, i) => ({ cat, value: s?.values[i] ?? 0 }));
  const longest = Math.max(0, ...spec.categories.map((c) => Math.min(c.length, 32)));
  const marginLeft = Math.min(260, 16 + longest * 7);
  const max = Math.max(1, ...data.map((d) => d.value));
  const marks = [];
  if (index >= 0 && index < data.length) {
    marks.push(
      barX([spec.categories[index]], {
        y: (d: string) => d,
        x: max * 1.15,
        fill: 'currentColor',
        fillOpacity: 0.1,
      }),
    );
  }
  marks.push(
    barX(data, {
      y: 'cat',
      x: 'value',
      fill: patternFill(0),
      stroke: 'currentColor',
      strokeWidth: 0.5,
      title: (d: { cat: string; value: number }) => `${d.cat}: ${spec.format(d.value)}`,
    }),
    text(data, {
      y: 'cat',
      x: 'value',
      text: (d: { value: number }) => spec.format(d.value),
      textAnchor: 'start',
      dx: 4,
      fill: 'currentColor',
    }),
  );
  return plot({
    width,
    height: 32 + data.length * 26 + MARGIN.bottom,
    marginLeft,
    marginRight: 48,
    marginBottom: MARGIN.bottom,
    style: { background: 'transparent', color: 'currentColor', fontSize: '12px' },
    ariaLabel: spec.title,
    ariaDescription: spec.description,
    y: {
      domain: [...spec.categories],
      label: null,
      tickFormat: (c: string) => (c.length > 32 ? `${c.slice(0, 31)}…` : c),
      tickSize: 0,
      paddingInner: 0.2,
      paddingOuter: 0.1,
    },
    x: { domain: [0, max * 1.15], label: spec.valueLabel, grid: true },
    marks,
  });
}
