import type { SalesEnquiryRow } from '../../../../../shared/admin/sales.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { LeadActions, useLeadChanges } from '../leads/lead-actions.tsx';
import { LeadDetail } from '../leads/lead-detail.tsx';
import { LeadSourceFields } from '../leads/lead-source-fields.tsx';
import { choiceOf, useLendToLead } from '../shell/shell-commands.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { NotesForm } from './notes-form.tsx';
import { statusOptions } from './sales-labels.ts';
import { ScoreReasons } from './score-reasons.tsx';

/**
 * The detail side panel of one enquiry: every field, the lead score with its reasons, the
 * status, the notes, restore (suspected spam) and Delete after a confirmation. It reads the row
 * from the local copy, so a change made here or arriving from the server shows at once.
 */
export function SalesDetail(props: { id: string; onClose(): void; onDeleted(): void }) {
  const t = useAdminT().sales;
  return (
    <LeadDetail<SalesEnquiryRow>
      table="sales_enquiries"
      id={props.id}
      texts={t.detail}
      title={(row) => row.name}
      onClose={props.onClose}
    >
      {(row) => (
        <>
          <SalesFields row={row} />
          <ScoreReasons row={row} />
          <SalesActions row={row} onDeleted={props.onDeleted} />
        </>
      )}
    </LeadDetail>
  );
}

function SalesFields({ row }: { row: SalesEnquiryRow }) {
  const texts = useAdminT().sales;
  const t = texts.detail;
  const lang = useLang();
  const date = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, lang)}</time>;
  return (
    <>
      <dl>
        <Field label={t.fields.email}>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </Field>
        <Field label={t.fields.company}>{row.company}</Field>
        <Field label={t.fields.title}>{row.title || t.none}</Field>
        <Field label={t.fields.companySize}>
          {row.employees ? fmt(texts.sizeLabel, { size: row.employees }) : t.none}
        </Field>
        <Field label={t.fields.phone}>
          {row.phone ? <a href={`tel:${row.phone.replace(/\s/g, '')}`}>{row.phone}</a> : t.none}
        </Field>
        <Field label={t.fields.language}>{texts.languages[row.language] ?? row.language}</Field>
        <Field label={t.fields.received}>{date(row.created_at)}</Field>
        <Field label={t.fields.updated}>{date(row.updated_at)}</Field>
        {row.spam_reason ? (
          <Field label={t.fields.spam}>{t.spamReasons[row.spam_reason] ?? row.spam_reason}</Field>
        ) : null}
        <LeadSourceFields row={row} />
      </dl>
      <h3>{t.fields.message}</h3>
      <p className="admin-detail__message">{row.message || t.none}</p>
    </>
  );
}

function SalesActions({ row, onDeleted }: { row: SalesEnquiryRow; onDeleted(): void }) {
  const t = useAdminT().sales;
  const mutate = useMutate();
  const changes = useLeadChanges();
  const { run } = changes;
  const setStatus = (status: SalesEnquiryRow['status']) =>
    void run(mutate('sales.setStatus', { id: row.id, status }), t.failures.status);
  const statuses = statusOptions(t);
  // The palette's Set status, and the key s, are this same field.
  useLendToLead(row.id, 'status', choiceOf(statuses, row.status, setStatus));
  return (
    <LeadActions
      texts={t.detail}
      changes={changes}
      restore={
        row.spam_reason
          ? () => void run(mutate('sales.restore', { id: row.id }), t.failures.restore)
          : undefined
      }
      remove={{
        mutation: 'sales.delete',
        id: row.id,
        failureText: t.failures.delete,
        onGone: onDeleted,
      }}
    >
      <div className="admin-detail__row">
        <SelectField label={t.status} value={row.status} options={statuses} onChange={setStatus} />
      </div>
      <NotesForm row={row} />
    </LeadActions>
  );
}
