import { useEffect, useState } from 'react';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { apiFetch, NetworkError } from '../../../lib/api.ts';
import { useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

export interface Revision {
  id: string;
  version: string;
  action: string;
  actorEmail: string;
  createdAt: string;
  snapshot: Record<string, unknown>;
}

type HistoryState =
  | { kind: 'loading' }
  | { kind: 'ready'; revisions: Revision[] }
  | { kind: 'offline' }
  | { kind: 'failed' };

/**
 * A post's history (GET /api/admin/content/revisions): who changed it and when, newest first.
 * Restoring puts a revision's fields into the form; saving makes it the current version, as a
 * new revision (history is never rewritten). Read again whenever the post's version moves.
 */
export function RevisionHistory(props: {
  table: 'blog_posts' | 'newsroom_posts';
  postId: string;
  version: string;
  onRestore(revision: Revision): void;
}) {
  const t = useAdminT().posts.editor;
  const lang = useLang();
  const { online } = useSyncStatus();
  const [state, setState] = useState<HistoryState>({ kind: 'loading' });
  const { table, postId, version } = props;

  useEffect(() => {
    if (!online) {
      setState({ kind: 'offline' });
      return;
    }
    const abort = new AbortController();
    const query = new URLSearchParams({ entity: table, id: postId });
    // `version` is read so that a new save reloads the history.
    void version;
    apiFetch<{ revisions: Revision[] }>(`/api/admin/content/revisions?${query}`, {
      signal: abort.signal,
    }).then(
      ({ revisions }) => setState({ kind: 'ready', revisions }),
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setState({ kind: err instanceof NetworkError ? 'offline' : 'failed' });
      },
    );
    return () => abort.abort();
  }, [table, postId, version, online]);

  return (
    <section className="post-history" aria-labelledby="post-history-title">
      <h2 id="post-history-title">{t.history}</h2>
      {state.kind === 'loading' ? <p aria-busy="true">{t.historyLoading}</p> : null}
      {state.kind === 'offline' ? <p className="admin-muted">{t.historyOffline}</p> : null}
      {state.kind === 'failed' ? <p className="admin-muted">{t.historyFailed}</p> : null}
      {state.kind === 'ready' && state.revisions.length === 0 ? (
        <p className="admin-muted">{t.historyEmpty}</p>
      ) : null}
      {state.kind === 'ready' && state.revisions.length > 0 ? (
        <ol className="post-history__list">
          {state.revisions.map((r) => {
            const when = formatDateTime(r.createdAt, lang);
            return (
              <li key={r.id}>
                <p>
                  <time dateTime={r.createdAt}>{when}</time>{' '}
                  {fmt(t.revisionBy, {
                    action: t.actions[r.action] ?? r.action,
                    who: r.actorEmail,
                  })}
                </p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={fmt(t.restoreLabel, { when })}
                  onClick={() => props.onRestore(r)}
                >
                  {t.restore}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
