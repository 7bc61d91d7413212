/**
 * Newsletter Management (back-office §2, §4, §5, §7, §8, §9): the row, the list and the
 * mutations. A signup is Active (subscribed, which needs confirmed_at: double opt-in) or
 * Unsubscribed; Unsubscribe is the only way between them from the back office, and there is no
 * way back (§4). A signup whose owner has not confirmed yet is neither: it is shown as Pending
 * confirmation (not subscribed, never unsubscribed; the status filter's `pending`), counts in
 * Total but not in Active, and is not exported; Unsubscribe cancels it. Restoring one from
 * suspected spam mails its confirmation link (the server's effect). Deletion is permanent.
 */
import { z } from 'zod';
import type { LeadSourceColumns } from './lead-source.ts';
import { type ListDeclaration, NOT_NULL } from './list.ts';
import { defineMutation, type MutationDef, restoreMutation, trashMutations } from './mutation.ts';

export interface NewsletterSignupRow extends Record<string, unknown>, LeadSourceColumns {
  id: string;
  email: string;
  subscribed: boolean;
  /** Where consent was given: 'page' | 'popup' | 'import' | 'legacy'. */
  source: string;
  /** When the current subscription's consent was given (a re-subscription renews it). */
  consent_at: string;
  /** When the owner confirmed with the mailed link (double opt-in); null while pending. */
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  user_agent: string | null;
  language: 'en' | 'et';
  /** Suspected spam ('honeypot' | 'too_fast'); null for a real signup. Hidden from lists and counts. */
  spam_reason: string | null;
  spam_at: string | null;
  /** Permanent refusals of newsletter issues to this address (shared/admin/newsletter-issues.ts). */
  bounces: number;
  /** When the refusals reached the limit: no issue goes to it until it is taken back. */
  suppressed_at: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

/**
 * The status filter's values (All is no filter), as the URL carries them: `?status=active`.
 * Each is one of the statuses a row is shown with (newsletterStatus).
 */
export const NEWSLETTER_STATUSES = ['active', 'unsubscribed', 'pending'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** How a row is shown: the filter's statuses, or pending while its owner has not confirmed. */
export function newsletterStatus(
  row: Pick<NewsletterSignupRow, 'subscribed' | 'unsubscribed_at'>,
): NewsletterStatus {
  if (row.subscribed) return 'active';
  return row.unsubscribed_at ? 'unsubscribed' : 'pending';
}

export const newsletterList: ListDeclaration<NewsletterSignupRow> = {
  table: 'newsletter_signups',
  filters: { status: NEWSLETTER_STATUSES },
  // As newsletterStatus: Unsubscribed has left the list (unsubscribed_at set); Pending
  // confirmation has neither joined nor left it.
  combinedFilters: {
    status: {
      active: { subscribed: true },
      unsubscribed: { subscribed: false, unsubscribed_at: NOT_NULL },
      pending: { subscribed: false, unsubscribed_at: null },
    },
  },
  searchFields: ['email'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: { email: 'text', created_at: 'date', updated_at: 'date' },
  pageSize: 50,
  flagged: 'spam_reason',
};

export const NEWSLETTER_MESSAGES = {
  deleteConfirm:
    'Are you sure you want to delete this signup? It goes to the Trash, where it can be restored for {days} days.',
  deleteFailed: 'Failed to delete signup. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  restoreFailed: 'Failed to restore signup. Please try again.',
  alreadyUnsubscribed: 'This address is already unsubscribed.',
  notSuppressed: 'This address is not suppressed.',
  unsuppressFailed: 'Failed to take the address back. Please try again.',
} as const;

const id = z.uuid('Choose a newsletter signup.');

/**
 * Active → Unsubscribed (§4); also a signup still pending confirmation, which is cancelled (its
 * confirmation link stops working). Refused once unsubscribed.
 */
export const unsubscribeSignup = defineMutation({
  name: 'newsletter.unsubscribe',
  table: 'newsletter_signups',
  kind: 'update',
  args: z.object({ id }),
  guard: (row) =>
    row.subscribed === true || row.unsubscribed_at == null
      ? null
      : NEWSLETTER_MESSAGES.alreadyUnsubscribed,
  patch: (_a, ctx) => ({ subscribed: false, unsubscribed_at: ctx.now.toISOString() }),
  failureMessage: NEWSLETTER_MESSAGES.unsubscribeFailed,
});

/**
 * An address suppressed after its mail server refused the newsletter for good: taken back, it
 * gets the next issue, and its count of refusals starts again.
 */
export const unsuppressSignup = defineMutation({
  name: 'newsletter.unsuppress',
  table: 'newsletter_signups',
  kind: 'update',
  args: z.object({ id }),
  guard: (row) => (row.suppressed_at ? null : NEWSLETTER_MESSAGES.notSuppressed),
  patch: () => ({ suppressed_at: null, bounces: 0 }),
  failureMessage: NEWSLETTER_MESSAGES.unsuppressFailed,
});

/** Not spam after all: the row joins the list, its counts and the dashboard. */
export const restoreSignup = restoreMutation(
  'newsletter.restore',
  'newsletter_signups',
  id,
  NEWSLETTER_MESSAGES.restoreFailed,
);

/** Delete (to the trash), Restore, and Delete permanently. */
export const [deleteSignup, undeleteSignup, purgeSignup] = trashMutations(
  'newsletter',
  'newsletter_signups',
  id,
  NEWSLETTER_MESSAGES.deleteFailed,
);

export const NEWSLETTER_MUTATIONS = [
  unsubscribeSignup,
  unsuppressSignup,
  restoreSignup,
  deleteSignup,
  undeleteSignup,
  purgeSignup,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
