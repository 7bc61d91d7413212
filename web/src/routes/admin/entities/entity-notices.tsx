import {
  ENTITY_KINDS,
  ENTITY_TABLES,
  type EntityKind,
} from '../../../../../shared/admin/entities.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { ListNotices, refusalText } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { isTombstone } from '../../../sync/notices.ts';
import { useAdminT } from '../use-admin-t.ts';
import type { EntityAction } from './entity-mutate.ts';

const FAILURE_KEYS: Record<EntityAction, 'saveFailed' | 'updateFailed' | 'deleteFailed'> = {
  create: 'saveFailed',
  save: 'saveFailed',
  setActive: 'updateFailed',
  setOrder: 'updateFailed',
  delete: 'deleteFailed',
};

/**
 * Changes to entities that the server refused or that met someone else's (a save made from an
 * older version): the kind's failure text (back-office §8) and the server's reason. Every kind's,
 * so a refusal is seen whichever tab is open.
 */
export function EntityNotices() {
  return (
    <>
      {ENTITY_KINDS.map((kind) => (
        <KindNotices key={kind} kind={kind} />
      ))}
    </>
  );
}

/** The Edit form of the notice's record, with its two versions side by side. */
export function compareAddress(kind: EntityKind, notice: SyncNotice): string {
  const params = new URLSearchParams({ tab: kind, edit: notice.rowId, compare: notice.id });
  return `?${params}`;
}

function KindNotices({ kind }: { kind: EntityKind }) {
  const t = useAdminT().entities;
  const { table, prefix } = ENTITY_TABLES[kind];
  const noun = t.nouns[kind];
  const failures = {
    saveFailed: fmt(t.saveFailed, { kind: noun }),
    updateFailed: fmt(t.updateFailed, { kind: noun }),
    deleteFailed: fmt(t.deleteFailed, { kind: noun }),
  };
  const keys = Object.fromEntries(
    Object.entries(FAILURE_KEYS).map(([action, key]) => [`${prefix}.${action}`, key]),
  );
  return (
    <ListNotices
      table={table}
      label={`${t.noticesLabel}: ${t.tabs[kind]}`}
      dismissLabel={t.dismiss}
      textOf={(notice) => {
        const said = refusalText(failures, keys, notice);
        // A save from an older version: say why in the screen's own language, and offer the
        // two versions side by side (the person's is in the notice until it is dismissed).
        const moved = notice.kind === 'conflict' && !isTombstone(notice.row);
        if (!moved) return said;
        if (!notice.attempted) return { ...said, detail: t.conflict };
        return {
          ...said,
          detail: t.conflict,
          link: { to: compareAddress(kind, notice), label: t.compare },
        };
      }}
    />
  );
}
