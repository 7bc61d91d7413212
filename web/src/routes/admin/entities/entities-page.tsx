import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ENTITY_KINDS,
  ENTITY_TABLES,
  type EntityKind,
  type EntityRows,
  reorder,
} from '../../../../../shared/admin/entities.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { type BulkAction, BulkActions } from '../../../components/admin/bulk-actions.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty, ListLoading } from '../../../components/admin/list-states.tsx';
import { skippingAction } from '../../../components/admin/skipping-action.ts';
import { useBulkChoice } from '../../../components/admin/use-bulk-choice.ts';
import {
  useMutate,
  useMutateMany,
  useRow,
  useSyncEngine,
  useSyncStatus,
} from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ReadOnlyNotice, useCanWrite } from '../use-role.tsx';
import { EntityForm } from './entity-form.tsx';
import { mutateEntities, mutateEntity } from './entity-mutate.ts';
import { EntityNotices } from './entity-notices.tsx';
import { EntityTable } from './entity-table.tsx';
import { EntityTabs, panelId, tabId } from './entity-tabs.tsx';
import { useEntityLists } from './use-entity-lists.ts';
import './entities.css';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';
import { ConnectionNotice } from '../../../components/admin/connection-notice.tsx';

type Row = EntityRows[EntityKind];

function parseKind(value: string | null): EntityKind {
  return (ENTITY_KINDS as readonly string[]).includes(value ?? '') ? (value as EntityKind) : 'team';
}

