/**
 * The server's clock as this device last learnt it: every pull answer carries `serverTime`, and
 * the difference from the device's clock is kept in `_meta` (so it survives a reload and works
 * offline). Times the back office judges (a post's publication, how old a resend is, a ticket's
 * age, the dashboard's last 30 days) are compared with this, not with the device's clock, which
 * may be minutes or days off. It never decides which of two changes stands (stale.ts on the
 * server decides that by versions).
 */
import { getMeta, type SyncDb, setMeta } from './db.ts';

export function serverNowFrom(offsetMs: string | undefined, now: Date): Date {
  const offset = Number(offsetMs ?? 0);
  return new Date(now.getTime() + (Number.isFinite(offset) ? offset : 0));
}

export async function serverNow(db: SyncDb, now: Date): Promise<Date> {
  return serverNowFrom(await getMeta(db, 'serverOffsetMs'), now);
}

/**
 * Learns the server's clock from an answer's `serverTime`, asked for at `sent` and arrived at
 * `received` (this device's clock). The server wrote the time somewhere within that round trip:
 * its middle is the best guess, off by at most half the round trip whichever way the time was
 * spent. Measured when the page is written instead, a slow link or a busy page would have made
 * every delay clock error (a second and a half behind on the same machine). Inside the caller's
 * transaction (which must include `_meta`).
 */
export async function learnServerTime(
  db: SyncDb,
  serverTime: string | undefined,
  sent: Date,
  received: Date,
): Promise<void> {
  const at = serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(at)) return;
  const middle = (sent.getTime() + received.getTime()) / 2;
  await setMeta(db, 'serverOffsetMs', String(Math.round(at - middle)));
}
