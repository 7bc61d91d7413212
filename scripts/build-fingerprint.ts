import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Everything a build is made from; a change to any of these makes the build stale. */
const INPUTS = [
  'web',
  'shared',
  'server',
  'desktop',
  'scripts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** The build's record of what it was made from, inside DIST_DIR (default dist/). */
export function buildInfoPath(root: string): string {
  return path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'build-info.json');
}

export async function buildFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of await listFiles(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

async function listFiles(target: string): Promise<string[]> {
  const entries = await readdir(target, { withFileTypes: true, recursive: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOTDIR') return null;
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  if (entries === null) return [target];
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
