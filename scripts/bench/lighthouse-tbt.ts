/**
 * What a Lighthouse run's Total Blocking Time is made of, as its simulation (lantern) counts it.
 * Lighthouse reports the total only; this lists each main-thread task the simulation places between
 * its first contentful paint and its time to interactive, with the task's simulated length (the
 * observed one times the CPU slowdown, 4 on mobile), the blocking part (over 50 ms, clipped to that
 * window) and the trace events that take most of it. A task observed at 13 ms or more can block.
 *
 * It reruns Lighthouse's own computed metrics on the run's artifacts, through modules inside the
 * lighthouse package (major version pinned in package.json): a new major may move them.
 */
import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** The parts of lantern's estimates read here. */
interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string } };
}
interface SimulatedNode {
  type: string;
  /** Observed, in microseconds. */
  duration: number;
  childEvents: TraceEvent[];
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, NodeTiming>;
}
interface LanternMetric {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

export interface BlockingTask {
  /** Simulated start, ms after navigation. */
  start: number;
  simulated: number;
  observed: number;
  /** Blocking time, the mean of the optimistic and pessimistic estimates as Lighthouse weighs them. */
  blocking: number;
  /** The longest trace events inside the task, with their observed ms. */
  events: string;
}

const BLOCKING_THRESHOLD_MS = 50;
/** Events whose script or document names the task. */
const WITH_URL = /EvaluateScript|FunctionCall|v8\.compile|ParseHTML|TimerFire/;

function describe(node: SimulatedNode): string {
  const longest = new Map<string, number>();
  for (const event of node.childEvents) {
    if ((event.dur ?? 0) < 1000) continue;
    const url = event.args?.data?.url;
    const name =
      url && WITH_URL.test(event.name) ? `${event.name}(${url.split('/').pop()})` : event.name;
    longest.set(name, Math.max(longest.get(name) ?? 0, (event.dur ?? 0) / 1000));
  }
  return [...longest]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
}

/** Blocking time of each task in one estimate, as TBTUtils clips it to [fcp, tti]. */
function blockingOf(estimate: Estimate, fcp: number, tti: number): Map<SimulatedNode, number> {
  const out = new Map<SimulatedNode, number>();
  for (const [node, t] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || t.duration < BLOCKING_THRESHOLD_MS) continue;
    const clipped = Math.min(t.endTime, tti) - Math.max(t.startTime, fcp);
    if (clipped > BLOCKING_THRESHOLD_MS) out.set(node, clipped - BLOCKING_THRESHOLD_MS);
  }
  return out;
}

/** The tasks that make up the run's TBT, in simulated order. */
export async function blockingTasks(run: RunnerResult): Promise<BlockingTask[]> {
  const artifacts = run.artifacts;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings: run.lhr.configSettings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  };
  // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's computed-artifact context is internal.
  const context = { computedCache: new Map() } as any;
  const request = (metric: { request: unknown }) =>
    (metric.request as (d: unknown, c: unknown) => Promise<LanternMetric>)(data, context);
  const fcp = await request(LanternFirstContentfulPaint);
  const tti = await request(LanternInteractive);
  const tbt = await request(LanternTotalBlockingTime);
  // As lantern pairs them: the optimistic TBT uses the pessimistic FCP and the optimistic TTI.
  const optimistic = blockingOf(
    tbt.optimisticEstimate,
    fcp.pessimisticEstimate.timeInMs,
    tti.optimisticEstimate.timeInMs,
  );
  const pessimistic = blockingOf(
    tbt.pessimisticEstimate,
    fcp.optimisticEstimate.timeInMs,
    tti.pessimisticEstimate.timeInMs,
  );
  const tasks: BlockingTask[] = [];
  for (const node of new Set([...optimistic.keys(), ...pessimistic.keys()])) {
    const timing = tbt.pessimisticEstimate.nodeTimings.get(node);
    if (!timing) continue;
    tasks.push({
      start: timing.startTime,
      simulated: timing.duration,
      observed: node.duration / 1000,
      blocking: ((optimistic.get(node) ?? 0) + (pessimistic.get(node) ?? 0)) / 2,
      events: describe(node),
    });
  }
  return tasks.sort((a, b) => a.start - b.start);
}

export function formatBlockingTasks(tasks: BlockingTask[]): string {
  if (tasks.length === 0) return '    (no task blocks)';
  const round = (n: number) => String(Math.round(n)).padStart(5);
  return [
    `    ${'starts'.padStart(6)} ${'sim ms'.padStart(6)} ${'obs ms'.padStart(6)} ${'blocks'.padStart(6)}  longest events (observed ms)`,
    ...tasks.map(
      (t) =>
        `    ${round(t.start).padStart(6)} ${round(t.simulated).padStart(6)} ${t.observed.toFixed(1).padStart(6)} ${round(t.blocking).padStart(6)}  ${t.events}`,
    ),
  ].join('\n');
}
