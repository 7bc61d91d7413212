import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

/** What the page benchmark runs beside wrk: single timed requests and a trickle of leads. */

/**
 * Milliseconds one GET takes to answer, timed by curl pinned to `core` (beside wrk), or null when
 * it fails or is not answered within `timeoutSeconds`. Timed there, not in this process: this
 * one has no core of its own, and while wrk and the server keep both busy it would time its own
 * wait for a turn.
 */
export async function timedGet(
  url: string,
  { core, encoding, timeoutSeconds }: { core: number; encoding: string; timeoutSeconds: number },
): Promise<number | null> {
  const child = spawn('taskset', [
    '-c',
    String(core),
    'curl',
    '-s',
    '-o',
    '/dev/null',
    '--max-time',
    String(timeoutSeconds),
    '-H',
    `accept-encoding: ${encoding}`,
    '-w',
    '%{http_code} %{time_total}',
    url,
  ]);
  let written = '';
  child.stdout.on('data', (d: Buffer) => {
    written += d.toString();
  });
  await new Promise((resolve) => child.once('close', resolve));
  const [status, seconds] = written.split(' ');
  return status === '200' && seconds ? Number(seconds) * 1000 : null;
}

/** `url` asked every `everyMs` until stopped: how many answered, and the slowest. */
export function watch(
  url: string,
  everyMs: number,
  options: { core: number; timeoutSeconds: number },
) {
  const times: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    pending.push(
      timedGet(url, { ...options, encoding: 'identity' }).then((ms) => {
        if (ms === null) failed += 1;
        else times.push(ms);
      }),
    );
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { asked: pending.length, failed, slowestMs: Math.max(0, ...times) };
  };
}

/** The contact form posted through the public API `perSecond` times a second until stopped. */
export function leadTrickle(url: string, perSecond: number) {
  let stored = 0;
  const pending: Promise<void>[] = [];
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        name: 'Bench Visitor',
        email: 'visitor@example.ee',
        subject: 'General Enquiry',
        message: 'A contact form sent while the page benchmark runs.',
        // Filled in at a person's pace, so it is a lead like any other, not suspected spam.
        started_at: Date.now() - 20_000,
      }),
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        if (res.status === 201) stored += 1;
      },
      () => {},
    );
  const start = performance.now();
  // Sends what is due by the time elapsed, so a late timer (a busy machine) keeps the rate.
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - start) * perSecond) / 1000);
    while (pending.length < due) pending.push(send());
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { sent: pending.length, stored };
  };
}
