/**
 * Timings the benchmarks read (`performance.getEntriesByName(name, 'measure')`). A long admin
 * session measures every pull and every list query; past a cap the old entries are dropped so
 * the performance timeline does not grow for as long as the tab stays open.
 */
const KEEP = 500;

/** Records a measure called `name` from `start` (a performance.now() value) to now. */
export function measureSince(name: string, start: number): void {
  if (typeof performance === 'undefined') return;
  if (performance.getEntriesByName(name, 'measure').length >= KEEP) performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}
