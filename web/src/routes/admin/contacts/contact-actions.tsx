import { useState } from 'react';
import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import { AssignForm } from './assign-form.tsx';
import { priorityOptions, statusOptions } from './contact-labels.ts';

/**
 * Triage of one submission (back-office §2, §4): status and priority chosen freely, the
 * assignee, Mark as Responded (then disabled, reading "Response Sent") and Delete after a
 * confirmation. Every change goes through mutate(): it shows at once, is kept on this device
 * and reaches the server when online; a refusal comes back as a notice above the list.
 */
export function ContactActions({ row, onDeleted }: { row: ContactRow; onDeleted(): void }) {
  const t = useAdminT().contacts;
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
    if (await run(mutate('contact.delete', { id: row.id }), t.failures.delete)) onDeleted();
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
            void run(mutate('contact.setStatus', { id: row.id, status }), t.failures.status)
          }
        />
        <SelectField
          label={t.priority}
          value={row.priority}
          options={priorityOptions(t)}
          onChange={(priority) =>
            void run(mutate('contact.setPriority', { id: row.id, priority }), t.failures.priority)
          }
        />
      </div>
      <AssignForm row={row} />
      <div className="admin-detail__row">
        {/* aria-disabled rather than disabled: the button keeps focus once it reads "Response Sent". */}
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
        {row.spam_reason ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void run(mutate('contact.restore', { id: row.id }), t.failures.restore)}
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
