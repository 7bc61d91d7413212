import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { LeadActions, useLeadChanges } from '../leads/lead-actions.tsx';
import { choiceOf, useLendToLead } from '../shell/shell-commands.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { AssignForm } from './assign-form.tsx';
import { priorityOptions, statusOptions } from './contact-labels.ts';

/**
 * Triage of one submission (back-office §2, §4): status and priority chosen freely, the
 * assignee, Mark as Responded (then disabled, reading "Response Sent") and Delete after a
 * confirmation.
 */
export function ContactActions({ row, onDeleted }: { row: ContactRow; onDeleted(): void }) {
  const t = useAdminT().contacts;
  const mutate = useMutate();
  const changes = useLeadChanges();
  const { run } = changes;
  const setStatus = (status: ContactRow['status']) =>
    void run(mutate('contact.setStatus', { id: row.id, status }), t.failures.status);
  const setPriority = (priority: ContactRow['priority']) =>
    void run(mutate('contact.setPriority', { id: row.id, priority }), t.failures.priority);
  const statuses = statusOptions(t);
  const priorities = priorityOptions(t);
  // The palette's Set status and Set priority, and the keys s and p, are these same fields.
  useLendToLead(row.id, 'status', choiceOf(statuses, row.status, setStatus));
  useLendToLead(row.id, 'priority', choiceOf(priorities, row.priority, setPriority));
  return (
    <LeadActions
      texts={t.detail}
      changes={changes}
      restore={
        row.spam_reason
          ? () => void run(mutate('contact.restore', { id: row.id }), t.failures.restore)
          : undefined
      }
      remove={{
        mutation: 'contact.delete',
        id: row.id,
        failureText: t.failures.delete,
        onGone: onDeleted,
      }}
      buttons={
        // aria-disabled rather than disabled: the button keeps focus once it reads "Response Sent".
        <button
          type="button"
          className="button button--primary"
          aria-disabled={row.response_sent}
          onClick={() => {
            if (!row.response_sent)
              void run(mutate('contact.markResponded', { id: row.id }), t.failures.responded);
          }}
        >
          {row.response_sent ? t.detail.responseSent : t.detail.markResponded}
        </button>
      }
    >
      <div className="admin-detail__row">
        <SelectField label={t.status} value={row.status} options={statuses} onChange={setStatus} />
        <SelectField
          label={t.priority}
          value={row.priority}
          options={priorities}
          onChange={setPriority}
        />
      </div>
      <AssignForm row={row} run={run} />
    </LeadActions>
  );
}
