import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this module whether it runs from source or from dist/server. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT, 'migrations');
/** Where builds go; DIST_DIR lets several checkouts' builds (or parallel test runs) coexist. */
export const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
export const CLIENT_DIST = path.join(DIST_DIR, 'client');
export const WEB_TEMPLATE = path.join(ROOT, 'web', 'app.html');
export const ADMIN_TEMPLATE = path.join(ROOT, 'web', 'admin.html');
