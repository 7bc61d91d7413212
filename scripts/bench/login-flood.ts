import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { removeDataDir, startServer } from '../../tests/e2e/server.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/**
 * A sign-in flood must not stall the rest of the site. 100 connections post sign-ins for
 * unknown emails (each from its own forwarded address, so the per-IP limit does not stop them
 * before the password hash), while two light clients read a static file and /api/health.
 * Prints the flood's answers and the static file's and health check's p99.
 * Target: static-file p99 under 50 ms during the flood. Prints figures; it is not a test.
 */
const DURATION = Number(process.env.DURATION ?? 10);
const FLOOD = Number(process.env.CONNECTIONS ?? 100);

await buildIfStale();
const { dir, dataDir } = await migratedDataDir('flood');
const server = await startServer({
  dataDir,
  env: { TRUST_PROXY: 'true', SEED: 'none', LOG_LEVEL: 'error' },
});

const statuses = new Map<number, number>();
const ip = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
try {
  const [flood, file, health] = await Promise.all([
    autocannon({
      url: server.url,
      connections: FLOOD,
      duration: DURATION,
      timeout: 120,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', origin: server.url },
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': ip() },
            body: JSON.stringify({
              email: `${randomUUID()}@example.ee`,
              password: 'wrong-password',
            }),
          }),
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    }),
    autocannon({ url: `${server.url}/manifest.webmanifest`, connections: 2, duration: DURATION }),
    autocannon({ url: `${server.url}/api/health`, connections: 2, duration: DURATION }),
  ]);
  const answers = [...statuses].map(([s, n]) => `${n} × ${s}`).join(', ');
  process.stdout.write(`sign-in flood, ${FLOOD} connections for ${DURATION} s: ${answers}\n`);
  process.stdout.write(
    `  sign-in p99 ${flood.latency.p99} ms (503 means "busy, retry": the hashing queue was full)\n`,
  );
  process.stdout.write(
    `static file during the flood: p99 ${file.latency.p99} ms, max ${file.latency.max} ms, ${file.non2xx} non-2xx (target p99 < 50 ms)\n`,
  );
  process.stdout.write(
    `/api/health during the flood: p99 ${health.latency.p99} ms, max ${health.latency.max} ms, ${health.non2xx} non-2xx\n`,
  );
} finally {
  await server.stop();
  removeDataDir(dir);
}
