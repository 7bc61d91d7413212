/**
 * Opening the local database: a copy made under another sync schema is wiped and pulled again
 * from zero (its rows may lack columns the screens now expect). Changes not pushed yet are
 * kept when this build still knows them, so an update never silently drops someone's work.
 */

import { Dexie } from 'dexie';
import { mayRun, type StaffRole } from '../../../shared/admin/access.ts';
import { MUTATIONS } from '../../../shared/admin/mutations.ts';
import { SYNC_SCHEMA_VERSION } from '../../../shared/sync/tables.ts';
import {
  getMeta,
  type QueuedMutation,
  type SyncDb,
  type SyncNotice,
  setMeta,
  syncedTables,
} from './db.ts';
import { addNotice, SYNC_MESSAGES } from './notices.ts';
import { forgetTables } from './table-cache.ts';
import type { KeptUpload } from './uploads.ts';

/**
 * Takes over the changes another copy of this person's (made under an earlier role) still had
 * to send, then deletes that copy: it may hold records the present role may not read. A change
 * the present role may not make is not taken over; the person is told it was not saved.
 */
export async function adoptOtherCopies(
  db: SyncDb,
  names: readonly string[],
  role: StaffRole,
  now: Date,
): Promise<void> {
  for (const name of names) {
    if (name === db.name || !(await Dexie.exists(name))) continue;
    // Opened as it is (no schema declared): whatever tables that copy has.
    const other = new Dexie(name);
    await other.open();
    const has = (table: string) => other.tables.some((t) => t.name === table);
    const queued = has('_mutations')
      ? await other.table<QueuedMutation, number>('_mutations').orderBy('seq').toArray()
      : [];
    // What the person had not yet read there is still to be told.
    const notices = has('_notices')
      ? await other.table<SyncNotice, string>('_notices').toArray()
      : [];
    // Pictures chosen offline that changes taken over may name.
    const uploads = has('_uploads')
      ? await other.table<KeptUpload, string>('_uploads').toArray()
      : [];
    other.close();
    await db.transaction('rw', [db._mutations, db._notices, db._uploads], async () => {
      await db._notices.bulkPut(notices);
      await db._uploads.bulkPut(uploads);
      for (const { seq: _seq, ...m } of queued) {
        if ((await db._mutations.where('id').equals(m.id).count()) > 0) continue;
        const def = MUTATIONS.get(m.name);
        if (def && mayRun(role, def) && db.readable.includes(def.table)) {
          await db._mutations.add(m);
          continue;
        }
        await addNotice(
          db,
          {
            kind: 'rejected',
            mutation: m.name,
            table: m.table,
            rowId: m.rowId,
            message: SYNC_MESSAGES.roleLost,
            row: null,
            final: true,
          },
          now,
        );
      }
    });
    forgetTables(name);
    await Dexie.delete(name);
  }
}

/** Opens the admin's database (created if needed) and makes it match this build. */
export async function prepareSyncDb(db: SyncDb, now: Date): Promise<void> {
  try {
    await db.open();
  } catch (err) {
    // A newer build stored a higher IndexedDB version (e.g. after rolling back a deploy): the
    // copy is only a cache of the server, so start again rather than lock the person out.
    if (!(err instanceof Dexie.VersionError)) throw err;
    forgetTables(db.name);
    await db.delete({ disableAutoOpen: false });
    await db.open();
  }
  await ensureSchema(db, now);
}

export async function ensureSchema(db: SyncDb, now: Date): Promise<void> {
  if ((await getMeta(db, 'schemaVersion')) === String(SYNC_SCHEMA_VERSION)) return;
  const tables = [
    ...syncedTables(db),
    db._shadows,
    db._meta,
    db._applied,
    db._mutations,
    db._notices,
  ];
  await db.transaction('rw', tables, async () => {
    await Promise.all(
      [...syncedTables(db), db._shadows, db._meta, db._applied].map((t) => t.clear()),
    );
    for (const m of await db._mutations.toArray()) {
      const def = MUTATIONS.get(m.name);
      if (def?.args.safeParse(m.args).success) continue;
      await db._mutations.delete(m.seq as number);
      await addNotice(
        db,
        {
          kind: 'rejected',
          mutation: m.name,
          table: m.table,
          rowId: m.rowId,
          message: SYNC_MESSAGES.unknownMutation,
          row: null,
        },
        now,
      );
    }
    await setMeta(db, 'schemaVersion', String(SYNC_SCHEMA_VERSION));
  });
}
