import { SALES_NOTES_MAX, type SalesEnquiryRow } from '../../../../../shared/admin/sales.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { OneFieldForm } from '../leads/one-field-form.tsx';
import { useAdminT } from '../use-admin-t.ts';

/** The sales team's notes on an enquiry, saved with sales.setNotes; blank notes are none. */
export function NotesForm({ row }: { row: SalesEnquiryRow }) {
  const t = useAdminT().sales;
  const mutate = useMutate();
  return (
    <OneFieldForm
      className="admin-detail__notes"
      name="notes"
      multiline={{}}
      maxLength={SALES_NOTES_MAX + 1}
      label={t.detail.notes}
      hint={t.detail.notesHint}
      submitLabel={t.detail.saveNotes}
      doneText={t.detail.saved}
      failureText={t.failures.notes}
      stored={row.notes ?? ''}
      save={(value) => mutate('sales.setNotes', { id: row.id, notes: value.trim() ? value : null })}
    />
  );
}
