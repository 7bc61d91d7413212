import { describeError } from '../../logger.ts';
import { enqueueMails, type OutboxMessage } from '../../mail/outbox.ts';
import { type LeadDeps, notificationFor, type PendingLead } from './submit.ts';

/**
 * Queues the staff notifications of leads that are already stored, in a statement of their own:
 * a notification is best effort, so a mail that cannot be built or written never refuses or rolls
 * back its lead (a lead is what the visitor sent; the mail only points staff to it). Failures are
 * logged; when a batch of mails fails, each is tried alone so one bad mail costs only itself.
 */
export async function notifyStored(
  deps: LeadDeps,
  stored: { lead: PendingLead; body: Record<string, unknown> }[],
): Promise<void> {
  const mails: { message: OutboxMessage; now: Date; scope: string }[] = [];
  for (const { lead, body } of stored) {
    try {
      const message = notificationFor(deps.config, lead, body);
      if (message) mails.push({ message, now: lead.ctx.now, scope: lead.endpoint.scope });
    } catch (err) {
      failed(deps, lead.endpoint.scope, err);
    }
  }
  if (mails.length === 0) return;
  try {
    await enqueueMails(deps.sql, mails);
  } catch (err) {
    if (mails.length === 1) return failed(deps, mails[0]?.scope ?? '', err);
    for (const mail of mails) {
      try {
        await enqueueMails(deps.sql, [mail]);
      } catch (single) {
        failed(deps, mail.scope, single);
      }
    }
  }
}

function failed(deps: LeadDeps, scope: string, err: unknown): void {
  deps.logger.error('lead_notification_failed', { form: scope, ...describeError(err) });
}