/**
 * /admin/entities and /admin/settings (back-office §2 Entity Management): a tab per kind with
 * its count, its table in the public pages' order, and Add and Edit forms. The tab and the open
 * form are in the address (`?tab=investors`, `&edit=<id>` or `&new=1`), so reload and Back keep
 * them; `&compare=<notice>` opens an Edit form on a refused save's two versions. Everything
 * reads the local copy and changes through mutate().
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.entities;
  useAdminTitle(t.title);
  const [params, setParams] = useSearchParams();
  const kind = parseKind(params.get('tab'));
  const editId = params.get('edit');
  const compareId = params.get('compare');
  const adding = params.get('new') === '1';
  const sync = useSyncStatus();
  const lists = useEntityLists();
  const list = lists[kind];
  const loading = !sync.ready || list.status === 'loading';
  const mutate = useMutate();
  const mutateMany = useMutateMany();
  const noun = t.nouns[kind];
  const writable = useCanWrite(ENTITY_TABLES[kind].table);
  // The rows chosen for the bulk actions; another tab starts from none.
  const rows: readonly Row[] = list.rows;
  const choice = useBulkChoice<Row>(
    { q: '', filters: { tab: kind }, page: 1, selected: null },
    { rows, matching: rows, total: rows.length },
    loading,
    (r) => r.name,
  );

  /** Show or hide every chosen entry that is not so already. */
  function activeAction(active: boolean): BulkAction {
    const b = t.bulk;
    const key = active ? 'show' : 'hide';
    const rows = choice.chosen.filter((r) => r.active !== active);
    const texts = {
      label: b[key],
      title: b[`${key}Title`],
      all: b[`${key}Confirm`],
      some: b[`${key}ConfirmSome`],
      done: b[`${key}Done`],
      skipped: b[`${key}Skipped`],
    };
    return skippingAction(texts, choice.chosen.length, rows.length, () =>
      mutateEntities(
        mutateMany,
        kind,
        'setActive',
        rows.map((r) => ({ id: r.id, active })),
      ),
    );
  }

  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  // What takes focus once the form closes: the button that opened it.
  const returnFocus = useRef<string | null>(null);
  // A role that may only read the entities has no form to open (a link to one shows the list).
  const formOpen = writable && (adding || editId !== null);

  useEffect(() => {
    if (formOpen || !returnFocus.current) return;
    const selector = returnFocus.current;
    returnFocus.current = null;
    (document.querySelector<HTMLElement>(selector) ?? focusTarget())?.focus();
  }, [formOpen]);

  function show(next: EntityKind, extra: Record<string, string> = {}) {
    // At once, not in the router's transition: the selected tab is read from the address.
    setParams({ tab: next, ...extra }, { flushSync: true });
  }

  function selectTab(next: EntityKind) {
    if (next === kind && !formOpen) return;
    setFailure(null);
    setStatus('');
    show(next);
  }

  function openForm(row: Row | null) {
    setFailure(null);
    setStatus('');
    returnFocus.current = row ? `[data-edit="${CSS.escape(row.id)}"]` : '[data-add]';
    show(kind, row ? { edit: row.id } : { new: '1' });
  }

  function closeForm(saved: string | null) {
    if (saved) setStatus(fmt(t.saved, { name: saved }));
    show(kind);
  }

  function run(change: Promise<unknown>, failureText: string) {
    setFailure(null);
    change.catch(() => setFailure(failureText));
  }

  async function remove(row: Row) {
    setDeleting(null);
    setStatus('');
    try {
      await mutateEntity(mutate, kind, 'delete', { id: row.id });
      setStatus(fmt(t.deleted, { name: row.name }));
      focusTarget()?.focus();
    } catch {
      setFailure(fmt(t.deleteFailed, { kind: noun }));
    }
  }

  const counts: Partial<Record<EntityKind, number>> = {};
  if (sync.ready) {
    for (const k of ENTITY_KINDS) {
      if (lists[k].status === 'ready') counts[k] = lists[k].total;
    }
  }
  const nextOrder = list.rows.reduce((max, r) => Math.max(max, r.order_index + 1), 0);

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      <ConnectionNotice offline={t.offline} />
      <EntityNotices />
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      <p role="status" className="admin-muted">
        {status}
      </p>
      <EntityTabs selected={kind} counts={counts} onSelect={selectTab} />
      <div
        id={panelId(kind)}
        role="tabpanel"
        aria-labelledby={tabId(kind)}
        className="entity-panel"
        data-entity-panel
      >
        {formOpen ? (
          <FormFor
            kind={kind}
            editId={editId}
            compareId={compareId}
            nextOrder={nextOrder}
            onClose={closeForm}
            ready={sync.ready}
            notFound={t.form.notFound}
            backLabel={t.form.cancel}
          />
        ) : loading ? (
          <ListLoading text={t.loading} />
        ) : (
          <>
            <ReadOnlyNotice table={ENTITY_TABLES[kind].table} />
            <p hidden={!writable}>
              <button
                type="button"
                className="button button--primary"
                data-add
                onClick={() => openForm(null)}
              >
                {t.add[kind]}
              </button>
            </p>
            {list.rows.length === 0 ? (
              <ListEmpty text={t.empty[kind]} />
            ) : !writable ? null : (
              <BulkActions
                texts={admin.bulk}
                items={t.items[kind]}
                {...choice.bulk}
                actions={[activeAction(true), activeAction(false)]}
                onDelete={() =>
                  mutateEntities(
                    mutateMany,
                    kind,
                    'delete',
                    choice.chosen.map((r) => ({ id: r.id })),
                  )
                }
              />
            )}
            {list.rows.length === 0 ? null : (
              <EntityTable
                {...(writable ? { choosing: choice.choosing } : { readOnly: true })}
                kind={kind}
                caption={t.tabs[kind]}
                rows={list.rows}
                onActive={(row, active) =>
                  run(
                    mutateEntity(mutate, kind, 'setActive', { id: row.id, active }),
                    fmt(t.updateFailed, { kind: noun }),
                  )
                }
                onMove={(index, to) =>
                  run(
                    mutateEntities(mutateMany, kind, 'setOrder', reorder(list.rows, index, to)),
                    fmt(t.updateFailed, { kind: noun }),
                  )
                }
                onEdit={(row) => openForm(row)}
                onDelete={(row) => setDeleting(row)}
              />
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={fmt(t.deleteTitle, { kind: noun })}
        message={fmt(t.deleteConfirm, { kind: noun, days: TOMBSTONE_RETENTION_DAYS })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** After a deletion the row's buttons are gone: focus goes to the page's heading. */
function focusTarget(): HTMLElement | null {
  return document.getElementById('admin-page-title');
}

/** The Add form, or the Edit form once its record is read (or word that it is gone). */
function FormFor(props: {
  kind: EntityKind;
  editId: string | null;
  /** A conflict notice whose two versions the Edit form opens with. */
  compareId: string | null;
  nextOrder: number;
  /** The first pull is done: a record missing now is really gone. */
  ready: boolean;
  notFound: string;
  backLabel: string;
  onClose(saved: string | null): void;
}) {
  const row = useRow<Row>(ENTITY_TABLES[props.kind].table, props.editId);
  const { db } = useSyncEngine();
  const { compareId } = props;
  // null once read and not there (dismissed already): the plain Edit form.
  const notice = useLiveQuery(
    async () => (compareId ? ((await db._notices.get(compareId)) ?? null) : null),
    [db, compareId],
  );
  if (props.editId === null) {
    return (
      <EntityForm
        key="new"
        kind={props.kind}
        row={null}
        nextOrder={props.nextOrder}
        onClose={props.onClose}
      />
    );
  }
  if (row === undefined || (row === null && !props.ready) || notice === undefined) return null;
  if (row === null) {
    return (
      <div className="admin-notice">
        <p role="status">{props.notFound}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => props.onClose(null)}
        >
          {props.backLabel}
        </button>
      </div>
    );
  }
  return (
    <EntityForm
      key={`${row.id}:${compareId ?? ''}`}
      kind={props.kind}
      row={row}
      conflict={notice?.rowId === row.id ? notice : null}
      nextOrder={props.nextOrder}
      onClose={props.onClose}
    />
  );
}
