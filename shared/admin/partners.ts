/**
 * Partner Applications (back-office §2, §4, §5, §7, §8): the row, the list and the mutations.
 * The review is a state machine: Start Review only from pending, Approve and Reject from pending
 * or under_review; approved and rejected are final. Every review change stamps reviewed_at,
 * records the reviewer (the admin's email, else "Admin") and the notes given with it.
 */
import { z } from 'zod';
import { PARTNER_APPLICATION_STATUSES, PARTNER_TYPES, type PartnerType } from '../constants.ts';
import type { LeadSourceColumns } from './lead-source.ts';
import type { ListDeclaration } from './list.ts';
import {
  defineMutation,
  type MutationContext,
  type MutationDef,
  restoreMutation,
  trashMutations,
} from './mutation.ts';

export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export interface PartnerApplicationRow extends Record<string, unknown>, LeadSourceColumns {
  id: string;
  name: string;
  email: string;
  company: string;
  partner_type: PartnerType;
  message: string;
  status: PartnerApplicationStatus;
  /** The note of the latest review change (null when it had none). */
  review_notes: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  /** Every review change, oldest first (absent on a copy pulled before it existed). */
  review_history?: ReviewEntry[];
  /** When the partner's sign-in account was made for this application (partner.createAccount). */
  account_created_at: string | null;
  user_agent: string | null;
  language: 'en' | 'et';
  /** Suspected spam ('honeypot' | 'too_fast'); null for a real lead. Hidden from lists and counts. */
  spam_reason: string | null;
  spam_at: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

/** One review change: when, by whom, the status it set, and the note typed with it. */
export interface ReviewEntry {
  at: string;
  by: string | null;
  status: PartnerApplicationStatus;
  note: string | null;
}

export const partnerList: ListDeclaration<PartnerApplicationRow> = {
  table: 'partner_applications',
  filters: { status: PARTNER_APPLICATION_STATUSES, partner_type: PARTNER_TYPES },
  searchFields: ['name', 'email', 'company', 'message'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: {
    name: 'text',
    email: 'text',
    company: 'text',
    status: { rank: PARTNER_APPLICATION_STATUSES },
    created_at: 'date',
  },
  pageSize: 25,
  flagged: 'spam_reason',
};

/** The reviewer recorded when the admin's email is unknown (back-office §6). */
export const FALLBACK_REVIEWER = 'Admin';

export const PARTNER_MESSAGES = {
  reviewFailed: 'Failed to update status. Please try again.',
  deleteFailed: 'Failed to delete application. Please try again.',
  restoreFailed: 'Failed to restore application. Please try again.',
  accountFailed: 'Failed to create the sign-in account. Please try again.',
  deleteConfirm:
    'Are you sure you want to delete this application? It goes to the Trash, where it can be restored for {days} days.',
  startReviewNotAllowed: 'Start Review is only possible while the application is pending.',
  decisionNotAllowed: 'This application was already approved or rejected; that decision is final.',
  accountNotApproved: 'A sign-in account can only be created for an approved application.',
  accountExists: 'This application already has a sign-in account.',
} as const;

const id = z.uuid('Choose a partner application.');
const notes = z
  .string('Enter the review notes as text.')
  .trim()
  .max(10_000, 'Keep the review notes to 10,000 characters or fewer.')
  .optional();

/**
 * The columns a review change sets: the status, when and by whom, the note typed with it (none
 * when left blank, so an earlier note never reads as this decision's reason), and one more
 * entry in the review's dated history, where every earlier note stays.
 */
function review(status: PartnerApplicationStatus) {
  return (a: { id: string; notes?: string | undefined }, ctx: MutationContext) => {
    const at = ctx.now.toISOString();
    const by = ctx.actorEmail.trim() || FALLBACK_REVIEWER;
    const note = a.notes ? a.notes : null;
    const before = Array.isArray(ctx.row?.review_history) ? ctx.row.review_history : [];
    const entry: ReviewEntry = { at, by, status, note };
    return {
      status,
      reviewed_at: at,
      reviewed_by: by,
      review_notes: note,
      review_history: [...(before as ReviewEntry[]), entry],
    };
  };
}

/** Start Review is offered only from pending; Approve and Reject until a decision is made. */
export function canStartReview(status: unknown): boolean {
  return status === 'pending';
}
export function canDecide(status: unknown): boolean {
  return status === 'pending' || status === 'under_review';
}

export const startPartnerReview = defineMutation({
  name: 'partner.startReview',
  table: 'partner_applications',
  kind: 'update',
  args: z.object({ id, notes }),
  patch: review('under_review'),
  guard: (row) => (canStartReview(row.status) ? null : PARTNER_MESSAGES.startReviewNotAllowed),
  failureMessage: PARTNER_MESSAGES.reviewFailed,
});

export const approvePartner = defineMutation({
  name: 'partner.approve',
  table: 'partner_applications',
  kind: 'update',
  args: z.object({ id, notes }),
  patch: review('approved'),
  guard: (row) => (canDecide(row.status) ? null : PARTNER_MESSAGES.decisionNotAllowed),
  failureMessage: PARTNER_MESSAGES.reviewFailed,
});

export const rejectPartner = defineMutation({
  name: 'partner.reject',
  table: 'partner_applications',
  kind: 'update',
  args: z.object({ id, notes }),
  patch: review('rejected'),
  guard: (row) => (canDecide(row.status) ? null : PARTNER_MESSAGES.decisionNotAllowed),
  failureMessage: PARTNER_MESSAGES.reviewFailed,
});

/**
 * Makes the partner's sign-in account for this application (linked by its id) and mails a
 * set-password link. The column patch marks the offer taken up; the server does the rest in the
 * same transaction (server/services/admin/partner-account-effect.ts). Once per application.
 */
export const createPartnerAccount = defineMutation({
  name: 'partner.createAccount',
  table: 'partner_applications',
  kind: 'update',
  args: z.object({ id }),
  patch: (_a, ctx) => ({ account_created_at: ctx.now.toISOString() }),
  guard: (row) => {
    if (row.account_created_at !== null && row.account_created_at !== undefined)
      return PARTNER_MESSAGES.accountExists;
    return row.status === 'approved' ? null : PARTNER_MESSAGES.accountNotApproved;
  },
  failureMessage: PARTNER_MESSAGES.accountFailed,
});

/** Not spam after all: the row joins the list, its counts and the dashboard. */
export const restorePartner = restoreMutation(
  'partner.restore',
  'partner_applications',
  id,
  PARTNER_MESSAGES.restoreFailed,
);

/** Delete (to the trash), Restore, and Delete permanently. */
export const [deletePartner, undeletePartner, purgePartner] = trashMutations(
  'partner',
  'partner_applications',
  id,
  PARTNER_MESSAGES.deleteFailed,
);

export const PARTNER_MUTATIONS = [
  startPartnerReview,
  approvePartner,
  rejectPartner,
  createPartnerAccount,
  restorePartner,
  deletePartner,
  undeletePartner,
  purgePartner,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
