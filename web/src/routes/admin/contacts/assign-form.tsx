import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { OneFieldForm } from '../leads/one-field-form.tsx';
import { useAdminT } from '../use-admin-t.ts';

/** "Assigned to" (an email address) with Save; empty unassigns. */
export function AssignForm({ row }: { row: ContactRow }) {
  const t = useAdminT().contacts;
  const mutate = useMutate();
  return (
    <OneFieldForm
      className="admin-detail__row"
      name="assignedTo"
      type="email"
      label={t.detail.assignedTo}
      hint={t.detail.assignedHint}
      submitLabel={t.detail.save}
      doneText={t.detail.saved}
      failureText={t.failures.assign}
      stored={row.assigned_to ?? ''}
      save={(value) => mutate('contact.assign', { id: row.id, assignedTo: value.trim() || null })}
    />
  );
}
