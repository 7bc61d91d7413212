import { useState } from 'react';
import { canAddResolution, type SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
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
  const [confirming, setConfirming] = useState(false);
  // A change that could not even be made here (the row vanished meanwhile); refusals by the
  // server arrive later, as notices.
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
    if (await run(mutate('support.delete', { id: row.id }), t.failures.delete)) onGone();
  }

  async function restore() {
    // The ticket leaves the spam list it is shown in.
    if (await run(mutate('support.restore', { id: row.id }), t.failures.restore)) onGone();
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
            void run(mutate('support.setStatus', { id: row.id, status }), t.failures.status)
          }
        />
      </div>
      {canAddResolution(row) ? <ResolutionForm row={row} /> : null}
      <div className="admin-detail__row">
        {row.spam_reason ? (
          <button type="button" className="button button--primary" onClick={() => void restore()}>
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
