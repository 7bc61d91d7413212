import { type ReactNode, useState } from 'react';
import type { SalesEnquiryRow } from '../../../../../shared/admin/sales.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DetailPanel } from '../../../components/admin/detail-panel.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate, useRow } from '../../../sync/hooks.ts';
import { LeadReplies } from '../replies/lead-replies.tsx';
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
  const row = useRow<SalesEnquiryRow>('sales_enquiries', props.id);
  const title = row ? row.name : row === null ? t.detail.notFound : t.detail.loading;
  return (
    <DetailPanel title={title} closeLabel={t.detail.close} rowId={props.id} onClose={props.onClose}>
      {row ? (
        <>
          <SalesFields row={row} />
          <ScoreReasons row={row} />
          <SalesActions row={row} onDeleted={props.onDeleted} />
          <LeadReplies table="sales_enquiries" lead={row} name={row.name} email={row.email} />
        </>
      ) : null}
    </DetailPanel>
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
      </dl>
      <h3>{t.fields.message}</h3>
      <p className="admin-detail__message">{row.message || t.none}</p>
    </>
  );
}

function SalesActions({ row, onDeleted }: { row: SalesEnquiryRow; onDeleted(): void }) {
  const t = useAdminT().sales;
  const mutate = useMutate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function run(change: Promise<unknown>, failureText: string): Promise<boolean> {
    setFailure(null);
    return change.then(
      () => true,
      () => {
        setFailure(failureText);
        return false;
      },
    );
  }

  async function remove() {
    setConfirming(false);
    if (await run(mutate('sales.delete', { id: row.id }), t.failures.delete)) onDeleted();
  }

  return (
    <div className="admin-detail__actions">
      <h3 className="admin-visually-hidden">{t.detail.triage}</h3>
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      <div className="admin-detail__row">
        <SelectField
          label={t.status}
          value={row.status}
          options={statusOptions(t)}
          onChange={(status) =>
            void run(mutate('sales.setStatus', { id: row.id, status }), t.failures.status)
          }
        />
      </div>
      <NotesForm row={row} />
      <div className="admin-detail__row">
        {row.spam_reason ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void run(mutate('sales.restore', { id: row.id }), t.failures.restore)}
          >
            {t.detail.restore}
          </button>
        ) : null}
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t.detail.delete}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.detail.deleteTitle}
        message={t.detail.deleteConfirm}
        confirmLabel={t.detail.delete}
        cancelLabel={t.detail.cancel}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** One dt/dd pair, wrapped in a div as HTML allows (the grid ignores the wrapper). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
