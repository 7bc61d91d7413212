import { useId, useState } from 'react';
import type {
  IssueAudience,
  NewsletterIssueRow,
} from '../../../../../shared/admin/newsletter-issues.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useServerData } from '../use-server-data.ts';
import { useIssueAction } from './use-issue-action.ts';

/** The editor's time zone, shown beside every time they choose or read. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Sending an issue: the audience by language, a test to the editor, send now (asked twice),
 * schedule, and once it is going pause, resume and cancel; a sent issue can leave the archive.
 */
export function IssueActions({
  row,
  email,
  onDone,
}: {
  row: NewsletterIssueRow;
  email: string;
  onDone: () => void;
}) {
  const t = useAdminT().newsletterIssues;
  const lang = useLang();
  const ids = useId();
  const { run, busy, error } = useIssueAction();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [at, setAt] = useState('');
  const { load: audience } = useServerData<IssueAudience>(
    `/api/admin/newsletter-issues/audience?v=${row.version}`,
  );
  const total = audience.status === 'ready' ? audience.data.en + audience.data.et : 0;
  const zone = timeZone();

  const act = async (path: string, body?: unknown, message?: (answer: never) => string) => {
    const answer = await run<never>(`${row.id}/${path}`, body);
    if (answer !== null) {
      setNote(message ? message(answer) : null);
      setConfirming(false);
      onDone();
    }
  };

  const draft = row.status === 'draft' || row.status === 'scheduled';
  return (
    <section className="admin-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t.audience}</h2>
      <p>
        {audience.status === 'ready'
          ? fmt(t.audienceCounts, { en: audience.data.en, et: audience.data.et })
          : '…'}
      </p>
      <div className="admin-detail__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => act('test', {}, () => fmt(t.testSent, { email }))}
        >
          {t.sendTest}
        </button>
        {draft && !confirming ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t.sendNow}
          </button>
        ) : null}
        {draft && confirming ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() =>
                act('send', {}, (a: { recipients: number }) => fmtCount(t.sending, a.recipients))
              }
            >
              {fmtCount(t.confirmSend, total)}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t.cancelConfirm}
            </button>
          </>
        ) : null}
        {row.status === 'sending' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => act('pause')}
          >
            {t.pause}
          </button>
        ) : null}
        {row.status === 'paused' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => act('resume')}
          >
            {t.resume}
          </button>
        ) : null}
        {row.status === 'scheduled' || row.status === 'sending' || row.status === 'paused' ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => act('cancel')}
          >
            {t.cancel}
          </button>
        ) : null}
        {row.status === 'sent' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => act('archive', { inArchive: !row.in_archive })}
          >
            {row.in_archive ? t.withdraw : t.restore}
          </button>
        ) : null}
      </div>
      {row.status === 'draft' ? (
        <form
          className="admin-filters__form"
          onSubmit={(e) => {
            e.preventDefault();
            if (at) void act('schedule', { at: new Date(at).toISOString() });
          }}
        >
          <div className="admin-field">
            <label htmlFor={`${ids}-at`}>{fmt(t.scheduleAt, { zone })}</label>
            <input
              id={`${ids}-at`}
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary" disabled={busy || !at}>
            {t.schedule}
          </button>
        </form>
      ) : null}
      {row.status === 'scheduled' && row.scheduled_at ? (
        <p>{fmt(t.scheduledFor, { time: formatDateTime(row.scheduled_at, lang), zone })}</p>
      ) : null}
      {row.status === 'sent' ? <p>{row.in_archive ? t.inArchive : t.notInArchive}</p> : null}
      <p role="status">{note ?? ''}</p>
      {error ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
