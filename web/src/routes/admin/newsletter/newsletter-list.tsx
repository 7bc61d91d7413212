import {
  type NewsletterSignupRow,
  newsletterStatus,
} from '../../../../../shared/admin/newsletter.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import {
  PageCheckbox,
  RowCheckbox,
  SortableHeading,
  type TableChoosing,
  type TableSorting,
} from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListLoading } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';

export type SignupAction = 'unsubscribe' | 'delete' | 'restore' | 'unsuppress';

export interface NewsletterListProps {
  loading: boolean;
  rows: readonly NewsletterSignupRow[];
  /** How many match the search and filters. */
  total: number;
  /** How many there are in this view at all: the Y of "X of Y signups". */
  everything: number;
  /** Suspected spam is listed: its rows offer restore instead of Unsubscribe. */
  spam: boolean;
  filtered: boolean;
  page: number;
  pageCount: number;
  onAction(action: SignupAction, row: NewsletterSignupRow): void;
  /** Checkboxes choosing rows for the bulk actions. */
  choosing?: TableChoosing<NewsletterSignupRow>;
  /** For a role that may only read the list: no actions. */
  readOnly?: boolean;
  /** Sorting by the column headings. */
  sorting?: TableSorting;
  onPage(page: number): void;
  onClear(): void;
}

/**
 * The signups table (back-office §2): Email, Status, Signed Up, Last Updated, Actions, with
 * Unsubscribe shown while a signup is active or pending confirmation (which it cancels), and
 * "X of Y signups" below it.
 */
export function NewsletterList(props: NewsletterListProps) {
  const admin = useAdminT();
  const t = admin.newsletter;
  const lang = useLang();

  if (props.loading) {
    return <ListLoading text={t.loading} />;
  }
  if (props.total === 0) {
    return (
      <div className="admin-notice">
        <p role="status">{t.empty}</p>
        {props.filtered ? (
          <button type="button" className="button button--secondary" onClick={props.onClear}>
            {t.clearFilters}
          </button>
        ) : null}
      </div>
    );
  }

  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, lang)}</time>;
  return (
    <div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="admin-visually-hidden">{t.table}</caption>
          <thead>
            <tr>
              {props.choosing ? <PageCheckbox rows={props.rows} choosing={props.choosing} /> : null}
              <Heading field="email" header={t.columns.email} sorting={props.sorting} />
              <th scope="col">{t.columns.status}</th>
              <Heading field="created_at" header={t.columns.signedUp} sorting={props.sorting} />
              <Heading field="updated_at" header={t.columns.updated} sorting={props.sorting} />
              {props.readOnly ? null : <th scope="col">{t.columns.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const status = newsletterStatus(row);
              return (
                <tr key={row.id} data-signup-id={row.id}>
                  {props.choosing ? <RowCheckbox row={row} choosing={props.choosing} /> : null}
                  <th scope="row" className="admin-table__key">
                    {row.email}
                  </th>
                  <td>
                    <span className={`admin-tag admin-tag--${status}`}>{t.statuses[status]}</span>
                    {row.suppressed_at ? (
                      <span className="admin-tag admin-tag--unsubscribed">{t.suppressed}</span>
                    ) : null}
                  </td>
                  <td>{date(row.created_at)}</td>
                  <td>{date(row.updated_at)}</td>
                  <td hidden={props.readOnly}>
                    <div className="admin-row-actions">
                      {props.spam ? (
                        <ActionButton
                          label={t.restore}
                          fullLabel={fmt(t.restoreLabel, { email: row.email })}
                          onClick={() => props.onAction('restore', row)}
                        />
                      ) : status !== 'unsubscribed' ? (
                        <ActionButton
                          label={t.unsubscribe}
                          fullLabel={fmt(t.unsubscribeLabel, { email: row.email })}
                          onClick={() => props.onAction('unsubscribe', row)}
                        />
                      ) : null}
                      {row.suppressed_at && !props.spam ? (
                        <ActionButton
                          label={t.unsuppress}
                          fullLabel={fmt(t.unsuppressLabel, { email: row.email })}
                          onClick={() => props.onAction('unsuppress', row)}
                        />
                      ) : null}
                      <ActionButton
                        danger
                        label={t.delete}
                        fullLabel={fmt(t.deleteLabel, { email: row.email })}
                        onClick={() => props.onAction('delete', row)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-list-footer">
        <p role="status" className="admin-muted">
          {fmtCount(t.shown, props.everything, { count: props.total, total: props.everything })}
        </p>
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          onPage={props.onPage}
          t={admin.list}
        />
      </div>
    </div>
  );
}

/**
 * A row's action: its visible word, and a name that says which address it acts on (the
 * visible word first, so speech input finds it by what it reads).
 */
function ActionButton(props: {
  label: string;
  fullLabel: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={`button ${props.danger ? 'button--danger' : 'button--secondary'} button--small`}
      aria-label={props.fullLabel}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** A column heading that sorts the list by `field`. */
function Heading(props: { field: string; header: string; sorting: TableSorting | undefined }) {
  const column = { key: props.field, header: props.header, sort: props.field, cell: () => null };
  return <SortableHeading column={column} sorting={props.sorting} />;
}
