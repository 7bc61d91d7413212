import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/client.ts';
import type { PullResponse } from '../../../shared/sync/protocol.ts';
import {
  ADMIN,
  describeCounts,
  freePort,
  KILLS,
  loadAverage,
  out,
  STEADY_MS,
  type Summary,
  secs,
  sleep,
  startApp,
  tally,
  waitFor,
} from './common.ts';
import { contactBody } from './load.ts';
import { AdminSession, startPushStream, type Tracked } from './push-stream.ts';

/** Scenario 3: SIGKILL during sync pushes; was each acknowledged change applied exactly once? */

async function seedLeads(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: contactBody(i),
    });
    if (res.status !== 201) throw new Error(`seeding a lead: ${res.status} ${await res.text()}`);
  }
}

/** The contact leads as the back office first pulls them (GET /api/sync/pull?since=0). */
async function pullLeadIds(session: AdminSession): Promise<string[]> {
  const res = await fetch(`${session.url}/api/sync/pull?since=0`, { headers: session.headers() });
  if (res.status !== 200) throw new Error(`pull: ${res.status} ${await res.text()}`);
  const page = (await res.json()) as PullResponse;
  if (page.reset) throw new Error('pull: unexpected reset');
  return page.changes.filter((c) => c.table === 'contact_submissions').map((c) => c.row.id);
}

interface KillRecord {
  upMs: number;
  answerMs: number | undefined;
}

