import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { canWrite, mayPurge, trashKinds } from '../../../../../shared/admin/access.ts';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import {
  TRASH_TABLES,
  type TrashItem,
  type TrashPage,
  trashMutationNames,
} from '../../../../../shared/admin/trash.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';
import { TYPE_TO_CONFIRM_OVER } from '../../../components/admin/bulk-actions.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { useSyncEngine } from '../../../sync/context.tsx';
import { useNotices, useSyncStatus } from '../../../sync/hooks.ts';
import { recordLabel } from '../shell/palette-search.ts';
import '../../../styles/admin-leads.css';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { pageParam, useServerData } from '../use-server-data.ts';
import { keyOf, TrashTable } from './trash-table.tsx';

const TRASH_CHANGE = /\.(undelete|purge)$/;

/**
 * /admin/trash: everything deleted from the lead, post and entity screens, newest first, for
 * TOMBSTONE_RETENTION_DAYS. Restore and Delete permanently go through the sync push like every
 * other change (audited there); a row being restored or deleted leaves the list at once. The
 * trash is the server's (a device forgets what is deleted), so this screen needs a connection.
 * The kind shown and the page live in the address (`?kind=contact_submissions&page=2`).
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.trash;
  useAdminTitle(t.title);
  const { db, mutate, mutateMany, user } = useSyncEngine();
  // A record the person's role only reads (an editor's newsletter signups) is shown, not changed.
  const changeable = (item: TrashItem) => canWrite(user.role, item.table);
  // Deleting for good is for administrators (the server refuses it to anyone else).
  const purgeable = mayPurge(user.role);
  // Only the kinds of record the person's role ever sees (the same rule as the sync).
  const kinds = trashKinds(user.role, TRASH_TABLES);
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const kind = kinds.find((k) => k.table === params.get('kind'))?.table ?? null;
  const [said, setSaid] = useState('');
  const [purging, setPurging] = useState<TrashItem | null>(null);
  // The rows chosen on this page, by table and id; and whether their permanent delete is asked.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [purgingChosen, setPurgingChosen] = useState(false);

  const query = new URLSearchParams({ page: String(page) });
  if (kind) query.set('table', kind);
  const { load, reload, offline } = useServerData<TrashPage>(`/api/admin/trash?${query}`);

  // The rows with a restore or permanent delete still on its way are hidden until it settles.
  const acting = useLiveQuery(
    () => db._mutations.filter((m) => TRASH_CHANGE.test(m.name)).toArray(),
    [db],
  );
  const actingIds = new Set((acting ?? []).map((m) => m.rowId));
  // Whenever queued changes reach the server, the trash is read again: a delete made here a
  // moment ago (on any screen) appears, and a refused restore is back.
  const { pending } = useSyncStatus();
  const queued = useRef(pending);
  useEffect(() => {
    if (pending < queued.current) reload();
    queued.current = pending;
  }, [pending, reload]);

  const kindLabel = (table: string) => {
    const label = recordLabel(table as TrashItem['table'], {});
    return label ? admin.shell.palette.kinds[label.kind] : table;
  };
  const nameOf = (item: TrashItem) => recordLabel(item.table, item.row)?.title || t.untitled;

  async function restore(item: TrashItem) {
    const { undelete } = trashMutationNames(item.table);
    await mutate(undelete as MutationName, { id: item.row.id } as never, {
      restores: item.row,
      undoable: false,
    });
    setSaid(fmt(t.restored, { name: nameOf(item) }));
  }

  async function purge(item: TrashItem) {
    setPurging(null);
    const { purge } = trashMutationNames(item.table);
    await mutate(purge as MutationName, { id: item.row.id } as never, { undoable: false });
    setSaid(fmt(t.purged, { name: nameOf(item) }));
  }

  /** The same change to every chosen row, as one queued change per row of each table. */
  async function forChosen(which: 'undelete' | 'purge'): Promise<number> {
    const rows = items.filter((i) => chosen.has(keyOf(i)));
    const tables = new Set(rows.map((i) => i.table));
    for (const table of tables) {
      const ofTable = rows.filter((i) => i.table === table);
      await mutateMany(
        trashMutationNames(table)[which] as MutationName,
        ofTable.map((i) => ({ id: i.row.id })) as never,
        {
          undoable: false,
          ...(which === 'undelete'
            ? { restores: new Map(ofTable.map((i) => [i.row.id, i.row])) }
            : {}),
        },
      );
    }
    setChosen(new Set());
    return rows.length;
  }

  async function restoreChosen() {
    const count = await forChosen('undelete');
    setSaid(fmtCount(t.restoredMany, count));
  }

  async function purgeChosen() {
    setPurgingChosen(false);
    const count = await forChosen('purge');
    setSaid(fmtCount(t.purgedMany, count));
  }

  const go = (next: { page?: number; kind?: string | null }) => {
    const query = new URLSearchParams();
    const k = next.kind === undefined ? kind : next.kind;
    const p = next.page ?? page;
    if (k) query.set('kind', k);
    if (p > 1) query.set('page', String(p));
    setParams(query);
  };

  const items =
    load.status === 'ready' ? load.data.items.filter((i) => !actingIds.has(i.row.id)) : [];
  const chosenHere = items.filter((i) => chosen.has(keyOf(i))).length;
  const toggle = (keys: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading' && !offline}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{fmt(t.lead, { days: TOMBSTONE_RETENTION_DAYS })}</p>
      <RefusedRestores items={load.status === 'ready' ? load.data.items : []} nameOf={nameOf} />
      <p role="status" className="admin-muted">
        {said}
      </p>
      <div className="admin-filters__form">
        <div className="admin-field">
          <label htmlFor="trash-kind">{t.kindFilter}</label>
          <select
            id="trash-kind"
            value={kind ?? ''}
            onChange={(e) => go({ kind: e.target.value || null, page: 1 })}
          >
            <option value="">{t.allKinds}</option>
            {kinds.map((k) => (
              <option key={k.table} value={k.table}>
                {kindLabel(k.table)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ServerLoadStates load={load} offline={offline} onRetry={reload} t={t} />
      {load.status === 'ready' && items.length === 0 ? (
        <ListEmpty text={kind ? fmt(t.emptyKind, { kind: kindLabel(kind) }) : t.empty} />
      ) : null}
      {load.status === 'ready' && items.length > 0 ? (
        <div>
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button--secondary"
              disabled={chosenHere === 0}
              onClick={() => void restoreChosen()}
            >
              {t.restoreChosen}
            </button>
            {purgeable ? (
              <button
                type="button"
                className="button button--danger"
                disabled={chosenHere === 0}
                onClick={() => setPurgingChosen(true)}
              >
                {t.purgeChosen}
              </button>
            ) : null}
            <p className="admin-muted">
              {chosenHere > 0 ? fmt(t.chosen, { count: chosenHere }) : ''}
            </p>
          </div>
          <TrashTable
            items={items}
            chosen={chosen}
            toggle={toggle}
            changeable={changeable}
            purgeable={purgeable}
            nameOf={nameOf}
            kindLabel={kindLabel}
            onRestore={(item) => void restore(item)}
            onPurge={setPurging}
          />
          <div className="admin-list-footer">
            <p className="admin-muted">
              {fmtCount(t.shown, load.data.total, { count: items.length, total: load.data.total })}
            </p>
            <Pagination
              page={page}
              pageCount={Math.ceil(load.data.total / load.data.pageSize)}
              onPage={(p) => go({ page: p })}
              t={admin.list}
            />
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={purgingChosen}
        title={fmtCount(t.purgeManyTitle, chosenHere)}
        message={fmtCount(t.purgeManyConfirm, chosenHere)}
        confirmLabel={t.purgeChosen}
        cancelLabel={t.cancel}
        danger
        typed={
          chosenHere > TYPE_TO_CONFIRM_OVER
            ? {
                label: fmt(admin.bulk.typeCount, { count: String(chosenHere) }),
                expected: String(chosenHere),
              }
            : undefined
        }
        onConfirm={() => void purgeChosen()}
        onCancel={() => setPurgingChosen(false)}
      />
      <ConfirmDialog
        open={purging !== null}
        title={t.purgeTitle}
        message={purging ? fmt(t.purgeConfirm, { name: nameOf(purging) }) : ''}
        confirmLabel={t.purge}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => purging && void purge(purging)}
        onCancel={() => setPurging(null)}
      />
    </section>
  );
}

/** A restore or permanent delete the server refused (a slug taken meanwhile), until dismissed. */
function RefusedRestores(props: { items: TrashItem[]; nameOf(item: TrashItem): string }) {
  const t = useAdminT().trash;
  const { notices, dismiss } = useNotices();
  const mine = notices.filter((n) => TRASH_CHANGE.test(n.mutation));
  if (mine.length === 0) return null;
  return (
    <div role="alert">
      <ul className="admin-notices">
        {mine.map((n) => {
          const item = props.items.find((i) => i.row.id === n.rowId);
          const name = item ? props.nameOf(item) : t.untitled;
          return (
            <li key={n.id} className="admin-notice admin-notice--error">
              <p>{fmt(t.refused, { name, reason: n.message })}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void dismiss(n.id)}
              >
                {t.dismiss}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
