import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { useLang } from '../../../app/i18n.ts';
import { DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { LeadDetail } from '../leads/lead-detail.tsx';
import { LeadSourceFields } from '../leads/lead-source-fields.tsx';
import { PendingReply } from '../replies/reply-pending.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { ContactActions } from './contact-actions.tsx';
import { formTypeLabel } from './contact-labels.ts';

/**
 * The detail side panel of one submission (back-office §2, §3): every field, and the triage
 * controls. It reads the row from the local copy, so a change made here or arriving from the
 * server shows at once.
 */
export function ContactDetail(props: { id: string; onClose(): void; onDeleted(): void }) {
  const t = useAdminT().contacts;
  return (
    <LeadDetail<ContactRow>
      table="contact_submissions"
      id={props.id}
      texts={t.detail}
      title={(row) => row.name}
      onClose={props.onClose}
    >
      {(row) => (
        <>
          <ContactFields row={row} />
          <ContactActions row={row} onDeleted={props.onDeleted} />
        </>
      )}
    </LeadDetail>
  );
}

function ContactFields({ row }: { row: ContactRow }) {
  const texts = useAdminT().contacts;
  const t = texts.detail;
  const lang = useLang();
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, lang)}</time> : null;
  return (
    <>
      <dl>
        <Field label={t.fields.email}>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </Field>
        <Field label={t.fields.company}>{row.company || t.none}</Field>
        <Field label={t.fields.subject}>{row.subject || t.none}</Field>
        <Field label={t.fields.formType}>{formTypeLabel(texts, row)}</Field>
        <Field label={t.fields.language}>{texts.languages[row.language] ?? row.language}</Field>
        <Field label={t.fields.referrer}>{row.referrer || t.none}</Field>
        <Field label={t.fields.received}>{date(row.created_at)}</Field>
        <Field label={t.fields.updated}>{date(row.updated_at)}</Field>
        <Field label={t.fields.responseDate}>
          {date(row.response_date) ?? <PendingReply leadId={row.id} fallback={t.notResponded} />}
        </Field>
        {row.spam_reason ? (
          <Field label={t.fields.spam}>
            {texts.spamReasons[row.spam_reason] ?? row.spam_reason}
          </Field>
        ) : null}
        <LeadSourceFields row={row} />
      </dl>
      <h3>{t.fields.message}</h3>
      <p className="admin-detail__message">{row.message}</p>
    </>
  );
}
