import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Seeded DATA_DIR templates: a server's first start (migrations, the demo seed, accounts made with
 * the CLI) is made once per run and kind, and every other server starts on a copy of it. Copying
 * takes tens of milliseconds; a first start takes ten seconds or more on a busy machine.
 *
 * Workers are separate processes, so the first one to need a template makes it while the others
 * wait for its `ready` mark; a lock file names the maker, and a lock left by a dead one is taken
 * over. The global setup removes the templates of an earlier run (another build may seed otherwise).
 */
const TEMPLATES = path.resolve(import.meta.dirname, '../../.tmp/e2e-data-templates');
/** How often a waiting worker looks again for another worker's template. */
const POLL_MS = 100;

export function removeDataTemplates(): void {
  rmSync(TEMPLATES, { recursive: true, force: true });
}

/**
 * A fresh DATA_DIR holding a copy of the template named by `key`, made first with `make` (given an
 * empty folder) when this run has none yet.
 */
export async function copyOfDataTemplate(
  key: string,
  make: (dir: string) => Promise<void>,
): Promise<string> {
  const template = path.join(
    TEMPLATES,
    createHash('sha256').update(key).digest('hex').slice(0, 16),
  );
  await ensureTemplate(template, make);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumen-e2e-'));
  cpSync(path.join(template, 'data'), dir, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'server.lock',
  });
  return dir;
}

async function ensureTemplate(template: string, make: (dir: string) => Promise<void>) {
  const ready = path.join(template, 'ready');
  const lock = `${template}.lock`;
  mkdirSync(TEMPLATES, { recursive: true });
  while (!existsSync(ready)) {
    if (!takeLock(lock)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    try {
      if (existsSync(ready)) return;
      // A maker that died half-way left a partial template: start over.
      rmSync(template, { recursive: true, force: true });
      mkdirSync(path.join(template, 'data'), { recursive: true });
      await make(path.join(template, 'data'));
      writeFileSync(ready, '');
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Creates the lock naming this process, or takes over one whose process is gone. */
function takeLock(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Empty: its maker is writing its process id this moment.
  const holder = readFileSync(lock, 'utf8').trim();
  if (holder === '' || isAlive(Number(holder))) return false;
  rmSync(lock, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
