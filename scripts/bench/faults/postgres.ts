import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type App,
  DOWN_SECONDS,
  describeLog,
  freePort,
  isRoot,
  lastLines,
  loadAverage,
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
  printPhases,
  serverLeadIds,
  startContactLoad,
  startHealthPolling,
  type Timeline,
} from './load.ts';

/** Scenario 2: PostgreSQL stopped and started under load (Debian's server, a private cluster). */

/** The newest Debian PostgreSQL server binaries, installed if missing and we may. */
async function postgresBin(): Promise<string> {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return undefined;
    const versions = readdirSync(base)
      .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
      .sort((a, b) => Number(a) - Number(b));
    const newest = versions.at(-1);
    return newest ? path.join(base, newest, 'bin') : undefined;
  };
  const found = find();
  if (found) return found;
  if (!isRoot)
    throw new Skipped('skipped: no PostgreSQL server installed (apt-get install postgresql)');
  out('  installing postgresql (apt-get)…');
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], 600_000);
  const installed = find();
  if (!installed)
    throw new Skipped('skipped: no PostgreSQL server, and apt-get could not install it');
  return installed;
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function asPostgres(cmd: string, args: string[]): Promise<string> {
  return isRoot ? mustRun('runuser', ['-u', 'postgres', '--', cmd, ...args]) : mustRun(cmd, args);
}

export async function postgresRestart(): Promise<Summary> {
  const bin = await postgresBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumen-faults-pg-'));
  if (isRoot) {
    const uid = Number((await mustRun('id', ['-u', 'postgres'])).trim());
    const gid = Number((await mustRun('id', ['-g', 'postgres'])).trim());
    await chown(dir, uid, gid);
  }
  const pgData = path.join(dir, 'data');
  const pgPort = await freePort();
  const pgCtl = (...args: string[]) =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', pgData, '-w', ...args]);
  const startPg = () =>
    pgCtl(
      '-l',
      path.join(dir, 'log'),
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    );
  await asPostgres(path.join(bin, 'initdb'), [
    '-D',
    pgData,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  await startPg();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  let app: App | undefined;
  try {
    app = await startApp({ DATABASE_URL: databaseUrl }, await freePort());
    const timeline: Timeline = { phase: 'before' };
    const load = startContactLoad(app.url, timeline);
    const health = startHealthPolling(app.url, timeline);
    await sleep(STEADY_MS);

    await pgCtl('-m', 'immediate', 'stop');
    // Requests in flight at the stop keep the phase they were sent in ('before').
    timeline.phase = 'down';
    await sleep(DOWN_SECONDS * 1000);
    const startIssued = Date.now();
    await startPg();
    const pgReady = Date.now();
    timeline.phase = 'restarted';
    const recovered = await waitFor(() => load.firstCreatedSince(pgReady));
    timeline.phase = 'after';
    await sleep(STEADY_MS);
    await Promise.all([load.stop(), health.stop()]);
    const diedDuringRun = app.ended();
    await app.stop();

    const storedIds = await serverLeadIds(databaseUrl);
    out(`  ${loadAverage()}`);
    printPhases(['before', 'down', 'restarted', 'after'], load, health);
    out(`  all:      ${describeAnswers(load.answers)}`);
    out(`  stored:   ${describeStored(ackedIds(load.answers), storedIds)}`);
    out(`  server log (errors): ${describeLog(app.output())}`);
    out(
      `  app process: ${diedDuringRun ? `DIED (${diedDuringRun}):\n${lastLines(app.output())}` : 'stayed alive'}`,
    );
    const recovery = recovered === undefined ? 'never' : secs(recovered - pgReady);
    out(
      `  PostgreSQL accepted connections ${secs(pgReady - startIssued)} after pg_ctl start; first 201 ${recovery} after that`,
    );
    return {
      scenario: 'PostgreSQL stop/start',
      ...contactFigures(load.answers, storedIds),
      recovery,
      note: diedDuringRun ? `APP DIED (${diedDuringRun})` : 'app stayed alive',
    };
  } finally {
    await app?.stop();
    await pgCtl('-m', 'fast', 'stop').catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
