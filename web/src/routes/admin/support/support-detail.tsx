import type { SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { ticketAge } from '../../../../../shared/admin/support-age.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LeadDetail } from '../leads/lead-detail.tsx';
import { LeadSourceFields } from '../leads/lead-source-fields.tsx';
import { PendingReply } from '../replies/reply-pending.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { SupportActions } from './support-actions.tsx';
import { formatDuration } from './support-labels.ts';

/**
 * The detail side panel of one ticket (back-office §2, §3): every field, its age against the
 * reply promise (4 support hours), and the controls. It reads the row from the local copy, so a change made
 * here or arriving from the server shows at once.
 */
export function SupportDetail(props: { id: string; now: Date; onClose(): void; onGone(): void }) {
  const t = useAdminT().support;
  return (
    <LeadDetail<SupportTicketRow>
      table="support_tickets"
      id={props.id}
      texts={t.detail}
      title={(row) => `${row.ticket_number}: ${row.subject}`}
      onClose={props.onClose}
    >
      {(row) => (
        <>
          <SupportFields row={row} now={props.now} />
          <SupportActions row={row} onGone={props.onGone} />
        </>
      )}
    </LeadDetail>
  );
}

function SupportFields({ row, now }: { row: SupportTicketRow; now: Date }) {
  const texts = useAdminT().support;
  const t = texts.detail;
  const lang = useLang();
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : null;
  const age = ticketAge(row, now);
  const response =
    age.responseMs === null
      ? null
      : fmt(age.answeredLate ? t.answeredLate : t.answeredIn, {
          duration: formatDuration(texts, age.responseMs),
        });
  return (
    <>
      {row.spam_reason ? (
        <p className="admin-notice">
          <strong>{t.fields.spam}: </strong>
          {t.spamReasons[row.spam_reason] ?? row.spam_reason}
        </p>
      ) : null}
      <dl>
        <Field label={t.fields.ticket}>{row.ticket_number}</Field>
        <Field label={texts.columns.customer}>{row.customer_name}</Field>
        <Field label={t.fields.email}>
          <a href={`mailto:${row.customer_email}`}>{row.customer_email}</a>
        </Field>
        <Field label={t.fields.company}>{row.company || t.none}</Field>
        <Field label={t.fields.category}>{texts.categories[row.category]}</Field>
        <Field label={t.fields.priority}>{texts.priorities[row.priority]}</Field>
        <Field label={t.fields.language}>{texts.languages[row.language] ?? row.language}</Field>
        <Field label={t.fields.received}>{date(row.created_at)}</Field>
        <Field label={t.fields.age}>
          {formatDuration(texts, age.ageMs)}
          {age.overdue ? (
            <>
              {' '}
              <span className="admin-tag support-tag--overdue">{t.overdueBy}</span>
            </>
          ) : null}
        </Field>
        <Field label={t.fields.firstResponse}>
          {row.first_response_at ? (
            <>
              {date(row.first_response_at)}
              <br />
              <span className={age.answeredLate ? 'support-late' : 'admin-muted'}>{response}</span>
            </>
          ) : (
            <PendingReply leadId={row.id} fallback={t.notYet} />
          )}
        </Field>
        <Field label={t.fields.resolvedAt}>{date(row.resolved_at) ?? t.notYet}</Field>
        <Field label={t.fields.satisfaction}>
          {row.customer_satisfaction === null
            ? t.notRated
            : fmt(t.rating, { rating: row.customer_satisfaction })}
        </Field>
        <LeadSourceFields row={row} />
      </dl>
      <h3>{t.fields.description}</h3>
      <p className="admin-detail__message">{row.description}</p>
      {row.resolution ? (
        <>
          <h3>{t.fields.resolution}</h3>
          <p className="admin-detail__message">{row.resolution}</p>
        </>
      ) : null}
    </>
  );
}
