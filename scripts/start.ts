import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFingerprint, buildInfoPath } from './build-fingerprint.ts';

/**
 * `npm start`: builds when the build is missing or older than the sources, then runs the built
 * server (which migrates, seeds an empty database and listens on HOST:PORT).
 */
const root = path.resolve(import.meta.dirname, '..');
const info = buildInfoPath(root);
const built = existsSync(info)
  ? (JSON.parse(readFileSync(info, 'utf8')) as { fingerprint?: string }).fingerprint
  : undefined;
const current = await buildFingerprint(root);

if (built !== current) {
  process.stdout.write(
    built ? 'Sources changed since the last build; rebuilding…\n' : 'No build yet; building…\n',
  );
  const started = Date.now();
  const { buildAll } = await import('./build.ts');
  await buildAll();
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

const serverEntry = path.join(path.dirname(info), 'server', 'index.js');
await import(pathToFileURL(serverEntry).href);
