/**
 * One list screen for every lead table (contacts, sales, partner applications, support): a page
 * declares its texts, counters, filters, columns, bulk actions, CSV and detail panel, and this
 * renders them in the one shape of back-office §2. What every lead screen does is written here
 * once: the list's state in the address, the counters and list read from the local copy,
 * choosing rows, bulk delete and export, the suspected-spam view, the list's loading, empty and
 * no-match states, sorting by the column headings, the detail beside the list, and a page that
 * emptied giving way to the last one.
 */

import { type ReactNode, useEffect, useMemo } from 'react';
import type { ListDeclaration, ListQuery } from '../../../../../shared/admin/list.ts';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import { csvFileName, toCsv } from '../../../../../shared/csv.ts';
import type { Plural } from '../../../../../shared/i18n/format.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../../shared/sync/tables.ts';
import { type BulkAction, BulkActions } from '../../../components/admin/bulk-actions.tsx';
import { type Column, DataTable } from '../../../components/admin/data-table.tsx';
import { FilterBar, type FilterSelect } from '../../../components/admin/filter-bar.tsx';
import { ListEmpty, ListLoading, NoMatch } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { type Counter, StatusCounters } from '../../../components/admin/status-counters.tsx';
import { useBulkChoice } from '../../../components/admin/use-bulk-choice.ts';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import { downloadText } from '../../../lib/download.ts';
import { useCounts, useList, useMutateMany, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ReadOnlyNotice, useCanWrite } from '../use-role.tsx';
import '../../../styles/admin-leads.css';
import { ConnectionNotice } from '../../../components/admin/connection-notice.tsx';

/** The words every lead screen has (each screen maps its catalogue section onto these). */
export interface LeadScreenTexts {
  title: string;
  offline: string;
  countersLabel: string;
  filtersLabel: string;
  search: string;
  searchPlaceholder: string;
  spamFilter: string;
  /** Beside the spam control while the spam is listed. */
  spamShown?: string | undefined;
  /** Beside the spam control always, saying what it holds (instead of `spamShown`). */
  spamHint?: string | undefined;
  items: Plural;
}

/** The words of the screen's own list (when it uses the shared one). */
export interface LeadListTexts {
  loading: string;
  empty: string;
  emptySpam: string;
  noMatch: string;
  clearFilters: string;
  table: string;
  /** The table's name while suspected spam is listed, when it has its own. */
  spamTable?: string | undefined;
  rowHint: string;
  shown: string;
}

type LeadRow = { id: string; created_at: string } & Record<string, unknown>;

export interface LeadScreenOptions<Row> {
  /** The column the counters count by (e.g. status). */
  countBy: string;
  /** A row's name, in its checkbox's label. */
  nameOf(row: Row): string;
  /**
   * When the address holds more than the list's filters (Support's sort choice): the
   * declaration the address is read with, and how its query becomes the list's (a function
   * declared once, outside the component).
   */
  address?: { decl: ListDeclaration<Row>; narrow(query: ListQuery): ListQuery };
  /** Another order than the declared one; keep it stable (memoised). */
  compare?: ((a: Row, b: Row) => number) | undefined;
}

/** The state of a lead screen, read from the address and the local copy. */
export function useLeadScreen<Row extends LeadRow>(
  decl: ListDeclaration<Row>,
  options: LeadScreenOptions<Row>,
) {
  const url = useListUrl(options.address?.decl ?? decl);
  const narrow = options.address?.narrow;
  const query = useMemo(() => (narrow ? narrow(url.query) : url.query), [narrow, url.query]);
  const sync = useSyncStatus();
  const list = useList<Row>(decl, query, options.compare);
  const counts = useCounts(decl.table, options.countBy, decl.flagged);
  // Before the first pull the local copy is empty, which must not read as "none yet".
  const loading = !sync.ready || list.status === 'loading';
  const choice = useBulkChoice(query, list, loading, options.nameOf);
  const mutateMany = useMutateMany();
  const table = decl.table as SyncedTableName;
  const writable = useCanWrite(table);
  const count = (key: string) => (loading ? undefined : (counts[key] ?? 0));
  // A page that emptied (its last rows deleted, here or elsewhere) gives way to the last one.
  const { setPage } = url;
  const pastEnd = !loading && list.pageCount >= 1 && query.page > list.pageCount;
  useEffect(() => {
    if (pastEnd) setPage(list.pageCount, { replace: true });
  }, [pastEnd, list.pageCount, setPage]);
  return {
    url,
    query,
    list,
    table,
    /** The person's role may change these records (else the screen only shows them). */
    writable,
    loading,
    online: sync.online,
    spam: query.flagged === true,
    /** A counter's figure: undefined while loading. */
    count,
    /** A counter for each value (e.g. each status), labelled in words. */
    countersOf: (keys: readonly string[], labels: Readonly<Record<string, string>>): Counter[] =>
      keys.map((key) => ({ key, label: labels[key] ?? key, count: count(key) })),
    /** A filter bound to its URL parameter. */
    filter: (
      name: string,
      label: string,
      allLabel: string,
      options: FilterSelect['options'],
    ): FilterSelect => ({ name, label, allLabel, value: query.filters[name] ?? '', options }),
    /** How many there are at all, suspected spam left out. */
    everything: Object.values(counts).reduce((a, b) => a + b, 0),
    choice,
    /** The same change to every chosen row. */
    forChosen: <N extends MutationName>(name: N, args: (row: Row) => object = () => ({})) =>
      mutateMany(name, choice.chosen.map((row) => ({ id: row.id, ...args(row) })) as never),
  };
}

export type LeadScreenState<Row extends LeadRow> = ReturnType<typeof useLeadScreen<Row>>;

