import { useEffect, useState } from 'react';
import type { MailDetail as MailDetailView } from '../../../../../shared/admin/mail.ts';
import { fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { DetailPanel, DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LoadError } from '../../../components/admin/list-states.tsx';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import { LinkedText } from './linked-text.tsx';
import { useStateLabel } from './mail-state.tsx';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; mail: MailDetailView }
  | { status: 'missing' }
  | { status: 'error' };

const path = (id: string) => `/api/admin/mail/${encodeURIComponent(id)}`;

/**
 * One message beside the list: its facts, its text with clickable links (or why the text is
 * hidden: a link meant for the recipient alone never reaches this screen), and Resend for a
 * message that failed or was never delivered.
 */
export function MailDetail(props: {
  id: string;
  mailEnabled: boolean;
  onClose(): void;
  onResent(): void;
}) {
  const t = useAdminT().mail;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again.
  useEffect(() => {
    const controller = new AbortController();
    withSession(() => apiFetch<MailDetailView>(path(props.id), { signal: controller.signal })).then(
      (mail) => setLoad({ status: 'ready', mail }),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setLoad(
          err instanceof ApiError && err.status === 404
            ? { status: 'missing' }
            : { status: 'error' },
        );
      },
    );
    return () => controller.abort();
  }, [props.id, attempt]);

  const title =
    load.status === 'ready'
      ? load.mail.subject
      : load.status === 'missing'
        ? t.detail.notFound
        : t.detail.loading;
  return (
    <DetailPanel title={title} closeLabel={t.detail.close} rowId={props.id} onClose={props.onClose}>
      {load.status === 'loading' ? (
        <p role="status" className="admin-muted">
          {t.detail.loading}
        </p>
      ) : null}
      {load.status === 'error' ? (
        <LoadError
          text={t.detail.loadError}
          retryLabel={t.retry}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      {load.status === 'ready' ? (
        <>
          <MailFields mail={load.mail} />
          <h3>{t.detail.body}</h3>
          {load.mail.body === null ? (
            <p className="admin-notice">{t.detail.hidden[load.mail.hidden ?? 'recipient_link']}</p>
          ) : (
            <p className="admin-detail__message">
              <LinkedText text={load.mail.body} />
            </p>
          )}
          {load.mail.resendable ? (
            <Resend
              mail={load.mail}
              mailEnabled={props.mailEnabled}
              onResent={(mail) => {
                setLoad({ status: 'ready', mail });
                props.onResent();
              }}
            />
          ) : null}
        </>
      ) : null}
    </DetailPanel>
  );
}

function MailFields({ mail }: { mail: MailDetailView }) {
  const t = useAdminT().mail;
  const lang = useLang();
  const stateLabel = useStateLabel();
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, lang)}</time>;
  return (
    <dl>
      <Field label={t.detail.fields.to}>{mail.to}</Field>
      <Field label={t.detail.fields.kind}>{t.kinds[mail.kind] ?? mail.kind}</Field>
      <Field label={t.detail.fields.queued}>{date(mail.createdAt)}</Field>
      <Field label={t.detail.fields.state}>{stateLabel(mail)}</Field>
      {mail.attempts > 0 ? (
        <Field label={t.detail.fields.attempts}>{fmtCount(t.attempts, mail.attempts)}</Field>
      ) : null}
      {mail.nextAttemptAt && mail.state !== 'sent' ? (
        <Field label={t.detail.fields.nextAttempt}>{date(mail.nextAttemptAt)}</Field>
      ) : null}
      {mail.lastError ? (
        <Field label={t.detail.fields.lastError}>
          <span className="admin-mail__error">{mail.lastError}</span>
        </Field>
      ) : null}
    </dl>
  );
}

function Resend(props: {
  mail: MailDetailView;
  mailEnabled: boolean;
  onResent(mail: MailDetailView): void;
}) {
  const t = useAdminT().mail;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);

  async function resend() {
    setBusy(true);
    setOutcome(null);
    try {
      const mail = await withSession(() =>
        apiFetch<MailDetailView>(`${path(props.mail.id)}/resend`, { method: 'POST' }),
      );
      setOutcome({ failed: false, text: props.mailEnabled ? t.resent : t.resentMailOff });
      props.onResent(mail);
    } catch (err) {
      const text = err instanceof ApiError && err.status === 409 ? err.message : t.resendFailed;
      setOutcome({ failed: true, text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-detail__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void resend()}
      >
        {busy ? t.resending : t.resend}
      </button>
      <p
        role={outcome?.failed ? 'alert' : 'status'}
        className={outcome?.failed ? 'admin-field__error' : ''}
      >
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
