import type { Clock } from './clock.ts';
import type { Sql } from './db/client.ts';
import { describeError, type Logger } from './logger.ts';

/**
 * Whether the database's disk has room, as learnt from the writes that failed for lack of it
 * (PostgreSQL's `disk_full`, SQLSTATE 53100: "could not extend file … No space left on device").
 * A full disk leaves reads working, so `select 1` cannot tell; the failed writes can:
 * - the first failure of an incident is logged once, with what to do; later ones are not;
 * - health reports the disk as full until a write goes through again: a record created, or the
 *   alarm's own probe (a small write that extends a file, rolled back: `storageProbe`) that
 *   health runs while the alarm is raised, so a load balancer that drained the instance (and
 *   sends it no writes) puts it back as soon as space is freed, not a minute later (issue #46);
 * - without a probe, it clears once `clearAfterMs` has passed without a failed write. Either way
 *   the log says so.
 */
export interface StorageAlarm {
  /** A write failed for lack of disk space. */
  raise(err: unknown): void;
  /** Whether writes have been failing for lack of space (within the last `clearAfterMs`). */
  isFull(): boolean;
  /** A write went through (a record was created): the disk takes writes again. */
  wrote(): void;
  /**
   * Whether the disk is full, asking the probe while the alarm is raised: a probe that goes
   * through clears it, one that fails for lack of space keeps it raised.
   */
  check(): Promise<boolean>;
}

/** A small write that must extend a file, rolled back; rejects as the write would. */
export type StorageProbe = () => Promise<void>;

/** SQLSTATE disk_full, and the system's own "no space left" for writes outside the database. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '53100' || code === 'ENOSPC';
}

export const STORAGE_CLEAR_AFTER_MS = 60_000;

export function createStorageAlarm(
  clock: Clock,
  logger: Logger,
  options: { probe?: StorageProbe; clearAfterMs?: number } = {},
): StorageAlarm {
  const { probe, clearAfterMs = STORAGE_CLEAR_AFTER_MS } = options;
  let lastFailure: number | null = null;
  // One probe at a time: health checks that arrive meanwhile wait for the same answer.
  let probing: Promise<boolean> | null = null;

  const recovered = (message: string) => {
    lastFailure = null;
    logger.info('storage_recovered', { message });
  };
  const isFull = () => {
    if (lastFailure === null) return false;
    if (clock.now().getTime() - lastFailure < clearAfterMs) return true;
    recovered(`No write has failed for lack of disk space in ${clearAfterMs / 1000} s.`);
    return false;
  };

  return {
    raise(err) {
      if (!isFull()) {
        logger.error('storage_full', {
          message:
            'The database disk is full: new leads and edits are refused with 503 until space ' +
            'is freed. Free space on the volume holding the database (DATA_DIR, or the ' +
            "PostgreSQL server's data directory).",
          ...describeError(err),
        });
      }
      lastFailure = clock.now().getTime();
    },
    isFull,
    wrote() {
      if (lastFailure !== null) recovered('A write went through: the disk takes writes again.');
    },
    check() {
      // With a probe, its answer decides, however long ago the last write failed.
      if (!probe || lastFailure === null) return Promise.resolve(isFull());
      probing ??= probe()
        .then(
          () => {
            if (lastFailure !== null) recovered('A test write went through: space was freed.');
            return false;
          },
          (err: unknown) => {
            // Still full: it stays raised for as long as that lasts, not just a minute.
            if (isDiskFull(err)) lastFailure = clock.now().getTime();
            return lastFailure !== null;
          },
        )
        .finally(() => {
          probing = null;
        });
      return probing;
    },
  };
}

/** Bytes the probe writes: more than a page, and not compressible, so a file must grow. */
const PROBE_BYTES = 64 * 1024;

/**
 * The probe on the database: a temporary table whose value is stored out of line, uncompressed,
 * so writing it extends a file, as a stored lead would; rolled back, so nothing stays.
 */
export function storageProbe(sql: Sql): StorageProbe {
  return async () => {
    const rolledBack = new Error('storage probe rolled back');
    try {
      await sql.begin(async (tx) => {
        await tx`create temp table storage_probe (bytes text) on commit drop`;
        await tx`alter table storage_probe alter column bytes set storage external`;
        await tx`
          insert into storage_probe
          select string_agg(md5(random()::text), '')
            from generate_series(1, ${PROBE_BYTES / 32})`;
        throw rolledBack;
      });
    } catch (err) {
      if (err !== rolledBack) throw err;
    }
  };
}
