import type { MailSummary } from '../../../../../shared/admin/mail.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useAdminT } from '../use-admin-t.ts';

/** The state's own words: "Sent 21 Nov 2026, 14:05", "Not delivered: no mail server …". */
export function useStateLabel(): (mail: MailSummary) => string {
  const t = useAdminT().mail;
  const lang = useLang();
  return (mail) =>
    mail.state === 'sent'
      ? fmt(t.states.sent, { time: mail.sentAt ? formatDateTime(mail.sentAt, lang) : '' })
      : t.states[mail.state];
}

/**
 * A message's state in the list: the tag, and for mail that has not gone yet with a mail
 * server, the server's last answer, the attempts so far and when the next one is due.
 */
export function MailStateCell({ mail }: { mail: MailSummary }) {
  const t = useAdminT().mail;
  const lang = useLang();
  const label = useStateLabel()(mail);
  const retry = mail.state === 'failed' || (mail.state === 'queued' && mail.attempts > 0);
  return (
    <>
      <span className={`admin-tag admin-tag--mail-${mail.state}`}>{label}</span>
      {mail.state === 'failed' && mail.lastError ? (
        <span className="admin-mail__error">{mail.lastError}</span>
      ) : null}
      {retry ? (
        <span className="admin-muted admin-mail__retry">
          {fmtCount(t.attempts, mail.attempts)}
          {mail.nextAttemptAt
            ? `, ${fmt(t.nextAttempt, { time: formatDateTime(mail.nextAttemptAt, lang) })}`
            : ''}
        </span>
      ) : null}
    </>
  );
}