export async function killDuringPushes(): Promise<Summary> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-faults-kill-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // The first start creates the admin; later starts find it and leave it be.
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  let app = await startApp(env, port);
  try {
    const session = new AdminSession(app.url);
    await session.signIn();
    await seedLeads(app.url, 20);
    const leads = await pullLeadIds(session);
    const stream = startPushStream(session, leads);

    const kills: KillRecord[] = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(1000 + Math.random() * 3000);
      await app.kill();
      // Same DATA_DIR and port: the clients just keep retrying the address they know.
      const restartedAt = Date.now();
      app = await startApp(env, port);
      const upMs = Date.now() - restartedAt;
      const answered = await waitFor(() => stream.firstAnswerSince(restartedAt));
      kills.push({ upMs, answerMs: answered === undefined ? undefined : answered - restartedAt });
      if (answered === undefined) break;
    }
    await sleep(STEADY_MS);
    await stream.stop();
    await app.stop();

    const check = await checkApplied(dataDir, stream.tracked);
    const s = stream.stats;
    out(`  ${loadAverage()}`);
    out(
      `  pushes: sent ${s.sent} (${s.resent} of them resends), answered ${s.answered}; ` +
        `answers lost in flight (reset by a kill) ${s.lost}, ` +
        `connections refused while down ${s.connectionRefused}, ` +
        `non-200 answers: ${describeCounts(new Map([...s.refused].map(([k, n]) => [String(k), n])))}; ` +
        `sign-ins ${session.signIns}`,
    );
    kills.forEach((k, i) => {
      const answer = k.answerMs === undefined ? 'NONE' : secs(k.answerMs);
      out(
        `  kill ${i + 1}: server up ${secs(k.upMs)} after the restart, first answered push ${answer}`,
      );
    });
    for (const line of check.lines) out(`  ${line}`);
    const answers = kills.map((k) => (k.answerMs === undefined ? 'never' : secs(k.answerMs)));
    const otherFivexx = [...s.refused]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      scenario: `SIGKILL ×${kills.length} during pushes`,
      answered: `${s.answered}/${s.sent}`,
      fivexx: `${s.refused.get(503) ?? 0}/${otherFivexx}`,
      network: `${s.lost} lost, ${s.connectionRefused} refused`,
      ackStored: `${check.acknowledged}/${check.once}`,
      recovery: answers.join(', '),
      load: os.loadavg()[0]?.toFixed(2) ?? '?',
      note: check.note,
    };
  } finally {
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * After the run, from the stopped server's DATA_DIR: every change acknowledged as applied must
 * have exactly one audit entry (the entry records the mutation id in details.mutationId) and
 * one stored answer, and each lead must hold the last change acknowledged for it.
 */
async function checkApplied(dataDir: string, tracked: Tracked[]) {
  const db = await openDatabase({ dataDir });
  let audit: Map<string, number>;
  /** Mutation id → when the server began applying it (sync_mutations.created_at). */
  let answers: Map<string, number>;
  let assigned: Map<string, string | null>;
  try {
    const rows = await db.sql<{ id: string; n: number }[]>`
      select details ->> 'mutationId' as id, count(*)::int as n from audit_log
       where action = 'contact.assign' group by 1`;
    audit = new Map(rows.map((r) => [r.id, r.n]));
    const stored = await db.sql<{ id: string; created_at: Date }[]>`
      select id::text as id, created_at from sync_mutations`;
    answers = new Map(stored.map((r) => [r.id, r.created_at.getTime()]));
    const leads = await db.sql<{ id: string; assigned_to: string | null }[]>`
      select id::text as id, assigned_to from contact_submissions`;
    assigned = new Map(leads.map((r) => [r.id, r.assigned_to]));
  } finally {
    await db.close();
  }

  const applied = tracked.filter((t) => t.result?.status === 'applied');
  const unanswered = tracked.filter((t) => !t.result).length;
  const otherResults = tally(
    tracked.filter((t) => t.result && t.result.status !== 'applied'),
    (t) => `${t.result?.status}${t.result?.status === 'rejected' ? ` ${t.result.code}` : ''}`,
  );
  const entries = (t: Tracked) => audit.get(t.mutation.id) ?? 0;
  const once = applied.filter((t) => entries(t) === 1).length;
  const missing = applied.filter((t) => entries(t) === 0).length;
  const twice = applied.filter((t) => entries(t) > 1).length;
  const noAnswerStored = applied.filter((t) => !answers.has(t.mutation.id)).length;
  const unknownEntries = [...audit.keys()].filter(
    (id) => !tracked.some((t) => t.mutation.id === id),
  ).length;

  // A resent change was either applied before the kill (its answer was lost, the resend got the
  // stored answer back) or not at all (the resend applied it): the stored answer's time says which.
  const resent = tracked.filter((t) => t.resends > 0 && t.lostAt !== undefined);
  const beforeKill = resent.filter((t) => {
    const at = answers.get(t.mutation.id);
    return at !== undefined && t.lostAt !== undefined && at < t.lostAt;
  }).length;

  // The last acknowledged change per lead, in the order the client sent them.
  const expected = new Map<string, string>();
  for (const t of applied) {
    const args = t.mutation.args as { id: string; assignedTo: string };
    expected.set(args.id, args.assignedTo);
  }
  const wrongState = [...expected].filter(([id, to]) => assigned.get(id) !== to).length;

  const lines = [
    `mutations: ${tracked.length} made; ${resent.length} resent after a lost answer: ` +
      `${beforeKill} had been applied before the kill (the resend got the stored answer), ` +
      `${resent.length - beforeKill} were applied by the resend`,
    `${applied.length} acknowledged as applied, ` +
      `${unanswered} never answered, other answers: ${describeCounts(otherResults)}`,
    `applied exactly once (one audit entry): ${once}; NOT applied: ${missing}; ` +
      `applied more than once: ${twice}; acknowledged without a stored answer: ${noAnswerStored}; ` +
      `audit entries of unknown mutations: ${unknownEntries}`,
    `every lead holds its last acknowledged change: ${wrongState === 0 ? 'yes' : `NO (${wrongState} leads differ)`}`,
  ];
  const bad = missing + twice + noAnswerStored + wrongState + unknownEntries;
  return {
    lines,
    acknowledged: applied.length,
    once,
    note: bad === 0 ? 'each change applied exactly once' : 'CHANGES LOST OR DOUBLED',
  };
}
