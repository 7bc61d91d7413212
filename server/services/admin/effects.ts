/**
 * The server-side effects of named mutations (effect.ts), by mutation name. applyMutation runs
 * `before` after the guard and before the row is written (a refusal leaves the row as it was),
 * and `after` once the row and its audit entry are written.
 */
import { BLOG_MUTATIONS } from '../../../shared/admin/blog.ts';
import { NEWSROOM_MUTATIONS } from '../../../shared/admin/newsroom.ts';
import { createPartnerAccount } from '../../../shared/admin/partners.ts';
import { setSupportStatus } from '../../../shared/admin/support.ts';
import { createAccountForApplication } from '../partner-account.ts';
import { recordRevision } from '../revisions.ts';
import { sendSatisfactionLink } from '../support-satisfaction.ts';
import { type MutationEffects, originFor } from './effect.ts';

/** Every change to a post that leaves it in place keeps a revision (services/revisions.ts). */
const keepsRevision = [...BLOG_MUTATIONS, ...NEWSROOM_MUTATIONS]
  .filter((m) => m.kind !== 'delete')
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
]);
