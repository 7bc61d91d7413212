import { useLiveQuery } from 'dexie-react-hooks';
import { type ReactNode, useRef, useState } from 'react';
import type { PartnerApplicationRow } from '../../../../../shared/admin/partners.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { CopyLink } from '../../../components/admin/copy-link.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { useMutate, useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { useMailEnabled } from '../mail/use-mail-status.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Once approved, the offer to create the partner's sign-in account (linked to this application
 * by its id) and mail them a link to set a password. It is the named mutation
 * partner.createAccount: made here at once and queued like any change, so it works offline too;
 * the server makes the account and sends the mail when the change reaches it, once per
 * application (a second request is refused and comes back as a notice).
 *
 * With mail off (no mail server configured) nobody would ever send that link, so the account is
 * made through REST instead, online only: its answer carries the link, shown here with Copy link
 * for the admin to pass on. It lives in this panel's state alone, never on the device.
 */
export function PartnerAccount({ row }: { row: PartnerApplicationRow }) {
  const texts = useAdminT().partners;
  const t = texts.account;
  const lang = useLang();
  const mutate = useMutate();
  const engine = useSyncEngine();
  const { db } = engine;
  const { online } = useSyncStatus();
  const mailOff = useMailEnabled() === false;
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
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
      if (mailOff) await createShowingLink();
      else await mutate('partner.createAccount', { id: row.id });
      // The button is gone once the account is asked for: focus stays in the section.
      heading.current?.focus();
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : texts.failures.account);
    }
  }

  async function createShowingLink() {
    try {
      const answer = await withSession(() =>
        apiFetch<{ invitationLink?: string }>(
          `/api/admin/partner-applications/${encodeURIComponent(row.id)}/account`,
          { method: 'POST' },
        ),
      );
      if (answer.invitationLink) setLink(answer.invitationLink);
    } catch (err) {
      // The server's reason (e.g. an account exists already); a network failure in plain words.
      throw err instanceof ApiError ? err : new Error(texts.failures.account);
    }
    // The local copy learns of the new account at once instead of at the next change.
    void engine.syncNow();
  }

  let body: ReactNode;
  if (link) {
    body = (
      <>
        <p role="status">{fmt(t.createdNoMail, { email: row.email })}</p>
        <CopyLink link={link} texts={t.copyLink} />
      </>
    );
  } else if (row.account_created_at && queued) {
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
  } else if (mailOff && !online) {
    body = <p role="status">{t.needsConnection}</p>;
  } else {
    body = (
      <>
        <p>{fmt(mailOff ? t.offerNoMail : t.offer, { email: row.email })}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirming(true)}
        >
          {mailOff ? t.createNoMail : t.create}
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
        message={fmt(mailOff ? t.confirmNoMail : t.confirm, { email: row.email })}
        confirmLabel={mailOff ? t.createNoMail : t.create}
        cancelLabel={texts.detail.cancel}
        onConfirm={() => void create()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
