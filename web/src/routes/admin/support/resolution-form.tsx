import type { SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { OneFieldForm } from '../leads/one-field-form.tsx';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The resolution input (back-office §4, §5, §8): offered while the ticket is open or in
 * progress. A blank text gives "Please enter a resolution"; a change that cannot be made gives
 * "Failed to add resolution. Please try again."
 */
export function ResolutionForm({ row }: { row: SupportTicketRow }) {
  const t = useAdminT().support;
  const mutate = useMutate();
  return (
    <OneFieldForm
      className="support-resolution"
      name="resolution"
      multiline={{ rows: 4 }}
      maxLength={10_000}
      label={t.detail.resolutionLabel}
      hint={t.detail.resolutionHint}
      submitLabel={t.detail.addResolution}
      doneText={t.detail.resolutionAdded}
      failureText={t.failures.resolution}
      requiredText={t.failures.resolutionRequired}
      save={(value) => mutate('support.addResolution', { id: row.id, resolution: value })}
    />
  );
}
