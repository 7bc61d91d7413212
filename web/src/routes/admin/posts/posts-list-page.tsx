import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { publicationState } from '../../../../../shared/admin/posts.ts';
import { hasEstonian } from '../../../../../shared/admin/translations.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { type BulkAction, BulkActions } from '../../../components/admin/bulk-actions.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import {
  PageCheckbox,
  RowCheckbox,
  SortableHeading,
} from '../../../components/admin/data-table.tsx';
import { FilterBar } from '../../../components/admin/filter-bar.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListLoading, NoMatch } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { skippingAction } from '../../../components/admin/skipping-action.ts';
import { useBulkChoice } from '../../../components/admin/use-bulk-choice.ts';
import { useListUrl } from '../../../components/admin/use-list-url.ts';
import {
  useList,
  useMutate,
  useMutateMany,
  useServerNow,
  useSyncStatus,
  useTableCount,
} from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ReadOnlyNotice, useCanWrite } from '../use-role.tsx';
import type { PostKind, PostRow } from './post-kind.ts';
import { PostNotices } from './post-notices.tsx';
import '../../../styles/admin-posts.css';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';
import { ConnectionNotice } from '../../../components/admin/connection-notice.tsx';

type Action = 'publish' | 'feature' | 'delete';

/**
 * The blog and newsroom lists (back-office §2): search over title or author, category and
 * status filters, Publish/Unpublish and (blog) Feature/Unfeature toggles, Edit, a public view
 * link, Delete with the spec's question. Read from the local copy, changed through mutate().
 */
