import { canAddResolution, type SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { LeadActions, useLeadChanges } from '../leads/lead-actions.tsx';
import { choiceOf, useLendToLead } from '../shell/shell-commands.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { ResolutionForm } from './resolution-form.tsx';
import { statusOptions } from './support-labels.ts';

/**
 * Handling one ticket (back-office §2, §4): the status chosen freely (Resolved stamps
 * resolved_at; the server then mails the customer the satisfaction link), a resolution while the
 * ticket is open or in progress, restoring suspected spam, and Delete after a confirmation.
 * Every change goes through mutate(): it shows at once, is kept on this device and reaches the
 * server when online; a refusal comes back as a notice above the list.
 */
export function SupportActions({ row, onGone }: { row: SupportTicketRow; onGone(): void }) {
  const t = useAdminT().support;
  const mutate = useMutate();
  const changes = useLeadChanges();
  const { run } = changes;
  const setStatus = (status: SupportTicketRow['status']) =>
    void run(mutate('support.setStatus', { id: row.id, status }), t.failures.status);
  const statuses = statusOptions(t);
  // The palette's Set status, and the key s, are this same field.
  useLendToLead(row.id, 'status', choiceOf(statuses, row.status, setStatus));

  async function restore() {
    // The ticket leaves the spam list it is shown in.
    if (await run(mutate('support.restore', { id: row.id }), t.failures.restore)) onGone();
  }

  return (
    <LeadActions
      texts={t.detail}
      changes={changes}
      restore={row.spam_reason ? () => void restore() : undefined}
      remove={{ mutation: 'support.delete', id: row.id, failureText: t.failures.delete, onGone }}
    >
      <div className="admin-detail__row">
        <SelectField label={t.status} value={row.status} options={statuses} onChange={setStatus} />
      </div>
      {canAddResolution(row) ? <ResolutionForm row={row} /> : null}
    </LeadActions>
  );
}
