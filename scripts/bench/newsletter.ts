/**
 * Sending an issue of the newsletter (issue #48) to SUBSCRIBERS (default 50,000) confirmed
 * subscribers, through a local SMTP sink that accepts everything, with the built server on the
 * embedded database and NEWSLETTER_RATE_PER_MINUTE unset (no limit). Prints:
 * - the bare floor, measured in the same run: raw SMTP sends/s with nodemailer alone (pooled,
 *   5 connections) to the same sink, no database;
 * - the audience's expansion (the send request, which expands it in one transaction);
 * - mails/s from the send to the last mail accepted, while contact forms are submitted at
 *   LEADS_PER_SECOND (default 4) and their p99 latency;
 * - the server's memory (RSS) growth during the send;
 * - with KILLS (default 3): a second issue to the same audience, the server SIGKILLed KILLS
 *   times during the send and restarted; then every recipient is counted by Message-ID: exactly
 *   one delivery each, or the duplicates and gaps.
 * - the load average before and after: the machine is shared.
 * Run `npm run build` first (bench:newsletter builds when stale).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../server/db/client.ts';
import { removeDataDir, type ServerProcess, startServer } from '../../tests/e2e/server.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 50_000);
const LEADS_PER_SECOND = Number(process.env.LEADS_PER_SECOND ?? 4);
const KILLS = Number(process.env.KILLS ?? 3);
const FLOOR_MAILS = Number(process.env.FLOOR_MAILS ?? 5_000);
const ADMIN = {
  email: 'bench.admin@lumen-legal.example',
  password: 'Uudiskiri-2026-Tallinn-Bench',
};

const out = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The sink: counts each recipient's messages by Message-ID, keeps no bodies. */
function startSink() {
  const byRecipient = new Map<string, Map<string, number>>();
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (head.length < 8192) head += c.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `none-${randomUUID()}`;
        for (const r of session.envelope.rcptTo) {
          const ids = byRecipient.get(r.address) ?? new Map<string, number>();
          ids.set(id, (ids.get(id) ?? 0) + 1);
          byRecipient.set(r.address, ids);
        }
        accepted++;
        callback();
      });
    },
  });
  return new Promise<{
    port: number;
    accepted: () => number;
    byRecipient: typeof byRecipient;
    reset: () => void;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as AddressInfo).port,
        accepted: () => accepted,
        byRecipient,
        reset: () => {
          accepted = 0;
          byRecipient.clear();
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}

/** Raw SMTP sends/s with nodemailer alone: the floor under any outbox. */
async function bareFloor(port: number, count: number): Promise<number> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 5,
  });
  const text = 'A newsletter issue of about the size the server sends.\n\n'.repeat(40);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (next < count) {
        const i = next++;
        await transport.sendMail({
          from: 'no-reply@lumen-legal.example',
          to: `floor${i}@bench.example`,
          subject: 'Floor',
          text,
          html: `<p>${text}</p>`,
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return count / seconds;
}

function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function send(url: string, issue: string): Promise<{ ms: number; recipients: number }> {
  const bearer = await token(url);
  const started = performance.now();
  const res = await fetch(`${url}/api/admin/newsletter-issues/${issue}/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`send: ${res.status} ${await res.text()}`);
  return { ms, recipients: ((await res.json()) as { recipients: number }).recipients };
}

/** Contact forms at `perSecond` until stopped; their latencies in ms. */
function submitLeads(url: () => string, perSecond: number) {
  const latencies: number[] = [];
  let failed = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    fetch(`${url()}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        'user-agent': 'bench',
      },
      body: JSON.stringify({
        name: 'Bench Lead',
        email: 'lead@bench.example',
        subject: 'General Enquiry',
        message: 'Submitted while a newsletter is being sent.',
      }),
    }).then(
      (res) => {
        if (res.status === 201) latencies.push(performance.now() - started);
        else failed++;
      },
      () => failed++,
    );
  }, 1000 / perSecond);
  return {
    stop: () => clearInterval(timer),
    latencies,
    failed: () => failed,
  };
}

async function waitUntil(done: () => boolean, tick?: () => void): Promise<void> {
  while (!done()) {
    tick?.();
    await new Promise((r) => setTimeout(r, 250));
  }
}

await buildIfStale();
const loadBefore = load();
const sink = await startSink();
const { dir, dataDir } = await migratedDataDir('newsletter');
const issues = [randomUUID(), randomUUID()];
{
  const db = await openDatabase({ dataDir });
  await db.sql`
    insert into newsletter_signups (email, subscribed, source, consent_at, confirmed_at, language)
    select 'subscriber' || i || '@bench.example', true, 'import', now(), now(),
      case when i % 3 = 0 then 'et' else 'en' end
    from generate_series(1, ${SUBSCRIBERS}) as i`;
  for (const id of issues) {
    await db.sql`insert into newsletter_issues (id, subject, subject_et, body, body_et)
      values (${id}, 'Bench issue', 'Võrdlusnumber',
        ${'What changed in Estonian legal technology this month.\n\n'.repeat(20)},
        ${'Mis muutus sel kuul Eesti õigustehnoloogias.\n\n'.repeat(20)})`;
  }
  await db.close();
}

