import { useSearchParams } from 'react-router-dom';
import type { MailPage, MailSummary } from '../../../../../shared/admin/mail.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { type Column, DataTable } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListEmpty, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { Pagination } from '../../../components/admin/pagination.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { pageParam, useServerData } from '../use-server-data.ts';
import { MailDetail } from './mail-detail.tsx';
import { MailStateCell } from './mail-state.tsx';
import './mail.css';

/**
 * /admin/mail: every mail the site queued, newest first, with its state in words (without a
 * mail server: "Not delivered"), and the message beside the list. The outbox is the server's and
 * is not copied to devices, so this screen needs a connection and says so offline. The page and
 * the open message live in the address (`?page=2&id=…`), so Back and reload keep them.
 */
export function Component() {
  const admin = useAdminT();
  const t = admin.mail;
  useAdminTitle(t.title);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const selected = params.get('id');
  const { load, reload, offline } = useServerData<MailPage>(`/api/admin/mail?page=${page}`);

  const go = (next: { page?: number; id?: string | null }) => {
    const query = new URLSearchParams();
    const p = next.page ?? page;
    const id = next.id === undefined ? selected : next.id;
    if (p > 1) query.set('page', String(p));
    if (id) query.set('id', id);
    setParams(query);
  };

  const columns: Column<MailSummary>[] = [
    { key: 'to', header: t.columns.to, cell: (m) => m.to },
    { key: 'subject', header: t.columns.subject, cell: (m) => m.subject },
    { key: 'kind', header: t.columns.kind, cell: (m) => t.kinds[m.kind] ?? m.kind },
    {
      key: 'time',
      header: t.columns.time,
      cell: (m) => <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>,
    },
    { key: 'state', header: t.columns.state, cell: (m) => <MailStateCell mail={m} /> },
  ];

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading' && !offline}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      <ServerLoadStates load={load} offline={offline} onRetry={reload} t={t} />
      {load.status === 'ready' && !load.data.mailEnabled ? (
        <p className="admin-notice">{t.mailOff}</p>
      ) : null}
      {load.status === 'ready' && !load.data.replyTo ? (
        <p className="admin-notice">{t.noSharedReplyTo}</p>
      ) : null}
      {load.status === 'ready' && load.data.total === 0 ? <ListEmpty text={t.empty} /> : null}
      {load.status === 'ready' && load.data.total > 0 ? (
        <div className={`admin-list-layout${selected ? ' admin-list-layout--detail' : ''}`}>
          <div>
            <DataTable
              caption={t.table}
              hint={t.rowHint}
              columns={columns}
              rows={load.data.items}
              selectedId={selected}
              onOpen={(id) => go({ id })}
            />
            <div className="admin-list-footer">
              <p role="status" className="admin-muted">
                {fmt(t.shown, { count: load.data.items.length, total: load.data.total })}
              </p>
              <Pagination
                page={page}
                pageCount={Math.ceil(load.data.total / load.data.pageSize)}
                onPage={(p) => go({ page: p, id: null })}
                t={admin.list}
              />
            </div>
          </div>
          {selected ? (
            <MailDetail
              key={selected}
              id={selected}
              mailEnabled={load.data.mailEnabled}
              onClose={() => go({ id: null })}
              onResent={reload}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
