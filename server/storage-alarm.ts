import type { Clock } from './clock.ts';
import { describeError, type Logger } from './logger.ts';

/**
 * Whether the database's disk has room, as learnt from the writes that failed for lack of it
 * (PostgreSQL's `disk_full`, SQLSTATE 53100: "could not extend file … No space left on device").
 * A full disk leaves reads working, so `select 1` cannot tell; the failed writes can:
 * - the first failure of an incident is logged once, with what to do; later ones are not;
 * - health reports the disk as full until a write goes through again (a record created), or
 *   `clearAfterMs` has passed without a failed write, so a load balancer can take the instance
 *   out while space is freed and put it back as soon as writes work. Either way the log says so.
 */
export interface StorageAlarm {
  /** A write failed for lack of disk space. */
  raise(err: unknown): void;
  /** Whether writes have been failing for lack of space (within the last `clearAfterMs`). */
  isFull(): boolean;
  /** A write went through (a record was created): the disk takes writes again. */
  wrote(): void;
}

/** SQLSTATE disk_full, and the system's own "no space left" for writes outside the database. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '53100' || code === 'ENOSPC';
}

export const STORAGE_CLEAR_AFTER_MS = 60_000;

export function createStorageAlarm(
  clock: Clock,
  logger: Logger,
  clearAfterMs = STORAGE_CLEAR_AFTER_MS,
): StorageAlarm {
  let lastFailure: number | null = null;

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
  };
}
