/**
 * The server's clock as this device last learnt it: every pull answer carries `serverTime`, and
 * the difference from the device's clock is kept in `_meta` (so it survives a reload and works
 * offline). Times the server judges (a post's publication, how old a resend is) are compared
 * with this, not with the device's clock, which may be minutes or days off.
 */
import { getMeta, type SyncDb, setMeta } from './db.ts';

export function serverNowFrom(offsetMs: string | undefined, now: Date): Date {
  const offset = Number(offsetMs ?? 0);
  return new Date(now.getTime() + (Number.isFinite(offset) ? offset : 0));
}

export async function serverNow(db: SyncDb, now: Date): Promise<Date> {
  return serverNowFrom(await getMeta(db, 'serverOffsetMs'), now);
}

/** Inside the caller's transaction (which must include `_meta`). */
export async function learnServerTime(
  db: SyncDb,
  serverTime: string | undefined,
  now: Date,
): Promise<void> {
  const at = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(at)) return;
  await setMeta(db, 'serverOffsetMs', String(at - now.getTime()));
}
