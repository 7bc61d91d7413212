import { useEffect, useRef, useState } from 'react';
import type { ReplyLeadTable } from '../../../../../shared/admin/replies.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useSyncEngine, useSyncStatus } from '../../../sync/hooks.ts';
import { useMailStatus } from '../mail/use-mail-status.ts';
import { useLendToLead } from '../shell/shell-commands.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { ReplyComposer } from './reply-composer.tsx';
import { ReplyNotices, ReplyThread } from './reply-thread.tsx';
import './replies.css';

/**
 * A lead's replies on its detail panel (Contacts, Sales, Partner Applications, Support): the
 * thread of replies sent from the back office, and Reply, which opens the composer. "Mark as
 * Responded" stays on each screen for answers given outside the product.
 */
export function LeadReplies(props: {
  table: ReplyLeadTable;
  lead: Readonly<Record<string, unknown>> & { id: string; language: Lang };
  name: string;
  email: string;
}) {
  const t = useAdminT().replies;
  const mail = useMailStatus();
  const mailEnabled = mail?.enabled ?? null;
  const writer = useSyncEngine().user.email;
  const { online } = useSyncStatus();
  const [composing, setComposing] = useState(false);
  const [sent, setSent] = useState('');
  const replyButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  function reply() {
    setSent('');
    setComposing(true);
  }
  // The palette's Reply and the key r: Reply pressed, or, while writing, back to the composer.
  useLendToLead(props.lead.id, 'reply', () => {
    if (!composing) reply();
    else section.current?.querySelector<HTMLElement>('form select, form input')?.focus();
  });
  // Closing the composer (sent or cancelled) gives focus back to Reply, once it is there again.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (composing || !returnFocus.current) return;
    returnFocus.current = false;
    replyButton.current?.focus();
  }, [composing]);

  return (
    <section
      ref={section}
      className="admin-replies__section"
      aria-labelledby={`replies-${props.lead.id}`}
    >
      <h3 id={`replies-${props.lead.id}`}>{t.heading}</h3>
      <ReplyNotices leadId={props.lead.id} />
      <ReplyThread leadId={props.lead.id} mailEnabled={mailEnabled} />
      {composing ? (
        <ReplyComposer
          table={props.table}
          lead={props.lead}
          name={props.name}
          to={props.email}
          mail={mail}
          writer={writer}
          onSent={() => {
            setComposing(false);
            setSent(fmt(online ? t.queued : t.queuedOffline, { to: props.email }));
            returnFocus.current = true;
          }}
          onCancel={() => {
            setComposing(false);
            returnFocus.current = true;
          }}
        />
      ) : (
        <button type="button" ref={replyButton} className="button button--primary" onClick={reply}>
          {t.reply}
        </button>
      )}
      {/* A polite live region, not role="status": the panel's own status messages keep that. */}
      <p aria-live="polite" className="admin-muted">
        {sent}
      </p>
    </section>
  );
}
