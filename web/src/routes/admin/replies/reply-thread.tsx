import type { LeadReplyRow } from '../../../../../shared/admin/replies.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { ListNotices } from '../../../components/admin/list-notices.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useNotices, useRowsBy } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';
import '../mail/mail.css';

type Texts = ReturnType<typeof useAdminT>['replies'];

/** An entry's delivery as the person reads it, and the tag's colour (mail.css). */
function stateOf(
  t: Texts,
  reply: LeadReplyRow,
  mailEnabled: boolean | null,
  lang: 'en' | 'et',
): { label: string; tone: string } {
  // Version 0: made on this device and not yet received by the server (rows.ts createdRow).
  if (reply.version === '0') return { label: t.states.local, tone: 'queued' };
  if (reply.delivery === 'sent') {
    const time = reply.delivered_at ? formatDateTime(reply.delivered_at, lang) : '';
    return { label: fmt(t.states.sent, { time }), tone: 'sent' };
  }
  if (reply.delivery === 'failed') return { label: t.states.failed, tone: 'failed' };
  if (mailEnabled === false) return { label: t.states.notDelivered, tone: 'not_delivered' };
  return { label: t.states.queued, tone: 'queued' };
}

/**
 * The replies written to one lead from the back office, oldest first as a mail thread reads:
 * who sent each, when, its subject and text, and whether it went. Read from the local copy by
 * the lead's id, so a reply shows at once, offline too, and its state follows the outbox live.
 */
export function ReplyThread(props: { leadId: string; mailEnabled: boolean | null }) {
  const t = useAdminT().replies;
  const lang = useLang();
  const rows = useRowsBy<LeadReplyRow>('lead_replies', 'lead_id', props.leadId);
  if (!rows) return <p className="admin-muted">{t.loading}</p>;
  const thread = rows
    .filter((r) => r.deleted_at === null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  if (thread.length === 0) return <p className="admin-muted">{t.empty}</p>;
  return (
    <ol className="admin-replies">
      {thread.map((reply) => {
        const state = stateOf(t, reply, props.mailEnabled, lang);
        return (
          <li key={reply.id}>
            <article className="admin-replies__entry" aria-label={reply.subject}>
              <h4>{reply.subject}</h4>
              <p className="admin-muted">
                {fmt(t.from, { who: reply.sent_by })},{' '}
                <time dateTime={reply.created_at}>{formatDateTime(reply.created_at, lang)}</time>
              </p>
              <p>
                <span className={`admin-tag admin-tag--mail-${state.tone}`}>{state.label}</span>
                {reply.delivery === 'failed' && reply.delivery_error ? (
                  <span className="admin-mail__error">{reply.delivery_error}</span>
                ) : null}
              </p>
              <p className="admin-replies__body">{reply.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Replies to this lead the server refused (e.g. the record was deleted meanwhile): the reply is
 * gone from the thread, so the person is told, with the server's reason, until they dismiss it.
 */
export function ReplyNotices({ leadId }: { leadId: string }) {
  const t = useAdminT().replies;
  const { notices } = useNotices();
  const only = (n: SyncNotice) => n.table === 'lead_replies' && n.attempted?.lead_id === leadId;
  // Nothing at all while there is nothing to tell: the panel's own alerts stay the only ones.
  if (!notices.some(only)) return null;
  return (
    <ListNotices
      table="lead_replies"
      only={only}
      label={t.heading}
      dismissLabel={t.dismiss}
      textOf={(notice) => ({
        text: fmt(t.notSent, { subject: String(notice.attempted?.subject ?? '') }),
        detail: notice.message || null,
      })}
    />
  );
}
