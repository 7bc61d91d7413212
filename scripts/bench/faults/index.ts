import os from 'node:os';
import { reason } from '../../../server/db/client.ts';
import {
  CLIENTS,
  KILLS,
  loadAverage,
  MESSAGE_BYTES,
  ONLY,
  out,
  Skipped,
  type Summary,
  secs,
} from './common.ts';
import { fullDisk } from './disk.ts';
import { killDuringPushes } from './kill.ts';
import { postgresRestart } from './postgres.ts';

/**
 * What the server does when things break under load (issue #28): the fault scenarios below, each
 * on its own server, each printing requests answered, 5xx, acknowledged against stored, and
 * seconds to recover, beside the load average. It asserts nothing; it prints figures. A scenario
 * that cannot be set up (no root, no PostgreSQL) says why and the others still run.
 *
 * 1. Full disk (embedded database): DATA_DIR on a 256 MB tmpfs (needs root to mount it), 4
 *    clients posting contact forms; the disk is filled up (fallocate, then dd until ENOSPC) for
 *    FULL_SECONDS, then freed; once a lead is stored again the load goes on a few seconds, then
 *    stops, and health is watched until it says 200 again. Health is polled every 0.5 s throughout.
 * 2. PostgreSQL stopped and started: a private PostgreSQL server (Debian's, run as the
 *    `postgres` user), the same load; `pg_ctl -m immediate stop`, DOWN_SECONDS, `pg_ctl start`.
 * 3. SIGKILL during sync pushes (embedded): an admin signed in as the browser is, 2 clients
 *    pushing `contact.assign` changes; the server is killed at a random moment KILLS times and
 *    restarted on the same DATA_DIR and port, and every push whose answer was lost is resent
 *    with the same mutation ids. Afterwards the audit log says whether each change acknowledged
 *    as applied was applied exactly once.
 *
 * The server runs from source (no build needed), in a single process: node with tsx's loader.
 * Not the `tsx` command, which runs the program in a child process of its own: a SIGKILL to the
 * command would leave that child (the server) running.
 *
 * Env overrides (read in common.ts): CLIENTS (contact clients, 4), MESSAGE_BYTES (3000),
 * FULL_SECONDS (8), DOWN_SECONDS (8), KILLS (3), PUSH_CLIENTS (2), PER_PUSH (mutations per push,
 * 3), RECOVERY_TIMEOUT (seconds to wait for the first success after a fault, 60), ONLY (a
 * comma-separated subset of disk,postgres,kill).
 */
const scenarios: { key: string; title: string; run: () => Promise<Summary> }[] = [
  { key: 'disk', title: 'full disk (embedded)', run: fullDisk },
  { key: 'postgres', title: 'PostgreSQL stop/start', run: postgresRestart },
  { key: 'kill', title: `SIGKILL ×${KILLS} during pushes`, run: killDuringPushes },
];

const summaries: Summary[] = [];
out(
  `fault scenarios; ${CLIENTS} contact clients, ${MESSAGE_BYTES}-byte messages; ${loadAverage()}`,
);
for (const scenario of scenarios.filter((s) => ONLY.has(s.key))) {
  out();
  out(`== ${scenario.title}`);
  const started = Date.now();
  try {
    summaries.push(await scenario.run());
  } catch (err) {
    const why = err instanceof Skipped ? err.message : `failed: ${reason(err)}`;
    out(`  ${why}`);
    const dash = '–';
    summaries.push({
      scenario: scenario.title,
      answered: dash,
      fivexx: dash,
      network: dash,
      ackStored: dash,
      recovery: dash,
      load: os.loadavg()[0]?.toFixed(2) ?? '?',
      note: why.split('\n')[0] ?? why,
    });
  }
  out(`  (${secs(Date.now() - started)})`);
}

out();
const header: Summary = {
  scenario: 'scenario',
  answered: 'answered/sent',
  fivexx: '503/other 5xx',
  network: 'no answer',
  ackStored: 'acked/stored',
  recovery: 'recovery',
  load: 'load',
  note: 'notes',
};
const columns = Object.keys(header) as (keyof Summary)[];
const widths = columns.map((k) => Math.max(...[header, ...summaries].map((s) => s[k].length)));
const row = (s: Summary) =>
  columns
    .map((k, i) => s[k].padEnd(widths[i] ?? 0))
    .join(' | ')
    .trimEnd();
out(row(header));
out(widths.map((w) => '-'.repeat(w)).join('-+-'));
for (const s of summaries) out(row(s));
out();
out(
  'acked/stored: leads answered 201 / of those stored; for the pushes, changes acknowledged as ' +
    'applied / of those applied exactly once. recovery: from freeing the disk, from PostgreSQL ' +
    'accepting connections again, from each restart after SIGKILL, to the first success.',
);
