import { type ReactNode, useState } from 'react';
import type { MutationName } from '../../../../../shared/admin/mutations.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useMutate } from '../../../sync/hooks.ts';

/**
 * One lead's changes in its detail panel: `run` makes one through mutate() (it shows at once, is
 * kept on this device and reaches the server when online; a refusal comes back as a notice
 * above the list), and `failure` says when it could not even be made here (the row vanished).
 */
export function useLeadChanges() {
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
  return { failure, run };
}

export type LeadChanges = ReturnType<typeof useLeadChanges>;

export interface LeadActionsTexts {
  triage: string;
  restore: string;
  delete: string;
  deleteTitle: string;
  /** Says where the record goes: {days} is how long the Trash keeps it. */
  deleteConfirm: string;
  cancel: string;
}

/**
 * The triage block of a lead's detail panel: its fields (`children`), then a row of buttons
 * (`buttons`, Restore for suspected spam, and Delete after the spec's question).
 */
export function LeadActions(props: {
  texts: LeadActionsTexts;
  changes: LeadChanges;
  /** Restore from suspected spam, when the row is. */
  restore?: (() => void) | undefined;
  remove: { mutation: MutationName; id: string; failureText: string; onGone(): void };
  buttons?: ReactNode;
  children: ReactNode;
}) {
  const { texts: t, changes, remove } = props;
  const mutate = useMutate();
  const [confirming, setConfirming] = useState(false);

  async function onDelete() {
    setConfirming(false);
    const done = await changes.run(
      mutate(remove.mutation, { id: remove.id } as never),
      remove.failureText,
    );
    if (done) remove.onGone();
  }

  return (
    <div className="admin-detail__actions">
      <h3 className="admin-visually-hidden">{t.triage}</h3>
      {changes.failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {changes.failure}
        </p>
      ) : null}
      {props.children}
      <div className="admin-detail__row">
        {props.buttons}
        {props.restore ? (
          <button
            type="button"
            className={props.buttons ? 'button button--secondary' : 'button button--primary'}
            onClick={props.restore}
          >
            {t.restore}
          </button>
        ) : null}
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t.delete}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        message={fmt(t.deleteConfirm, { days: TOMBSTONE_RETENTION_DAYS })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
