import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import type { LeadChanges } from '../leads/lead-actions.tsx';
import { useAssignees } from '../leads/use-assignees.ts';
import { useLendToLead } from '../shell/shell-commands.tsx';
import { useAdminT } from '../use-admin-t.ts';

/**
 * "Assigned to": Unassigned or one of the staff who may see contact submissions. An assignee
 * who is no longer among them (an account disabled, a role changed) stays shown until changed.
 */
export function AssignForm({ row, run }: { row: ContactRow; run: LeadChanges['run'] }) {
  const t = useAdminT().contacts;
  const mutate = useMutate();
  const staff = useAssignees('contacts');
  const current = row.assigned_to ?? '';
  const emails = current && !staff.includes(current) ? [...staff, current] : staff;
  const options = [
    { value: '', label: t.detail.unassigned },
    ...emails.map((email) => ({ value: email, label: email })),
  ];
  const assign = (email: string) =>
    void run(
      mutate('contact.assign', { id: row.id, assignedTo: email || null }),
      t.failures.assign,
    );
  // The palette's Assign, and the key a, offer these same choices.
  useLendToLead(row.id, 'assign', { options, current, choose: assign });
  return (
    <div className="admin-detail__row">
      <SelectField
        label={t.detail.assignedTo}
        value={current}
        options={options}
        onChange={assign}
      />
    </div>
  );
}
