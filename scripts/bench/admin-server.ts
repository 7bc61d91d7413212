import { removeDataDir, startServer } from '../../tests/e2e/server.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { migratedDataDir } from './migrated-data-dir.ts';

/**
 * The built server on an empty, migrated database with one administrator, and that
 * administrator's bearer token (the desktop app's sign-in), for benchmarks of the back office's
 * API. `stop()` stops the server and removes its data.
 */
export async function adminServer(
  name: string,
  admin: { email: string; password: string },
  env: Record<string, string> = {},
) {
  await buildIfStale();
  const { dir, dataDir } = await migratedDataDir(name);
  const server = await startServer({
    dataDir,
    env: {
      SEED: 'none',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
  const stop = async () => {
    await server.stop();
    removeDataDir(dir);
  };
  try {
    const login = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    return { url: server.url, auth: { authorization: `Bearer ${accessToken}` }, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
