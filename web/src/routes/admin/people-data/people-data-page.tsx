import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type ErasureSummary,
  type PeopleDataResult,
  personEmail,
} from '../../../../../shared/admin/people-data.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListEmpty, Outcome, ServerLoadStates } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiDownload, apiFetch } from '../../../lib/api.ts';
import { downloadBlob } from '../../../lib/download.ts';
import '../../../styles/admin-leads.css';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { useServerData } from '../use-server-data.ts';
import { ErasedSummary, GroupTable, KindCounts, MentionedIn } from './people-data-tables.tsx';

/**
 * /admin/people-data (administrators): type an email address and Find lists every record that
 * holds it, per kind; Export downloads them as one zip, and Erase, once the address is typed
 * again, erases them and says what it did. Other people's records that merely mention the
 * address are listed apart, for review: neither exported nor erased. The records are the server's, so this screen needs a
 * connection. The address stays out of the page's address, so it is kept in no history.
 */
export function Component() {
  const t = useAdminT().peopleData;
  useAdminTitle(t.title);
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each Find is a new search (the same address again reads it again).
  const [search, setSearch] = useState<{ email: string; n: number } | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = personEmail.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      input.current?.focus();
      return;
    }
    setError(null);
    setSearch((last) => ({ email: parsed.data, n: (last?.n ?? 0) + 1 }));
  }

  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      <p className="admin-muted">{t.consentNote}</p>
      <form aria-label={t.form} className="admin-filters__form" onSubmit={onSubmit} noValidate>
        <div className="admin-field admin-filters__search">
          <label htmlFor={inputId}>{t.email}</label>
          <input
            ref={input}
            id={inputId}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
          {/* Present before it has anything to say, so what it says is announced. */}
          <p id={errorId} className="admin-field__error" role="alert" hidden={!error}>
            {error}
          </p>
        </div>
        <button type="submit" className="button">
          {t.find}
        </button>
      </form>
      {search ? <Results key={search.n} email={search.email} /> : null}
    </section>
  );
}

function Results({ email }: { email: string }) {
  const t = useAdminT().peopleData;
  const query = new URLSearchParams({ email });
  const { load, reload, offline } = useServerData<PeopleDataResult>(
    `/api/admin/people-data?${query}`,
  );
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const [erased, setErased] = useState<ErasureSummary | null>(null);

  // What was erased takes the focus: the list below it is read again, now empty.
  useEffect(() => {
    if (erased) document.getElementById('people-data-erased')?.focus();
  }, [erased]);

  async function exportFile() {
    setBusy('export');
    setSaid(null);
    try {
      const file = await withSession(() => apiDownload(`/api/admin/people-data/export?${query}`));
      downloadBlob(file.fileName ?? 'people-data.zip', file.blob);
      setSaid({ text: fmt(t.exported, { email }), failed: false });
    } catch {
      setSaid({ text: t.exportFailed, failed: true });
    }
    setBusy(null);
  }

  async function erase() {
    setConfirming(false);
    setBusy('erase');
    setSaid(null);
    try {
      const summary = await withSession(() =>
        apiFetch<ErasureSummary>('/api/admin/people-data/erase', {
          method: 'POST',
          body: { email, confirm: email },
        }),
      );
      setErased(summary);
      reload();
    } catch (err) {
      const staff = err instanceof ApiError && err.code === 'staff_account';
      setSaid({ text: staff ? t.staffAccount : t.eraseFailed, failed: true });
    }
    setBusy(null);
  }

  const data = load.status === 'ready' ? load.data : null;
  const found = data ? data.groups.filter((g) => g.count > 0) : [];
  return (
    <div aria-busy={load.status === 'loading' && !offline}>
      {erased ? <ErasedSummary email={email} summary={erased} /> : null}
      <Outcome said={said} />
      <ServerLoadStates load={load} offline={offline} onRetry={reload} t={t} />
      {data && data.total === 0 ? <ListEmpty text={t.empty} /> : null}
      {data && data.total > 0 ? (
        <section className="admin-section" aria-labelledby="people-data-found">
          <h2 id="people-data-found">{fmtCount(t.found, data.total, { email: data.email })}</h2>
          {data.staffAccount ? <p className="admin-notice">{t.staffAccount}</p> : null}
          <div className="admin-toolbar">
            <button
              type="button"
              className="button button--secondary"
              disabled={offline || busy !== null}
              onClick={() => void exportFile()}
            >
              {busy === 'export' ? t.exporting : t.export}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={offline || busy !== null || data.staffAccount}
              onClick={() => setConfirming(true)}
            >
              {busy === 'erase' ? t.erasing : t.erase}
            </button>
          </div>
          <KindCounts label={t.kindsTable} counts={found} />
          {found.map((group) => (
            <GroupTable key={group.table} group={group} />
          ))}
        </section>
      ) : null}
      {data && data.mentionTotal > 0 ? (
        <MentionedIn email={data.email} groups={data.mentions} total={data.mentionTotal} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={fmt(t.eraseTitle, { email })}
        message={t.eraseConfirm}
        confirmLabel={t.erase}
        cancelLabel={t.cancel}
        danger
        typed={{ label: fmt(t.eraseTyped, { email }), expected: email, inputMode: 'email' }}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
