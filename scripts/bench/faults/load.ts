import { randomUUID } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { openDatabase, reason } from '../../../server/db/client.ts';
import {
  CLIENTS,
  describeCounts,
  MESSAGE_BYTES,
  out,
  REQUEST_TIMEOUT_MS,
  sleep,
  tally,
} from './common.ts';

/** Contact-form load and health polling (disk and PostgreSQL scenarios), and their figures. */

/**
 * Where the scenario is. Every answer and health sample is tagged with the phase it came back in:
 * what clients saw while the fault lasted (a request sent just before a fault and answered during
 * it counts for the fault).
 */
export interface Timeline {
  phase: string;
}

interface Answer {
  phase: string;
  sentAt: number;
  doneAt: number;
  /** The HTTP status, or 'network' when there was no answer (refused, reset, timed out). */
  status: number | 'network';
  /** The error code of an error answer (storage_full, unavailable, …). */
  code?: string;
  /** The lead's id in a 201 answer. */
  id?: string;
}

const filler = 'We would like to discuss a pilot of your e-signature platform for our offices. ';

export function contactBody(n: number): string {
  return JSON.stringify({
    name: `Fault Test ${n}`,
    email: `fault${n}@firma.ee`,
    message: filler.repeat(Math.ceil(MESSAGE_BYTES / filler.length)).slice(0, MESSAGE_BYTES),
    // Shown 20 s ago: well over the minimum fill time, so it is not taken for a bot.
    started_at: Date.now() - 20_000,
    website: '',
  });
}

/** The error code of an error answer, or the id of a created lead. */
async function readAnswer(res: Response): Promise<{ code?: string; id?: string }> {
  const json = (await res.json().catch(() => null)) as {
    id?: string;
    error?: { code?: string };
  } | null;
  return { code: json?.error?.code, id: json?.id };
}

/** CLIENTS loops posting contact forms, each with its own Idempotency-Key. */
export function startContactLoad(url: string, timeline: Timeline) {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  async function sendOne(): Promise<void> {
    const sentAt = Date.now();
    try {
      const res = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: contactBody(n++),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const { code, id } = await readAnswer(res);
      const phase = timeline.phase;
      answers.push({ phase, sentAt, doneAt: Date.now(), status: res.status, code, id });
      // A refused client pauses briefly, so a failing server is not measured at a spin.
      if (res.status !== 201) await sleep(100);
    } catch {
      answers.push({ phase: timeline.phase, sentAt, doneAt: Date.now(), status: 'network' });
      await sleep(100);
    }
  }
  const loops = Array.from({ length: CLIENTS }, async () => {
    while (running) await sendOne();
  });
  return {
    answers,
    /** When the first 201 to a request sent at or after `since` arrived, if one has. */
    firstCreatedSince(since: number): number | undefined {
      const times = answers
        .filter((a) => a.status === 201 && a.sentAt >= since)
        .map((a) => a.doneAt);
      return times.length > 0 ? Math.min(...times) : undefined;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

interface HealthSample {
  phase: string;
  /** When the answer came. */
  at: number;
  status: number | 'network';
  code?: string;
}

/** GET /api/health every 0.5 s (a request that takes longer delays the next one). */
export function startHealthPolling(url: string, timeline: Timeline) {
  const samples: HealthSample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
        const { code } = await readAnswer(res);
        const ok = res.ok ? 'ok' : undefined;
        samples.push({
          phase: timeline.phase,
          at: Date.now(),
          status: res.status,
          code: code ?? ok,
        });
      } catch {
        samples.push({ phase: timeline.phase, at: Date.now(), status: 'network' });
      }
      await sleep(Math.max(0, 500 - (Date.now() - started)));
    }
  })();
  return {
    samples,
    /** When health first answered 200 at or after `since`, if it has. */
    firstHealthySince: (since: number) =>
      samples.find((s) => s.status === 200 && s.at >= since)?.at,
    async stop() {
      running = false;
      await loop;
    },
  };
}

interface AnswerCounts {
  sent: number;
  created: number;
  s503: number;
  other5xx: number;
  network: number;
  other: number;
}

