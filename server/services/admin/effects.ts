/**
 * The server-side effects of named mutations (effect.ts), by mutation name. applyMutation runs
 * `before` after the guard and before the row is written (a refusal leaves the row as it was),
 * and `after` once the row and its audit entry are written.
 */
import { BLOG_MUTATIONS } from '../../../shared/admin/blog.ts';
import { restoreSignup, unsubscribeSignup } from '../../../shared/admin/newsletter.ts';
import { NEWSROOM_MUTATIONS } from '../../../shared/admin/newsroom.ts';
import { createPartnerAccount } from '../../../shared/admin/partners.ts';
import { setSupportStatus } from '../../../shared/admin/support.ts';
import { sendConfirmation } from '../newsletter-links.ts';
import { createAccountForApplication } from '../partner-account.ts';
import { recordRevision } from '../revisions.ts';
import { sendSatisfactionLink } from '../support-satisfaction.ts';
import { type MutationEffects, originFor } from './effect.ts';
import { REPLY_EFFECTS } from './replies.ts';

/** Every change to a post that leaves it in place keeps a revision (services/revisions.ts). */
const keepsRevision = [...BLOG_MUTATIONS, ...NEWSROOM_MUTATIONS]
  .filter((m) => m.kind === 'insert' || m.kind === 'update')
  .map((m): [string, MutationEffects] => [
    m.name,
    {
      async after(tx, input) {
        const table = m.table as 'blog_posts' | 'newsroom_posts';
        await recordRevision(tx, table, input.after, m.name, input.actor.email, input.now);
      },
    },
  ]);

export const MUTATION_EFFECTS: ReadonlyMap<string, MutationEffects> = new Map<
  string,
  MutationEffects
>([
  ...keepsRevision,
  ...REPLY_EFFECTS,
  // Approving is not enough: the account is offered, and made when asked for.
  [createPartnerAccount.name, { before: createAccountForApplication }],
  [
    setSupportStatus.name,
    {
      // Resolving a ticket mails the customer the satisfaction link.
      async after(tx, input) {
        if (input.row.status !== 'resolved' && input.after.status === 'resolved') {
          const origin = originFor(setSupportStatus.name, input);
          await sendSatisfactionLink(tx, input.after, input.now, origin);
        }
      },
    },
  ],
  [
    restoreSignup.name,
    {
      // A signup restored from suspected spam that nobody confirmed yet is mailed its
      // confirmation link now (none was sent while it was held as spam). So is an address that
      // unsubscribed and was signed up again, held as spam: pending again, for its owner to
      // confirm.
      async after(tx, input) {
        const row = input.after;
        if (input.row.spam_reason == null || row.spam_reason != null) return;
        if (row.subscribed || row.deleted_at != null) return;
        if (row.unsubscribed_at != null) {
          // Only a sign-up made after the unsubscribe (its consent is the later) is pending again.
          const again = await tx`update newsletter_signups
            set unsubscribed_at = null, updated_at = ${input.now}
            where id = ${String(row.id)} and consent_at > unsubscribed_at`;
          if (again.count === 0) return;
        }
        const origin = originFor(restoreSignup.name, input);
        const signup = {
          id: String(row.id),
          email: String(row.email),
          language: String(row.language),
        };
        await sendConfirmation(tx, signup, input.now, origin);
      },
    },
  ],
  [
    unsubscribeSignup.name,
    {
      // Cancelling a pending signup: its confirmation link stops working.
      async after(tx, input) {
        await tx`delete from newsletter_tokens
          where signup_id = ${input.args.id} and purpose = 'confirm' and used_at is null`;
      },
    },
  ],
]);