const env = {
  SEED: 'none',
  LOG_LEVEL: 'error',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  MAIL_POLL_MS: '200',
  RATE_LIMIT_FORMS_PER_HOUR: '100000000',
  NOTIFY_EMAIL: 'leads@lumen-legal.example',
};

let server: ServerProcess = await startServer({ dataDir, env });
try {
  out(`newsletter send to ${SUBSCRIBERS} subscribers, embedded database, local SMTP sink`);
  out(`machine: ${os.cpus().length} cores, load average before ${loadBefore}`);

  const floor = await bareFloor(sink.port, FLOOR_MAILS);
  out(`bare floor: ${floor.toFixed(0)} mails/s (nodemailer alone, pooled, ${FLOOR_MAILS} mails)`);
  sink.reset();

  // Phase 1: one send, no rate limit, leads at 4/s.
  const rssStart = rssMb(server.child.pid);
  // The audience read once (as the screen does before a send): the database's first reads of
  // the subscribers fill its page cache, which is not growth of the send.
  await fetch(`${server.url}/api/admin/newsletter-issues/audience`, {
    headers: { authorization: `Bearer ${await token(server.url)}` },
  });
  const rssBefore = rssMb(server.child.pid);
  let rssPeak = rssBefore;
  const leads = submitLeads(() => server.url, LEADS_PER_SECOND);
  const started = performance.now();
  const expansion = await send(server.url, issues[0] ?? '');
  const subscribersReached = () =>
    [...sink.byRecipient.keys()].filter((to) => to.endsWith('@bench.example')).length;
  await waitUntil(
    () => subscribersReached() >= expansion.recipients,
    () => {
      rssPeak = Math.max(rssPeak, rssMb(server.child.pid));
    },
  );
  const seconds = (performance.now() - started) / 1000;
  leads.stop();
  out(
    `expansion: ${expansion.recipients} deliveries in ${expansion.ms.toFixed(0)} ms (the send request)`,
  );
  out(
    `throughput: ${(expansion.recipients / seconds).toFixed(0)} mails/s (${expansion.recipients} in ${seconds.toFixed(1)} s, rate limit off)`,
  );
  out(
    `leads at ${LEADS_PER_SECOND}/s meanwhile: ${leads.latencies.length} stored, p50 ${percentile(leads.latencies, 50).toFixed(0)} ms, p99 ${percentile(leads.latencies, 99).toFixed(0)} ms, failed ${leads.failed()}`,
  );
  out(
    `server memory: RSS ${rssStart.toFixed(0)} MB at start, ${rssBefore.toFixed(0)} MB after reading the audience, peak ${rssPeak.toFixed(0)} MB during the send, growth ${(rssPeak - rssBefore).toFixed(0)} MB (${(rssMb(server.child.pid) - rssBefore).toFixed(0)} MB at its end)`,
  );
  out(`load average after the send: ${load()}`);

  if (KILLS > 0) {
    // Phase 2: a second issue, SIGKILLed KILLS times during the send, restarted each time.
    sink.reset();
    const second = await send(server.url, issues[1] ?? '');
    const killStarted = performance.now();
    for (let k = 1; k <= KILLS; k++) {
      const at = Math.floor((second.recipients * k) / (KILLS + 1));
      await waitUntil(() => sink.accepted() >= at);
      await server.kill();
      out(`SIGKILL ${k} after ${sink.accepted()} mails accepted`);
      server = await startServer({ dataDir, env });
    }
    const reached = () =>
      [...sink.byRecipient.keys()].filter((to) => to.endsWith('@bench.example')).length;
    await waitUntil(() => reached() >= second.recipients);
    // Anything still in flight after the last recipient was reached.
    await new Promise((r) => setTimeout(r, 2000));
    let exactlyOne = 0;
    let resentSameId = 0;
    let twoMessages = 0;
    // The subscribers only (the staff notifications of the leads go to NOTIFY_EMAIL).
    const subscribers = [...sink.byRecipient].filter(([to]) => to.endsWith('@bench.example'));
    for (const [, ids] of subscribers) {
      const copies = [...ids.values()].reduce((a, b) => a + b, 0);
      if (ids.size === 1 && copies === 1) exactlyOne++;
      else if (ids.size === 1) resentSameId++;
      else twoMessages++;
    }
    const missing = second.recipients - subscribers.length;
    out(
      `after ${KILLS} SIGKILLs and restarts (${((performance.now() - killStarted) / 1000).toFixed(0)} s): ${subscribers.length} recipients reached, ${missing} missing; exactly one message ${exactlyOne}; same Message-ID accepted twice ${resentSameId}; two different messages ${twoMessages}`,
    );
  }
  out(`load average at the end: ${load()}`);
} finally {
  await server.stop();
  await sink.close();
  removeDataDir(dir);
}