/** The shared list: its columns, with a detail panel beside it for the open row. */
interface SharedList<Row> {
  texts: LeadScreenTexts & LeadListTexts;
  columns: readonly Column<Row>[];
  rowClass?(row: Row): string | undefined;
  /** Whether the headings sort the list (Support orders by its own choice). */
  sortable?: boolean;
  /** The detail panel of the open row: `gone` once the row left the list (deleted). */
  detail(id: string, close: () => void, gone: () => void): ReactNode;
  list?: never;
}

/** A list of the screen's own (Newsletter's rows carry their actions; no detail panel). */
interface OwnList {
  texts: LeadScreenTexts;
  list: ReactNode;
}

export type LeadScreenProps<Row extends LeadRow> = (SharedList<Row> | OwnList) & {
  screen: LeadScreenState<Row>;
  /** The changes to this table that did not go through. */
  notices: ReactNode;
  counters: readonly Counter[];
  /** Between the counters and the filters (Newsletter's Export CSV). */
  beforeFilters?: ReactNode;
  selects: readonly FilterSelect[];
  bulk: {
    /** The statuses a bulk change may set, and how; none while spam is listed. */
    statuses?: readonly { value: string; label: string }[];
    onSetStatus?(status: string): Promise<number>;
    statusNote?(status: string): string | undefined;
    actions?: readonly BulkAction[];
    delete: MutationName;
    /** Export CSV of the chosen rows: the file's name, its header and a row's cells. */
    csv?: { file: string; header: readonly string[]; row(row: Row): readonly unknown[] };
  };
};

export function LeadScreen<Row extends LeadRow>(props: LeadScreenProps<Row>) {
  const admin = useAdminT();
  const { screen, texts: t, bulk } = props;
  const { url, query, choice } = screen;
  useAdminTitle(t.title);
  const csv = bulk.csv;
  const exportCsv = csv
    ? () => {
        const rows = choice.chosen.length > 0 ? choice.chosen : screen.list.matching;
        downloadText(csvFileName(csv.file, new Date()), toCsv(csv.header, rows.map(csv.row)));
        return Promise.resolve(rows.length);
      }
    : undefined;
  const shared = 'columns' in props ? props : null;
  const selected = shared ? query.selected : null;

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <ConnectionNotice offline={t.offline} />
      <ReadOnlyNotice table={screen.table} />
      {props.notices}
      <StatusCounters label={t.countersLabel} counters={props.counters} />
      {props.beforeFilters}
      <FilterBar
        label={t.filtersLabel}
        searchLabel={t.search}
        searchPlaceholder={t.searchPlaceholder}
        search={query.q}
        onSearch={url.setSearch}
        selects={props.selects}
        onFilter={url.setFilter}
        // Suspected spam is triage: a role that only reads the list is not shown it.
        {...(screen.writable
          ? {
              spam: {
                label: t.spamFilter,
                hint: t.spamHint ?? (screen.spam ? t.spamShown : undefined),
                checked: screen.spam,
                onChange: url.setFlagged,
              },
            }
          : {})}
      />
      {screen.writable ? (
        <BulkActions
          texts={admin.bulk}
          items={t.items}
          {...choice.bulk}
          // A status or a review for suspected spam means little: restore it first.
          {...(screen.spam
            ? {}
            : {
                statuses: bulk.statuses,
                onSetStatus: bulk.onSetStatus,
                statusNote: bulk.statusNote,
                actions: bulk.actions,
              })}
          onDelete={() => screen.forChosen(bulk.delete)}
          onExport={exportCsv}
        />
      ) : null}
      {shared ? (
        <div className={`admin-list-layout${selected ? ' admin-list-layout--detail' : ''}`}>
          <SharedListView {...shared} />
          {selected
            ? shared.detail(
                selected,
                () => url.select(null),
                () => {
                  // Replace: Back should not reopen a record that left this list.
                  url.select(null, { replace: true });
                  document.getElementById('admin-page-title')?.focus();
                },
              )
            : null}
        </div>
      ) : 'list' in props ? (
        props.list
      ) : null}
    </section>
  );
}

/** The list with its loading, empty and no-match states, its count and its pages. */
function SharedListView<Row extends LeadRow>(
  props: SharedList<Row> & { screen: LeadScreenState<Row> },
) {
  const admin = useAdminT();
  const { screen, texts: t } = props;
  const { url, query, list } = screen;
  const narrowed = query.q.trim() !== '' || Object.values(query.filters).some(Boolean);
  if (screen.loading) return <ListLoading text={t.loading} />;
  if (list.total === 0 && !narrowed && (screen.spam || screen.everything === 0)) {
    return <ListEmpty text={screen.spam ? t.emptySpam : t.empty} />;
  }
  if (list.total === 0) {
    return <NoMatch text={t.noMatch} clearLabel={t.clearFilters} onClear={url.clear} />;
  }
  return (
    <div>
      <DataTable
        caption={screen.spam && t.spamTable ? t.spamTable : t.table}
        hint={t.rowHint}
        columns={props.columns}
        rows={list.rows}
        selectedId={query.selected}
        onOpen={url.select}
        rowClass={props.rowClass}
        sorting={props.sortable === false ? undefined : { sort: query.sort, onSort: url.setSort }}
        choosing={screen.choice.choosing}
      />
      <div className="admin-list-footer">
        <p role="status" className="admin-muted">
          {fmt(t.shown, { count: list.rows.length, total: list.total })}
        </p>
        <Pagination
          page={query.page}
          pageCount={list.pageCount}
          onPage={url.setPage}
          t={admin.list}
        />
      </div>
    </div>
  );
}
