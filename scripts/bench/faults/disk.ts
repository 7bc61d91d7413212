import { mkdir, mkdtemp, rm, statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import {
  type App,
  describeLog,
  FULL_SECONDS,
  freePort,
  isRoot,
  loadAverage,
  logEvents,
  mustRun,
  out,
  run,
  Skipped,
  STEADY_MS,
  type Summary,
  secs,
  sleep,
  startApp,
  waitFor,
} from './common.ts';
import {
  ackedIds,
  contactFigures,
  describeAnswers,
  describeStored,
  embeddedLeadIds,
  printPhases,
  startContactLoad,
  startHealthPolling,
  type Timeline,
} from './load.ts';

/** Scenario 1: a full disk under the embedded database (a 256 MB tmpfs, needs root). */

export async function fullDisk(): Promise<Summary> {
  if (!isRoot) throw new Skipped('skipped: needs root to mount a small tmpfs');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-faults-disk-'));
  const mount = path.join(dir, 'mnt');
  await mkdir(mount);
  await mustRun('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mount]);
  let app: App | undefined;
  try {
    const dataDir = path.join(mount, 'data');
    // Migrated here so the server's start is quick; migrating is not what is measured.
    const setup = await openDatabase({ dataDir });
    await migrate(setup.sql);
    await setup.close();
    app = await startApp({ DATA_DIR: dataDir }, await freePort());

    const timeline: Timeline = { phase: 'before' };
    const load = startContactLoad(app.url, timeline);
    const health = startHealthPolling(app.url, timeline);
    await sleep(STEADY_MS);

    // Writes still land in space the database had already taken until the fill is complete.
    timeline.phase = 'filling';
    const fill = await fillDisk(mount);
    timeline.phase = 'full';
    out(`  disk filled: ${fill}`);
    await sleep(FULL_SECONDS * 1000);

    await rm(path.join(mount, 'fill'), { recursive: true, force: true });
    const freedAt = Date.now();
    timeline.phase = 'freed';
    const recovered = await waitFor(() => load.firstCreatedSince(freedAt));
    timeline.phase = 'after';
    await sleep(STEADY_MS);
    await load.stop();
    // Health reports the disk full until a write goes through, its own test write included
    // (server/storage-alarm.ts): how long that takes once space is freed, unloaded.
    timeline.phase = 'idle';
    const healthy = await waitFor(() => health.firstHealthySince(freedAt), 90_000);
    await health.stop();
    const diedDuringRun = app.ended();
    await app.stop();

    const storedIds = await embeddedLeadIds(dataDir);
    const events = logEvents(app.output());
    out(`  ${loadAverage()}`);
    printPhases(['before', 'filling', 'full', 'freed', 'after', 'idle'], load, health);
    out(`  all:      ${describeAnswers(load.answers)}`);
    out(`  stored:   ${describeStored(ackedIds(load.answers), storedIds)}`);
    out(`  server log (errors): ${describeLog(app.output())}`);
    out(`  server process: ${diedDuringRun ? `DIED (${diedDuringRun})` : 'stayed up'}`);
    const recovery = recovered === undefined ? 'never' : secs(recovered - freedAt);
    const healthRecovery = healthy === undefined ? 'not within 90 s' : secs(healthy - freedAt);
    out(`  space freed → first 201: ${recovery}; → health 200 again: ${healthRecovery}`);
    return {
      scenario: 'full disk (embedded)',
      ...contactFigures(load.answers, storedIds),
      recovery,
      note: [
        diedDuringRun ? `process died (${diedDuringRun})` : '',
        `storage_full logged ×${events.get('storage_full') ?? 0}`,
        `health 200 after ${healthRecovery}`,
      ]
        .filter(Boolean)
        .join('; '),
    };
  } finally {
    await app?.stop();
    // Lazily if something still holds it open; the directory goes either way.
    const umount = await run('umount', [mount]);
    if (umount.code !== 0) await run('umount', ['-l', mount]);
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Takes every free byte of the tmpfs: fallocate nearly all of it in one go (the server keeps
 * writing meanwhile, so asking for all of it could fail), then dd the rest until ENOSPC.
 */
async function fillDisk(mount: string): Promise<string> {
  const fillDir = path.join(mount, 'fill');
  await mkdir(fillDir, { recursive: true });
  const free = async () => {
    const s = await statfs(mount);
    return s.bavail * s.bsize;
  };
  const before = await free();
  const chunk = Math.max(0, before - 2 * 1024 * 1024);
  if (chunk > 0) await mustRun('fallocate', ['-l', String(chunk), path.join(fillDir, 'big')]);
  // dd ends with "No space left on device": that is the point.
  await run('dd', ['if=/dev/zero', `of=${path.join(fillDir, 'rest')}`, 'bs=4096']);
  return `${(before / 2 ** 20).toFixed(1)} MiB were free, ${((await free()) / 1024).toFixed(0)} KiB now`;
}