function countAnswers(answers: Answer[]): AnswerCounts {
  const is = (pred: (a: Answer) => boolean) => answers.filter(pred).length;
  const fivexx = (a: Answer) => typeof a.status === 'number' && a.status >= 500;
  return {
    sent: answers.length,
    created: is((a) => a.status === 201),
    s503: is((a) => a.status === 503),
    other5xx: is((a) => fivexx(a) && a.status !== 503),
    network: is((a) => a.status === 'network'),
    other: is((a) => a.status !== 'network' && a.status !== 201 && !fivexx(a)),
  };
}

/** "201 ×812, 503 ×320 (storage_full ×320), …" for the answers of one phase (or all). */
export function describeAnswers(answers: Answer[]): string {
  const c = countAnswers(answers);
  const codes = (pred: (a: Answer) => boolean) => {
    const counts = tally(answers.filter(pred), (a) => a.code ?? '?');
    return counts.size > 0 ? ` (${describeCounts(counts)})` : '';
  };
  return [
    `sent ${c.sent}`,
    `201 ×${c.created}`,
    `503 ×${c.s503}${codes((a) => a.status === 503)}`,
    `other 5xx ×${c.other5xx}${codes((a) => typeof a.status === 'number' && a.status > 503)}`,
    `network errors ×${c.network}`,
    `other ×${c.other}${codes((a) => a.status !== 'network' && typeof a.status === 'number' && a.status < 500 && a.status !== 201)}`,
  ].join(', ');
}

function describeHealth(samples: HealthSample[]): string {
  if (samples.length === 0) return 'no samples';
  return describeCounts(
    tally(samples, (s) => (s.status === 'network' ? 'network error' : `${s.status} ${s.code}`)),
  );
}

export function printPhases(
  phases: string[],
  load: ReturnType<typeof startContactLoad>,
  health: {
    samples: HealthSample[];
  },
): void {
  for (const phase of phases) {
    out(`  ${phase}:`);
    const answers = load.answers.filter((a) => a.phase === phase);
    out(`    leads:  ${answers.length > 0 ? describeAnswers(answers) : 'none'}`);
    out(`    health: ${describeHealth(health.samples.filter((s) => s.phase === phase))}`);
  }
}

export function ackedIds(answers: Answer[]): string[] {
  return answers.flatMap((a) => (a.status === 201 && a.id ? [a.id] : []));
}

/** The ids of every stored contact lead, or why they could not be read. */
async function leadIds(read: () => Promise<{ id: string }[]>): Promise<Set<string> | string> {
  try {
    return new Set((await read()).map((r) => r.id));
  } catch (err) {
    return `COULD NOT READ THE DATABASE: ${reason(err)}`;
  }
}

/** Opened after the server stopped: the embedded database has one owner at a time. */
export function embeddedLeadIds(dataDir: string): Promise<Set<string> | string> {
  return leadIds(async () => {
    const db = await openDatabase({ dataDir });
    try {
      return await db.sql<{ id: string }[]>`select id::text as id from contact_submissions`;
    } finally {
      await db.close();
    }
  });
}

export function serverLeadIds(databaseUrl: string): Promise<Set<string> | string> {
  return leadIds(async () => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await sql<{ id: string }[]>`select id::text as id from contact_submissions`;
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
}

/** "2812 acknowledged (201), 2812 of them stored; 0 further rows …". */
export function describeStored(acked: string[], storedIds: Set<string> | string): string {
  if (typeof storedIds === 'string') return `${acked.length} acknowledged (201); ${storedIds}`;
  const stored = acked.filter((id) => storedIds.has(id)).length;
  const extra = storedIds.size - stored;
  const missing = acked.length - stored;
  return (
    `${acked.length} acknowledged (201), ${stored} of them stored` +
    (missing > 0 ? ` — ${missing} ACKNOWLEDGED BUT NOT STORED` : '') +
    `; ${extra} further rows stored without a 201 (answer lost or refused)`
  );
}

/** The summary table's figures of a contact-load scenario. */
export function contactFigures(answers: Answer[], storedIds: Set<string> | string) {
  const c = countAnswers(answers);
  const acked = ackedIds(answers);
  const stored =
    typeof storedIds === 'string' ? '?' : acked.filter((id) => storedIds.has(id)).length;
  return {
    answered: `${c.sent - c.network}/${c.sent}`,
    fivexx: `${c.s503}/${c.other5xx}`,
    network: String(c.network),
    ackStored: `${acked.length}/${stored}`,
    load: os.loadavg()[0]?.toFixed(2) ?? '?',
  };
}
