import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client.ts';
import { removeDataDir, startServer } from '../../tests/e2e/server.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/**
 * Load on the contact endpoint: the built server on the embedded database in a temporary
 * DATA_DIR, POST /api/contact at 50 connections for 10 s, each request with its own
 * Idempotency-Key. Only the form rate limit is raised; validation, idempotency records, the
 * staff notification outbox, request logging and security headers all stay on.
 * Prints requests/s, p99 latency, errors and non-2xx answers, and checks that every 201 answer
 * left exactly one stored row. Target: >= 1,000 requests/s with zero errors.
 * Run `npm run build` first. CONNECTIONS and DURATION override the defaults.
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);

const body = JSON.stringify({
  name: 'Load Test',
  email: 'load@example.ee',
  company: 'Bench OÜ',
  subject: 'General Enquiry',
  message: 'A contact form submission sent by the load benchmark.',
});

const { dir, dataDir } = await migratedDataDir('contact');

const server = await startServer({
  dataDir,
  env: {
    RATE_LIMIT_FORMS_PER_HOUR: '100000000',
    NOTIFY_EMAIL: 'leads@lumen-legal.example',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SEED: 'none',
  },
});

// Which keys were sent and which came back 201: requests still in flight when the run ends are
// cut off by autocannon, but the server may already have stored them.
const loadBefore = os.loadavg()[0]?.toFixed(1);
const sent = new Set<string>();
const created = new Set<string>();
let storedKeys = new Set<string>();
let stored = -1;
let queued = -1;
/** CPU seconds the server process has used so far (Linux /proc; undefined elsewhere). */
function serverCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return undefined;
  }
}

try {
  const cpuBefore = serverCpuSeconds();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json', 'user-agent': 'autocannon' },
        body,
        setupRequest: (req, context) => {
          const key = randomUUID();
          context.key = key;
          sent.add(key);
          return { ...req, headers: { ...req.headers, 'idempotency-key': key } };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) created.add(String(context.key));
        },
      },
    ],
  });
  const cpuAfter = serverCpuSeconds();
  await server.stop();
  const db = await openDatabase({ dataDir });
  try {
    const [row] = await db.sql<{ leads: number; mails: number }[]>`
      select (select count(*) from contact_submissions)::int as leads,
        (select count(*) from mail_outbox)::int as mails`;
    stored = row?.leads ?? 0;
    queued = row?.mails ?? 0;
    const keys = await db.sql<{ key: string }[]>`
      select key::text as key from idempotency_keys where scope = 'contact'`;
    storedKeys = new Set(keys.map((k) => k.key));
  } finally {
    await db.close();
  }

  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`POST /api/contact, ${CONNECTIONS} connections, ${DURATION} s, embedded database`);
  // Figures only mean something next to how busy the machine was.
  out(
    `machine: ${os.cpus().length} cores, load average before ${loadBefore}, after ${os.loadavg()[0]?.toFixed(1)}`,
  );
  out(`requests/s: ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
  out(
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0) {
    // Independent of how busy the machine was: what one request costs the server.
    const msPerRequest = ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
    out(
      `server CPU: ${msPerRequest.toFixed(2)} ms per request, i.e. about ${Math.floor(1000 / msPerRequest)} requests/s on one fully available core`,
    );
  }
  out(`errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`);
  const answeredButMissing = [...created].filter((k) => !storedKeys.has(k)).length;
  const storedUnasked = [...storedKeys].filter((k) => !sent.has(k)).length;
  const inFlight = [...storedKeys].filter((k) => sent.has(k) && !created.has(k)).length;
  out(`201 answers: ${created.size}, rows stored: ${stored}, notifications queued: ${queued}`);
  out(`  of the rows, ${inFlight} belong to requests still in flight when the run ended`);
  const consistent =
    answeredButMissing === 0 &&
    storedUnasked === 0 &&
    stored === created.size + inFlight &&
    queued === stored;
  out(`every 201 has its row and every row its request: ${consistent ? 'yes' : 'NO'}`);
  const met = result.requests.average >= 1000 && result.errors === 0 && result.non2xx === 0;
  out(`target >= 1,000 requests/s with zero errors: ${met ? 'met' : 'NOT met'}`);
  if (!consistent) process.exitCode = 1;
} finally {
  await server.stop();
  removeDataDir(dataDir);
  await rm(dir, { recursive: true, force: true });
}
