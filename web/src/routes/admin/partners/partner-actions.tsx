import { useState } from 'react';
import type { PartnerApplicationRow } from '../../../../../shared/admin/partners.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../../shared/sync/tables.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Restore from suspected spam (the row then leaves the spam list, so the panel closes) and
 * Delete after the spec's confirmation, with its failure alert (back-office §8).
 */
export function PartnerActions({ row, onGone }: { row: PartnerApplicationRow; onGone(): void }) {
  const t = useAdminT().partners;
  const lang = useLang();
  const mutate = useMutate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(change: Promise<unknown>, failureText: string) {
    setFailure(null);
    try {
      await change;
      onGone();
    } catch {
      setFailure(failureText);
    }
  }

  return (
    <div className="admin-detail__actions">
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      {row.spam_reason ? (
        <div>
          <h3>{t.detail.spamTitle}</h3>
          <p>
            {fmt(t.detail.spamExplained, {
              reason: t.spamReasons[row.spam_reason] ?? row.spam_reason,
              date: row.spam_at ? formatDateTime(row.spam_at, lang) : '',
            })}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void run(mutate('partner.restore', { id: row.id }), t.failures.restore)}
          >
            {t.detail.restore}
          </button>
        </div>
      ) : null}
      <div className="admin-detail__row">
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t.detail.delete}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.detail.deleteTitle}
        message={fmt(t.detail.deleteConfirm, { days: TOMBSTONE_RETENTION_DAYS })}
        confirmLabel={t.detail.delete}
        cancelLabel={t.detail.cancel}
        danger
        onConfirm={() => {
          setConfirming(false);
          void run(mutate('partner.delete', { id: row.id }), t.failures.delete);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
