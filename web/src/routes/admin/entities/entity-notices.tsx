import {
  ENTITY_KINDS,
  ENTITY_TABLES,
  type EntityKind,
} from '../../../../../shared/admin/entities.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { ListNotices, refusalText } from '../../../components/admin/list-notices.tsx';
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
        // A save from an older version: say why in the screen's own language.
        const moved = notice.kind === 'conflict' && !isTombstone(notice.row);
        return moved ? { ...said, detail: t.conflict } : said;
      }}
    />
  );
}
