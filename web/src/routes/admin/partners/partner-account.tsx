import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useRef, useState } from 'react';
import type { PartnerApplicationRow } from '../../../../../shared/admin/partners.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useMutate, useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Once approved, the offer to create the partner's sign-in account (linked to this application
 * by its id) and mail them a link to set a password. It is the named mutation
 * partner.createAccount: made here at once and queued like any change, so it works offline too;
 * the server makes the account and sends the mail when the change reaches it, once per
 * application (a second request is refused and comes back as a notice).
 */
export function PartnerAccount({ row }: { row: PartnerApplicationRow }) {
  const texts = useAdminT().partners;
  const t = texts.account;
  const lang = useLang();
  const mutate = useMutate();
  const { db } = useSyncEngine();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const queued = useLiveQuery(
    () =>
      db._mutations
        .where('[table+rowId]')
        .equals(['partner_applications', row.id])
        .filter((m) => m.name === 'partner.createAccount')
        .count(),
    [db, row.id],
  );

  async function create() {
    setConfirming(false);
    setFailure(null);
    try {
      await mutate('partner.createAccount', { id: row.id });
      // The button is gone once the account is asked for: focus stays in the section.
      heading.current?.focus();
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : texts.failures.account);
    }
  }

  let body: ReactNode;
  if (row.account_created_at && queued) {
    body = <p role="status">{t.queued}</p>;
  } else if (row.account_created_at) {
    body = (
      <p role="status">
        {fmt(t.created, {
          date: formatDateTime(row.account_created_at, lang),
          email: row.email,
        })}
      </p>
    );
  } else {
    body = (
      <>
        <p>{fmt(t.offer, { email: row.email })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirming(true)}
        >
          {t.create}
        </button>
      </>
    );
  }

  return (
    <div className="admin-detail__actions">
      <h3 ref={heading} tabIndex={-1}>
        {t.heading}
      </h3>
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      {body}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        message={fmt(t.confirm, { email: row.email })}
        confirmLabel={t.create}
        cancelLabel={texts.detail.cancel}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
