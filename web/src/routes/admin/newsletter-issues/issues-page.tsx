import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NewsletterIssueRow } from '../../../../../shared/admin/newsletter-issues.ts';
import { useLang } from '../../../app/i18n.ts';
import { type Column, DataTable } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListEmpty } from '../../../components/admin/list-states.tsx';
import { useLocalQuery, useMutate, useRow, useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { ReadOnlyNotice, useCanWrite } from '../use-role.tsx';
import { IssueActions } from './issue-actions.tsx';
import { IssueEditor } from './issue-editor.tsx';
import { IssuePreview } from './issue-preview.tsx';
import { IssueReport } from './issue-report.tsx';

/** How often the report of an issue being sent is read again. */
const REPORT_REFRESH_MS = 5000;

/**
 * /admin/newsletter-issues: the issues (the local copy: drafts are written offline like posts),
 * newest first, and the open one (`?id=`) beside the list: its text, the mail's preview in
 * both languages, sending and its report (from the server).
 */
export function Component() {
  const t = useAdminT().newsletterIssues;
  useAdminTitle(t.title);
  const lang = useLang();
  const { db, user } = useSyncEngine();
  const mutate = useMutate();
  const canWrite = useCanWrite('newsletter_issues');
  const [params, setParams] = useSearchParams();
  const selected = params.get('id');
  const issues = useLocalQuery(
    async () =>
      ((await db.rows('newsletter_issues').toArray()) as unknown as NewsletterIssueRow[]).sort(
        (a, b) => b.created_at.localeCompare(a.created_at),
      ),
    [db],
  );
  const open = (id: string | null) => setParams(id ? { id } : {});

  const create = async () => {
    const id = crypto.randomUUID();
    await mutate('newsletterIssue.create', {
      id,
      subject: null,
      subject_et: null,
      body: null,
      body_et: null,
      post_id: null,
      untranslated: 'english',
    });
    open(id);
  };

  const columns: Column<NewsletterIssueRow>[] = [
    { key: 'subject', header: t.columns.subject, cell: (r) => r.subject ?? t.untitled },
    { key: 'status', header: t.columns.status, cell: (r) => t.statuses[r.status] },
    {
      key: 'updated',
      header: t.columns.updated,
      cell: (r) => <time dateTime={r.updated_at}>{formatDateTime(r.updated_at, lang)}</time>,
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      <ReadOnlyNotice table="newsletter_issues" />
      {canWrite ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => void create()}>
            {t.newIssue}
          </button>
        </p>
      ) : null}
      {issues && issues.length === 0 ? <ListEmpty text={t.empty} /> : null}
      <div className={`admin-list-layout${selected ? ' admin-list-layout--detail' : ''}`}>
        {issues && issues.length > 0 ? (
          <DataTable
            caption={t.table}
            hint={t.rowHint}
            columns={columns}
            rows={issues}
            selectedId={selected}
            onOpen={open}
          />
        ) : (
          <div />
        )}
        {selected ? (
          <OpenIssue
            key={selected}
            id={selected}
            canWrite={canWrite}
            email={user.email}
            onClose={() => open(null)}
          />
        ) : null}
      </div>
    </section>
  );
}

function OpenIssue({
  id,
  canWrite,
  email,
  onClose,
}: {
  id: string;
  canWrite: boolean;
  email: string;
  onClose: () => void;
}) {
  const t = useAdminT().newsletterIssues;
  const row = useRow<NewsletterIssueRow>('newsletter_issues', id);
  const [tick, setTick] = useState(0);
  const sending = row?.status === 'sending';
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => setTick((n) => n + 1), REPORT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending]);
  if (!row) return null;
  const refresh = `${row.version}-${tick}`;
  return (
    <article className="admin-detail" aria-label={row.subject ?? t.untitled}>
      <p>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {t.close}
        </button>
      </p>
      <IssueEditor row={row} canEdit={canWrite} />
      <IssuePreview id={id} version={row.version} />
      {canWrite ? (
        <IssueActions row={row} email={email} onDone={() => setTick((n) => n + 1)} />
      ) : null}
      {row.status !== 'draft' ? <IssueReport id={id} version={refresh} /> : null}
    </article>
  );
}
