import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { csvFileName, toCsv } from '../../../../../shared/csv.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { downloadBlob, downloadText } from '../../../lib/download.ts';
import { useAdminT } from '../use-admin-t.ts';
import { type ChartSpec, csvRows, readout, tableRows } from './chart-spec.ts';
import { Swatch } from './report-patterns.tsx';

type PlotModule = typeof import('./plot-chart.ts');
let plotModule: Promise<PlotModule> | undefined;
/** The chart library, fetched once the first chart is shown (its own chunk). */
const loadPlot = () => {
  plotModule ??= import('./plot-chart.ts');
  return plotModule;
};

function lineColors(): string[] {
  const style = getComputedStyle(document.documentElement);
  return [0, 1].map((i) => style.getPropertyValue(`--report-line-${i}`).trim() || 'currentColor');
}

/** Redraws when the theme changes (colours of lines are resolved at drawing time). */
function useTheme(): string {
  const [theme, setTheme] = useState(() => document.documentElement.dataset.theme ?? '');
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setTheme(document.documentElement.dataset.theme ?? ''),
    );
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * One chart: its title, legend, the chart (or its table), a read-out of exact values that
 * follows the pointer and the arrow keys, and its exports (CSV, SVG, PNG).
 */
export function ChartCard({ spec, children }: { spec: ChartSpec; children?: React.ReactNode }) {
  const t = useAdminT().reports.chart;
  const [asTable, setAsTable] = useState(false);
  const [index, setIndex] = useState(-1);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const host = useRef<HTMLDivElement>(null);
  // Unknown until the card is laid out: drawing at a guessed width would draw every chart twice.
  const [width, setWidth] = useState<number | null>(null);
  const theme = useTheme();
  const titleId = useId();
  const readoutId = useId();
  const n = spec.categories.length;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth((old) => (old === null || Math.abs(old - w) > 8 ? w : old));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme changes the line colours.
  useEffect(() => {
    if (asTable || width === null) return;
    let live = true;
    loadPlot()
      // Each chart in a task of its own: eighteen drawings in one would hold the page.
      .then((plot) => new Promise<PlotModule>((resolve) => setTimeout(() => resolve(plot), 0)))
      .then(({ drawChart }) => {
        if (!live || !host.current) return;
        const chart = drawChart(spec, { width, index, lineColors: lineColors() });
        // Read through its container (its name, the keyboard read-out) and its table: the
        // drawing's own groups carry labels that no role allows.
        chart.setAttribute('aria-hidden', 'true');
        host.current.replaceChildren(chart);
        // bench:reports counts these: every chart drawn, and when.
        performance.mark('lumen:report-chart', { detail: spec.id });
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [spec, width, index, asTable, theme]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (next !== undefined && n > 0) {
      event.preventDefault();
      setIndex((i) => (i < 0 ? (next > 0 ? 0 : n - 1) : Math.min(n - 1, Math.max(0, i + next))));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(event.key === 'Home' ? 0 : n - 1);
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const svg = host.current?.querySelector('svg');
    if (!svg || n === 0) return;
    const box = svg.getBoundingClientRect();
    const scale = box.width / (Number(svg.getAttribute('width')) || box.width);
    let at: number;
    if (spec.orientation === 'weeks') {
      const left = box.left + 56 * scale;
      const right = box.right - 96 * scale;
      at = Math.floor(((event.clientX - left) / (right - left)) * n);
    } else {
      const top = box.top + 20 * scale;
      const bottom = box.bottom - 40 * scale;
      at = Math.floor(((event.clientY - top) / (bottom - top)) * n);
    }
    setIndex(at >= 0 && at < n ? at : -1);
  }

  const table = tableRows(spec);
  const shown = index >= 0 && index < n;
  const bars = spec.series.filter((s) => s.mark === 'bar');
  const lines = spec.series.filter((s) => s.mark === 'line');
  const empty = spec.series.every((s) => s.values.every((v) => !v));

  return (
    <figure id={spec.id} className="report-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{spec.title}</h3>
      {spec.description ? <p className="admin-muted">{spec.description}</p> : null}
      {children}
      {spec.series.length > 1 || spec.orientation === 'weeks' ? (
        <ul className="report-legend" aria-label={t.legend}>
          {bars.map((s, i) => (
            <li key={s.key}>
              <Swatch index={i} line={false} />
              {s.label}
            </li>
          ))}
          {lines.map((s, i) => (
            <li key={s.key}>
              <Swatch index={i} line={true} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="report-card__tools">
        <label>
          <input type="checkbox" checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />{' '}
          {t.showTable}
        </label>
        <button type="button" className="button button--secondary" onClick={() => exportCsv(spec)}>
          {t.exportCsv}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={asTable}
          onClick={() => exportSvg(spec, host.current)}
        >
          {t.exportSvg}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={asTable}
          onClick={() => void exportPng(spec, host.current)}
        >
          {t.exportPng}
        </button>
      </div>
      {empty ? <p>{t.noData}</p> : null}
      {asTable ? (
        <div className="admin-table-wrap">
          <table>
            <caption className="visually-hidden">{spec.title}</caption>
            <thead>
              <tr>
                {table.header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((value, i) =>
                    i === 0 ? (
                      <th key="category" scope="row">
                        {value}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are the series, in order.
                      <td key={i}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a chart read with the arrow keys. */}
          <div
            ref={host}
            className="report-card__plot"
            role="application"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard reads its values.
            tabIndex={0}
            aria-label={`${spec.title}. ${t.keys}`}
            aria-describedby={readoutId}
            aria-busy={state === 'loading'}
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setIndex(-1)}
          />
          {state === 'failed' ? <p>{t.failed}</p> : null}
          <p id={readoutId} className="report-readout" aria-live="polite">
            {shown
              ? fmt(t.readout, {
                  category: spec.categories[index] ?? '',
                  values: readout(spec, index),
                })
              : t.pick}
          </p>
        </>
      )}
    </figure>
  );
}

function exportCsv(spec: ChartSpec) {
  const { header, rows } = csvRows(spec);
  downloadText(csvFileName(spec.file, new Date()), toCsv(header, rows));
}

/** The chart as a standalone SVG: its patterns included and the theme's colours written in. */
function standaloneSvg(spec: ChartSpec, host: HTMLElement | null): string | null {
  const svg = host?.querySelector('svg');
  if (!svg) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const style = getComputedStyle(host as HTMLElement);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute(
    'style',
    `color: ${style.color}; background: ${getComputedStyle(document.body).backgroundColor}; font-family: ${style.fontFamily}`,
  );
  const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  title.textContent = spec.title;
  copy.prepend(title);
  const defs = document.querySelector('.report-patterns defs')?.cloneNode(true) as
    | Element
    | undefined;
  if (defs) {
    const root = getComputedStyle(document.documentElement);
    for (const el of defs.querySelectorAll<SVGElement>('[style]')) {
      const css = el.getAttribute('style') ?? '';
      el.setAttribute(
        'style',
        css.replace(/var\((--[\w-]+)\)/g, (_, name: string) => root.getPropertyValue(name).trim()),
      );
    }
    copy.prepend(defs);
  }
  return new XMLSerializer().serializeToString(copy);
}

function exportSvg(spec: ChartSpec, host: HTMLElement | null) {
  const text = standaloneSvg(spec, host);
  if (text) downloadText(`${spec.file}.svg`, text, 'image/svg+xml');
}

async function exportPng(spec: ChartSpec, host: HTMLElement | null) {
  const text = standaloneSvg(spec, host);
  const svg = host?.querySelector('svg');
  if (!text || !svg) return;
  const width = Number(svg.getAttribute('width')) || svg.clientWidth;
  const height = Number(svg.getAttribute('height')) || svg.clientHeight;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = getComputedStyle(document.body).backgroundColor;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob) downloadBlob(`${spec.file}.png`, blob);
}
