import { useEffect, useState } from 'react';
import { SanitizedHtml } from '../../../components/ui/sanitized-html.tsx';
import { ApiError, apiFetch, NetworkError } from '../../../lib/api.ts';
import { useShownPictures, useSyncStatus } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

/** Keystrokes closer together than this make one preview request. */
export const PREVIEW_DEBOUNCE_MS = 300;

type PreviewState =
  | { kind: 'empty' }
  | { kind: 'loading'; html: string | null }
  | { kind: 'ready'; html: string }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'tooComplex' };

/** The server's code for a text that took longer than its render budget. */
const TOO_COMPLEX = 'too_complex';

/**
 * The post body as visitors will see it: rendered and sanitised by the server with the very
 * function the public pages use (POST /api/admin/content/preview), so the preview cannot differ
 * from the page. Offline it says so instead of guessing; a text the server takes too long to
 * render (its budget, RENDER_BUDGET_MS) is said to be too complex. The HTML is sanitised by the server, and
 * the admin's CSP forbids inline scripts and handlers besides.
 */
export function MarkdownPreview({
  markdown,
  lang,
  label,
}: {
  markdown: string;
  lang: 'en' | 'et';
  label: string;
}) {
  const t = useAdminT().posts.editor;
  const { online } = useSyncStatus();
  const [state, setState] = useState<PreviewState>({ kind: 'empty' });

  useEffect(() => {
    if (markdown.trim() === '') {
      setState({ kind: 'empty' });
      return;
    }
    if (!online) {
      setState({ kind: 'offline' });
      return;
    }
    const abort = new AbortController();
    setState((s) => ({ kind: 'loading', html: s.kind === 'ready' ? s.html : null }));
    const timer = setTimeout(() => {
      apiFetch<{ html: string }>('/api/admin/content/preview', {
        body: { markdown },
        signal: abort.signal,
      }).then(
        ({ html }) => setState({ kind: 'ready', html }),
        (err: unknown) => {
          if (abort.signal.aborted) return;
          if (err instanceof ApiError && err.reasons?.markdown === TOO_COMPLEX) {
            setState({ kind: 'tooComplex' });
          } else setState({ kind: err instanceof NetworkError ? 'offline' : 'failed' });
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [markdown, online]);

  // Pictures chosen offline are shown from the copy kept on this device until uploaded.
  const pictures = useShownPictures(markdown);
  const rendered =
    state.kind === 'ready' ? state.html : state.kind === 'loading' ? state.html : null;
  const html =
    rendered === null
      ? null
      : [...pictures].reduce((out, [standIn, shown]) => out.replaceAll(standIn, shown), rendered);
  return (
    <section className="post-preview" aria-label={label} aria-busy={state.kind === 'loading'}>
      <h3>{label}</h3>
      {state.kind === 'empty' ? <p className="admin-muted">{t.previewEmpty}</p> : null}
      {state.kind === 'offline' ? <p className="admin-muted">{t.previewOffline}</p> : null}
      {state.kind === 'failed' ? <p className="admin-muted">{t.previewFailed}</p> : null}
      {state.kind === 'tooComplex' ? (
        <p className="admin-muted" role="status">
          {t.previewTooComplex}
        </p>
      ) : null}
      {state.kind === 'loading' && html === null ? (
        <p className="admin-muted">{t.previewLoading}</p>
      ) : null}
      {html !== null ? (
        <div className="post-preview__body" lang={lang}>
          <SanitizedHtml className="prose" html={html} />
        </div>
      ) : null}
    </section>
  );
}
