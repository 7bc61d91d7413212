import type { LeadReplyRow } from '../../../../../shared/admin/replies.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useRowsBy } from '../../../sync/hooks.ts';
import { useMailEnabled } from '../mail/use-mail-status.ts';
import { useAdminT } from '../use-admin-t.ts';
import '../mail/mail.css';

/**
 * What a record shows where its answer would be (a contact's "Responded on", a ticket's "First
 * response") while it is not answered: a reply that is written but not sent does not answer it
 * (the server marks the record answered when the mail goes), so it reads "Reply queued", or
 * "Reply failed" with the mail server's reason; with no reply waiting, `fallback` ("Not yet").
 */
export function PendingReply({ leadId, fallback }: { leadId: string; fallback: string }) {
  const t = useAdminT().replies.lead;
  const mailEnabled = useMailEnabled();
  const rows = useRowsBy<LeadReplyRow>('lead_replies', 'lead_id', leadId);
  const latest = (rows ?? [])
    .filter((r) => r.deleted_at === null && r.delivery !== 'sent')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!latest) return <>{fallback}</>;
  if (latest.delivery === 'failed') {
    const text = latest.delivery_error
      ? fmt(t.failed, { reason: latest.delivery_error })
      : t.failedNoReason;
    return <span className="admin-tag admin-tag--mail-failed">{text}</span>;
  }
  const off = mailEnabled === false && latest.version !== '0';
  return (
    <span className="admin-tag admin-tag--mail-queued">{off ? t.notDelivered : t.queued}</span>
  );
}
