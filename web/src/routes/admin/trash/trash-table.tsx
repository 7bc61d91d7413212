import type { TrashItem } from '../../../../../shared/admin/trash.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useAdminT } from '../use-admin-t.ts';

export const keyOf = (item: TrashItem) => `${item.table}:${item.row.id}`;

/**
 * The page of deleted records, each with its checkbox and its Restore (and, for those who may,
 * Delete permanently). A record the person's role only reads is shown without them.
 */
export function TrashTable(props: {
  items: readonly TrashItem[];
  chosen: ReadonlySet<string>;
  toggle(keys: readonly string[], on: boolean): void;
  /** The person's role may restore this record. */
  changeable(item: TrashItem): boolean;
  /** The person's role may delete records for good. */
  purgeable: boolean;
  nameOf(item: TrashItem): string;
  kindLabel(table: string): string;
  onRestore(item: TrashItem): void;
  onPurge(item: TrashItem): void;
}) {
  const admin = useAdminT();
  const t = admin.trash;
  const lang = useLang();
  const { items, chosen, toggle, changeable } = props;
  const mine = items.filter(changeable);
  const chosenHere = items.filter((i) => chosen.has(keyOf(i))).length;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={t.table} tabIndex={0}>
      <table className="admin-table">
        <caption className="admin-visually-hidden">{t.table}</caption>
        <thead>
          <tr>
            <td>
              <input
                type="checkbox"
                aria-label={admin.bulk.selectPage}
                checked={chosenHere > 0 && chosenHere === mine.length}
                onChange={(e) => toggle(mine.map(keyOf), e.target.checked)}
              />
            </td>
            <th scope="col">{t.columns.record}</th>
            <th scope="col">{t.columns.kind}</th>
            <th scope="col">{t.columns.deleted}</th>
            <th scope="col">{t.columns.deletedBy}</th>
            <th scope="col">{t.columns.purged}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const name = props.nameOf(item);
            return (
              <tr key={keyOf(item)}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={fmt(admin.bulk.selectRow, { name })}
                    checked={chosen.has(keyOf(item))}
                    disabled={!changeable(item)}
                    onChange={(e) => toggle([keyOf(item)], e.target.checked)}
                  />
                </td>
                <th scope="row" className="admin-table__key">
                  {name}
                </th>
                <td>{props.kindLabel(item.table)}</td>
                <td>
                  <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt, lang)}</time>
                </td>
                <td>{item.deletedBy ?? t.automatic}</td>
                <td>
                  <time dateTime={item.purgeAt}>{formatDateTime(item.purgeAt, lang)}</time>
                </td>
                <td hidden={!changeable(item)}>
                  <div className="admin-row-actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={fmt(t.restoreLabel, { name })}
                      onClick={() => props.onRestore(item)}
                    >
                      {t.restore}
                    </button>
                    {props.purgeable ? (
                      <button
                        type="button"
                        className="button button--danger"
                        aria-label={fmt(t.purgeLabel, { name })}
                        onClick={() => props.onPurge(item)}
                      >
                        {t.purge}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
