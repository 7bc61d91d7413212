import { Hono } from 'hono';
import { createBackground } from '../../server/background.ts';
import { loadConfig } from '../../server/config.ts';
import { createChangeFeed } from '../../server/db/changes.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { toErrorResponse } from '../../server/errors.ts';
import { silentLogger } from '../../server/logger.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { authRoutes } from '../../server/routes/auth.ts';
import { createUser } from '../../server/services/users.ts';
import { createWorkerPool } from '../../server/workers/pool.ts';

/**
 * Response times of POST /api/auth/login for an unknown email and for a known email with a
 * wrong password (they should be indistinguishable), and of a successful sign-in; then of
 * POST /api/auth/password-reset for a known and an unknown address (also indistinguishable: the
 * account's work happens after the answer). On an in-memory embedded database; the clock jumps
 * an hour per request so neither lock-out nor the reset limits start.
 * Usage: npm exec tsx scripts/bench/login-timing.ts   (RUNS=30 by default)
 */
const RUNS = Number(process.env.RUNS ?? 30);

const db = await openDatabase({ dataDir: 'memory' });
await migrate(db.sql);
let t = Date.parse('2025-06-01T00:00:00Z');
const clock = {
  now: () => {
    t += 3_600_000;
    return new Date(t);
  },
};
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'none' });
const mailer = createMailer(undefined, config.mailFrom);
// Only the auth routes (the full app also renders pages, which needs a build).
const app = new Hono();
const background = createBackground(silentLogger);
const changes = createChangeFeed(db, { logger: silentLogger });
app.route(
  '/api/auth',
  authRoutes({
    sql: db.sql,
    clock,
    config,
    mailer,
    logger: silentLogger,
    changes,
    background,
    // Sign-in renders nothing: a pool that never starts a thread.
    workers: createWorkerPool({ threads: 1, uploadsPerUser: 1 }),
  }),
);
app.onError((err, c) => toErrorResponse(c, err, () => {}));
const password = 'Granite-Harbour-Lantern-42';
await createUser(db.sql, { email: 'known@lumen.example', password, role: 'admin' }, clock.now());

async function time(
  body: { email: string; password?: string },
  path = '/api/auth/login',
): Promise<number> {
  // The reset mail of the previous request is written before this one is timed.
  await background.idle();
  const started = performance.now();
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return performance.now() - started;
}

const samples = {
  unknownEmail: [] as number[],
  wrongPassword: [] as number[],
  success: [] as number[],
  resetKnown: [] as number[],
  resetUnknown: [] as number[],
};
for (let i = 0; i < RUNS; i++) {
  // Interleaved so machine load affects each kind alike.
  samples.unknownEmail.push(
    await time({ email: `nobody${i}@lumen.example`, password: 'x'.repeat(14) }),
  );
  samples.wrongPassword.push(
    await time({ email: 'known@lumen.example', password: 'x'.repeat(14) }),
  );
  samples.success.push(await time({ email: 'known@lumen.example', password }));
  samples.resetKnown.push(await time({ email: 'known@lumen.example' }, '/api/auth/password-reset'));
  samples.resetUnknown.push(
    await time({ email: `nobody${i}@lumen.example` }, '/api/auth/password-reset'),
  );
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
for (const [name, xs] of Object.entries(samples)) {
  process.stdout.write(
    `${name.padEnd(14)} median ${pct(xs, 50).toFixed(1)} ms   p90 ${pct(xs, 90).toFixed(1)} ms   (n=${xs.length})\n`,
  );
}
await background.idle();
mailer.close();
await changes.close();
await db.close();