export function PostsListPage({ kind }: { kind: PostKind }) {
  const admin = useAdminT();
  const t = kind.texts(admin);
  const p = admin.posts;
  const lang = useLang();
  useAdminTitle(t.title);
  const url = useListUrl(kind.list);
  const { query } = url;
  const sync = useSyncStatus();
  const mutate = useMutate();
  const mutateMany = useMutateMany();
  const list = useList<PostRow>(kind.list, query);
  const everything = useTableCount(kind.table) ?? list.total;
  const loading = !sync.ready || list.status === 'loading';
  const filtered = query.q !== '' || Object.keys(query.filters).length > 0;
  const [deleting, setDeleting] = useState<PostRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const writable = useCanWrite(kind.table);
  // Published or still scheduled as the server sees it, whatever this device's clock says.
  const now = useServerNow();
  // The posts chosen for the bulk actions, among all that match (every page).
  const choice = useBulkChoice(query, list, loading, (r) => r.title);
  const ids = () => choice.chosen.map((r) => ({ id: r.id }));
  const sorting = { sort: query.sort, onSort: url.setSort };

  /** Publish or unpublish every chosen post that is not so already. */
  function publishAction(published: boolean): BulkAction {
    const b = p.bulk;
    const key = published ? 'publish' : 'unpublish';
    const rows = choice.chosen.filter((r) => r.published !== published);
    const texts = {
      label: b[key],
      title: b[`${key}Title`],
      all: b[`${key}Confirm`],
      some: b[`${key}ConfirmSome`],
      done: b[`${key}Done`],
      skipped: b[`${key}Skipped`],
    };
    return skippingAction(texts, choice.chosen.length, rows.length, () =>
      mutateMany(
        kind.mutations.setPublished,
        rows.map((r) => ({ id: r.id, published })),
      ),
    );
  }

  const { setPage } = url;
  const pastEnd = !loading && list.pageCount >= 1 && query.page > list.pageCount;
  useEffect(() => {
    if (pastEnd) setPage(list.pageCount, { replace: true });
  }, [pastEnd, list.pageCount, setPage]);

  async function run(action: Action, row: PostRow) {
    setFailure(null);
    try {
      if (action === 'publish') {
        await mutate(kind.mutations.setPublished, { id: row.id, published: !row.published });
      } else if (action === 'feature' && kind.mutations.setFeatured) {
        await mutate(kind.mutations.setFeatured, { id: row.id, featured: row.featured !== true });
      } else if (action === 'delete') {
        await mutate(kind.mutations.delete, { id: row.id });
        document.getElementById('admin-page-title')?.focus();
      }
    } catch {
      setFailure(action === 'delete' ? t.failures.delete : t.failures.update);
    }
  }

  const create = writable ? (
    <Link to={`${kind.base}/new`} className="button button--primary">
      {t.create}
    </Link>
  ) : null;

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <div className="admin-page__head">
        <h1 id="admin-page-title" tabIndex={-1}>
          {t.title}
        </h1>
        {create}
      </div>
      <ConnectionNotice offline={p.offline} />
      <ReadOnlyNotice table={kind.table} />
      <PostNotices kind={kind} />
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      <FilterBar
        label={t.filtersLabel}
        searchLabel={t.search}
        searchPlaceholder={t.searchPlaceholder}
        search={query.q}
        onSearch={url.setSearch}
        selects={[
          {
            name: 'category',
            label: t.category,
            allLabel: t.allCategories,
            value: query.filters.category ?? '',
            options: kind.categories.map((c) => ({ value: c, label: c })),
          },
          {
            name: 'status',
            label: t.status,
            allLabel: t.allStatuses,
            value: query.filters.status ?? '',
            options: (['published', 'draft'] as const).map((s) => ({
              value: s,
              label: t.statusFilter[s],
            })),
          },
        ]}
        onFilter={url.setFilter}
      />
      {writable ? (
        <BulkActions
          texts={admin.bulk}
          items={t.items}
          {...choice.bulk}
          actions={[publishAction(true), publishAction(false)]}
          onDelete={() => mutateMany(kind.mutations.delete, ids())}
        />
      ) : null}
      {loading ? (
        <ListLoading text={t.loading} />
      ) : list.total === 0 && !filtered ? (
        <div className="admin-notice">
          <p role="status">{t.empty}</p>
          {create}
        </div>
      ) : list.total === 0 ? (
        <NoMatch text={t.noMatch} clearLabel={t.clearFilters} onClear={url.clear} />
      ) : (
        <div>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t.table}</caption>
              <thead>
                <tr>
                  {writable ? <PageCheckbox rows={list.rows} choosing={choice.choosing} /> : null}
                  <SortableHeading
                    column={sortColumn('title', t.columns.title)}
                    sorting={sorting}
                  />
                  <SortableHeading
                    column={sortColumn('author', t.columns.author)}
                    sorting={sorting}
                  />
                  <SortableHeading
                    column={sortColumn('category', t.columns.category)}
                    sorting={sorting}
                  />
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.date}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((row) => {
                  const state = publicationState(row, now);
                  const label = (action: string) => fmt(t.rowLabel, { action, title: row.title });
                  const date = row.published_at ?? row.created_at;
                  return (
                    <tr
                      key={row.id}
                      data-post-id={row.id}
                      data-chosen={choice.choosing.selection.isSelected(row.id) ? '' : undefined}
                    >
                      {writable ? <RowCheckbox row={row} choosing={choice.choosing} /> : null}
                      <th scope="row" className="admin-table__key">
                        <span>{row.title}</span>
                        {row.featured === true ? (
                          <span className="admin-tag admin-tag--featured">{t.featuredTag}</span>
                        ) : null}
                        {hasEstonian(row) ? null : (
                          <span
                            className="admin-tag admin-tag--missing"
                            title={p.missingTranslationLabel}
                          >
                            {p.missingTranslation}
                          </span>
                        )}
                      </th>
                      <td>{row.author}</td>
                      <td>{row.category ?? ''}</td>
                      <td>
                        <span className={`admin-tag admin-tag--${state}`}>
                          {p.editor.statuses[state]}
                        </span>
                      </td>
                      <td>
                        <time dateTime={date}>{formatDateTime(date, lang)}</time>
                      </td>
                      <td>
                        <div className="admin-row-actions">
                          {writable ? (
                            <button
                              type="button"
                              className="button button--secondary button--small"
                              aria-label={label(row.published ? t.unpublish : t.publish)}
                              onClick={() => void run('publish', row)}
                            >
                              {row.published ? t.unpublish : t.publish}
                            </button>
                          ) : null}
                          {writable && kind.mutations.setFeatured ? (
                            <button
                              type="button"
                              className="button button--secondary button--small"
                              aria-label={label(row.featured ? t.unfeature : t.feature)}
                              onClick={() => void run('feature', row)}
                            >
                              {row.featured ? t.unfeature : t.feature}
                            </button>
                          ) : null}
                          <Link
                            className="button button--secondary button--small"
                            to={`${kind.base}/edit/${row.id}`}
                            aria-label={label(writable ? t.edit : t.open)}
                          >
                            {writable ? t.edit : t.open}
                          </Link>
                          {state === 'published' ? (
                            <a
                              className="button button--secondary button--small"
                              href={`${kind.publicBase}/${row.slug}`}
                              target="_blank"
                              rel="noopener"
                              aria-label={label(t.view)}
                            >
                              {t.view}
                            </a>
                          ) : null}
                          {writable ? (
                            <button
                              type="button"
                              className="button button--danger button--small"
                              aria-label={label(t.delete)}
                              onClick={() => setDeleting(row)}
                            >
                              {t.delete}
                            </button>
                          ) : null}
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
              {fmtCount(t.shown, everything, { count: list.total, total: everything })}
            </p>
            <Pagination
              page={query.page}
              pageCount={list.pageCount}
              onPage={url.setPage}
              t={admin.list}
            />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={fmt(t.deleteConfirm, { days: TOMBSTONE_RETENTION_DAYS })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void run('delete', row);
        }}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** A heading that sorts the list by its field. */
function sortColumn(field: string, header: string) {
  return { key: field, header, sort: field, cell: () => null };
}
