import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from '../../scripts/build.ts';
import { buildFingerprint, buildInfoPath } from '../../scripts/build-fingerprint.ts';

/** The e2e tests run against the production build; build it when missing or stale. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const info = buildInfoPath(root);
  const current = await buildFingerprint(root);
  const built = existsSync(info)
    ? (JSON.parse(readFileSync(info, 'utf8')) as { fingerprint: string }).fingerprint
    : '';
  if (built !== current) await buildAll();
}
