import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import type { LeadChanges } from '../leads/lead-actions.tsx';
import { useAssignees } from '../leads/use-assignees.ts';
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
  return (
    <div className="admin-detail__row">
      <SelectField
        label={t.detail.assignedTo}
        value={current}
        options={[
          { value: '', label: t.detail.unassigned },
          ...emails.map((email) => ({ value: email, label: email })),
        ]}
        onChange={(email) =>
          void run(
            mutate('contact.assign', { id: row.id, assignedTo: email || null }),
            t.failures.assign,
          )
        }
      />
    </div>
  );
}
