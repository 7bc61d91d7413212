import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.ts';
import { buildFingerprint, buildInfoPath } from './build-fingerprint.ts';

/** Builds when there is no build or the sources changed since the last one. */
export async function buildIfStale(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const info = buildInfoPath(root);
  const current = await buildFingerprint(root);
  const built = existsSync(info)
    ? (JSON.parse(readFileSync(info, 'utf8')) as { fingerprint: string }).fingerprint
    : '';
  if (built !== current) await buildAll();
}
