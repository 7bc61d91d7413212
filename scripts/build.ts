import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildDesktop } from './build-desktop.ts';
import { buildFingerprint, buildInfoPath } from './build-fingerprint.ts';
import { precompressDir } from './precompress.ts';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');

/**
 * The server bundle, then the page renderer on its own (the client build's prerender step renders
 * with it) and the worker pool's (server/workers/), then the client. The server's bundle goes first because it empties dist/server.
 * The desktop app's main process and preload come last (dist/desktop; a second or so).
 */
export async function buildAll(): Promise<void> {
  const fingerprint = await buildFingerprint(root);
  for (const target of ['server', 'render', 'worker']) {
    process.env.SSR_TARGET = target;
    await build({ configFile, mode: 'production', build: { ssr: true }, logLevel: 'warn' });
  }
  delete process.env.SSR_TARGET;
  await build({ configFile, mode: 'production', logLevel: 'warn' });
  await buildDesktop(root, path.resolve(root, process.env.DIST_DIR ?? 'dist'));

  // Last step: the client's text files compressed once, next to them (scripts/precompress.ts).
  await precompressDir(path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client'));

  await writeFile(
    buildInfoPath(root),
    JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildAll();
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
