import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  type AuditEntryView,
  type AuditFacets,
  auditChanges,
} from '../../../../../shared/admin/audit.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LoadError } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch, NetworkError } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useAdminTitle } from '../use-admin-title.ts';
import { type AuditFilters, apiQuery, filtersFromUrl, filtersToUrl } from './audit-filters.ts';
import { auditValue, fieldLabel, recordTypeLabel } from './audit-labels.ts';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; entries: AuditEntryView[]; nextBefore: string | null }
  | { status: 'error'; offline: boolean };

interface Page {
  entries: AuditEntryView[];
  nextBefore: string | null;
}

function fetchPage(filters: AuditFilters, before: string | null, signal?: AbortSignal) {
  const query = apiQuery(filters);
  if (before) query.set('before', before);
  return withSession(() =>
    apiFetch<Page>(`/api/admin/audit-log?${query}`, signal ? { signal } : {}),
  );
}

/**
 * /admin/audit: every back-office change and sign-in event, newest first (by number), filtered
 * by person, action, record and date through the address, each change shown as before → after.
 * The log is the server's record, not copied to devices: this screen needs a connection.
 */
export function Component() {
  const t = useAdminT().audit;
  useAdminTitle(t.title);
  const lang = useLang();
  const { online } = useSyncStatus();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const filtersKey = params.toString();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [facets, setFacets] = useState<AuditFacets>({ actors: [], actions: [], entities: [] });
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read through their URL text; `attempt` and `online` retry.
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPage(filters, null, controller.signal).then(
      (page) => setLoad({ status: 'ready', ...page }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setLoad({ status: 'error', offline: err instanceof NetworkError });
      },
    );
    return () => controller.abort();
  }, [filtersKey, attempt, online]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: back online, the choices are read again.
  useEffect(() => {
    const controller = new AbortController();
    withSession(() =>
      apiFetch<AuditFacets>('/api/admin/audit-log/facets', { signal: controller.signal }),
    ).then(setFacets, () => {
      // The filters still work as typed-in values; the choices come back with the connection.
    });
    return () => controller.abort();
  }, [online]);

  async function loadMore() {
    if (load.status !== 'ready' || !load.nextBefore) return;
    setMore(true);
    try {
      const page = await fetchPage(filters, load.nextBefore);
      setLoad({
        status: 'ready',
        entries: [...load.entries, ...page.entries],
        nextBefore: page.nextBefore,
      });
    } catch (err) {
      setLoad({ status: 'error', offline: err instanceof NetworkError });
    } finally {
      setMore(false);
    }
  }

  return (
    <section
      className="admin-page"
      aria-labelledby="admin-page-title"
      aria-busy={load.status === 'loading'}
    >
      <h1 id="admin-page-title" tabIndex={-1}>
        {t.title}
      </h1>
      <p className="admin-muted">{t.lead}</p>
      {online ? null : (
        <p className="admin-notice" role="status">
          {t.offline}
        </p>
      )}
      <AuditFilterForm
        key={filtersKey}
        filters={filters}
        facets={facets}
        onApply={(next) => setParams(filtersToUrl(next))}
      />
      {load.status === 'loading' ? (
        <p role="status" className="admin-muted">
          {t.loading}
        </p>
      ) : null}
      {load.status === 'error' && !(load.offline && !online) ? (
        <LoadError
          text={t.loadError}
          retryLabel={t.retry}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      {load.status === 'ready' && load.entries.length === 0 ? (
        <p className="admin-muted">{t.empty}</p>
      ) : null}
      {load.status === 'ready' && load.entries.length > 0 ? (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1). */}
          <section className="admin-table-wrap" aria-label={t.table} tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t.table}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.number}</th>
                  <th scope="col">{t.columns.time}</th>
                  <th scope="col">{t.columns.person}</th>
                  <th scope="col">{t.columns.action}</th>
                  <th scope="col">{t.columns.record}</th>
                  <th scope="col">{t.columns.change}</th>
                </tr>
              </thead>
              <tbody>
                {load.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.id}</td>
                    <td>
                      <time dateTime={entry.createdAt}>
                        {formatDateTime(entry.createdAt, lang)}
                      </time>
                    </td>
                    <td>{entry.actorEmail ?? t.system}</td>
                    <td>
                      <code>{entry.action}</code>
                    </td>
                    <td>{entry.entity ? <RecordCell entry={entry} /> : t.noChange}</td>
                    <td>
                      <ChangeList details={entry.details} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="admin-list-footer">
            <p className="admin-muted" role="status">
              {fmtCount(t.shown, load.entries.length)}
            </p>
            {load.nextBefore ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={more}
                onClick={loadMore}
              >
                {more ? t.loadingMore : t.more}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}

/**
 * The record's type and name (a lead's name, a ticket number, a post's title), linked to the
 * entries about it alone; its id when it has no name any more (purged).
 */
function RecordCell({ entry }: { entry: AuditEntryView }) {
  const t = useAdminT().audit;
  const type = recordTypeLabel(t, entry.entity ?? '');
  if (!entry.entityId) return <>{type}</>;
  const only = filtersToUrl({
    ...filtersFromUrl(new URLSearchParams()),
    entity: entry.entity ?? '',
    entityId: entry.entityId,
  });
  const name = entry.entityName;
  return (
    <>
      <span className="admin-audit__type">{type}</span>{' '}
      <Link
        to={`?${only}`}
        title={name ? fmt(t.onlyThisRecord, { name }) : undefined}
        className={name ? undefined : 'admin-audit__id'}
      >
        {name ?? entry.entityId}
      </Link>
    </>
  );
}

/** before → after per changed field; for other events, their recorded facts. */
function ChangeList({ details }: { details: Record<string, unknown> }) {
  const t = useAdminT().audit;
  const lang = useLang();
  const show = (value: unknown) => auditValue(t, value, lang);
  const label = (field: string) => fieldLabel(t, field);
  const empty = t.noChange;
  const changes = auditChanges(details);
  if (changes.length > 0) {
    return (
      <ul className="admin-audit__changes">
        {changes.map((c) => (
          <li key={c.field}>
            <span className="admin-audit__field">{label(c.field)}</span>:{' '}
            <del>{show(c.before)}</del> <span aria-hidden="true">→</span>
            <span className="admin-visually-hidden"> to </span> <ins>{show(c.after)}</ins>
          </li>
        ))}
      </ul>
    );
  }
  const facts = Object.entries(details).filter(([k]) => k !== 'mutationId' && k !== 'madeAt');
  if (facts.length === 0) return <>{empty}</>;
  return (
    <ul className="admin-audit__changes">
      {facts.map(([k, v]) => (
        <li key={k}>
          <span className="admin-audit__field">{label(k)}</span>: {show(v)}
        </li>
      ))}
    </ul>
  );
}

function AuditFilterForm(props: {
  filters: AuditFilters;
  facets: AuditFacets;
  onApply(filters: AuditFilters): void;
}) {
  const t = useAdminT().audit;
  const ids = {
    actor: useId(),
    action: useId(),
    entity: useId(),
    entityId: useId(),
    from: useId(),
    to: useId(),
    error: useId(),
  };
  const [draft, setDraft] = useState<AuditFilters>(props.filters);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));
  // Choices from the log, plus the current value when the log has none like it yet.
  const options = (values: string[], current: string) =>
    current && !values.includes(current) ? [current, ...values] : values;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(t.invalidRange);
      return;
    }
    setError(null);
    props.onApply(draft);
  }

  return (
    <form className="admin-filters__form" aria-label={t.filtersLabel} onSubmit={onSubmit}>
      <div className="admin-field">
        <label htmlFor={ids.actor}>{t.person}</label>
        <select id={ids.actor} value={draft.actor} onChange={(e) => set('actor')(e.target.value)}>
          <option value="">{t.anyone}</option>
          {options(props.facets.actors, draft.actor).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.action}>{t.action}</label>
        <select
          id={ids.action}
          value={draft.action}
          onChange={(e) => set('action')(e.target.value)}
        >
          <option value="">{t.anyAction}</option>
          {options(props.facets.actions, draft.action).map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.entity}>{t.record}</label>
        <select
          id={ids.entity}
          value={draft.entity}
          onChange={(e) => set('entity')(e.target.value)}
        >
          <option value="">{t.anyRecord}</option>
          {options(props.facets.entities, draft.entity).map((v) => (
            <option key={v} value={v}>
              {recordTypeLabel(t, v)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.entityId}>{t.recordId}</label>
        <input
          id={ids.entityId}
          value={draft.entityId}
          autoComplete="off"
          onChange={(e) => set('entityId')(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.from}>{t.from}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => set('from')(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.to}>{t.to}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          onChange={(e) => set('to')(e.target.value)}
        />
      </div>
      <button type="submit" className="button">
        {t.apply}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => props.onApply(filtersFromUrl(new URLSearchParams()))}
      >
        {t.clear}
      </button>
      {error ? (
        <p id={ids.error} className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
