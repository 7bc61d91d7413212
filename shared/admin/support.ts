/**
 * Support Management (back-office §2, §4, §5, §8, §9): the row, the list and the mutations.
 */
import { z } from 'zod';
import {
  PRIORITIES,
  type Priority,
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type SupportCategory,
  type SupportStatus,
} from '../constants.ts';
import type { LeadSourceColumns } from './lead-source.ts';
import type { ListDeclaration } from './list.ts';
import {
  defineMutation,
  type MutationContext,
  type MutationDef,
  restoreMutation,
  trashMutations,
  undoSetting,
} from './mutation.ts';

export interface SupportTicketRow extends Record<string, unknown>, LeadSourceColumns {
  id: string;
  ticket_number: string;
  customer_name: string;
  customer_email: string;
  company: string | null;
  subject: string;
  description: string;
  status: SupportStatus;
  priority: Priority;
  category: SupportCategory;
  resolution: string | null;
  /** 1 to 5, given by the customer through the satisfaction link mailed on resolving. */
  customer_satisfaction: number | null;
  /** When staff first acted on the ticket (status change or resolution); set once. */
  first_response_at: string | null;
  resolved_at: string | null;
  assigned_to: string | null;
  user_agent: string | null;
  language: 'en' | 'et';
  /** Suspected spam ('honeypot' | 'too_fast'); null for a real ticket. Hidden from lists and counts. */
  spam_reason: string | null;
  spam_at: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

export const supportList: ListDeclaration<SupportTicketRow> = {
  table: 'support_tickets',
  filters: { status: SUPPORT_STATUSES, priority: PRIORITIES, category: SUPPORT_CATEGORIES },
  searchFields: ['customer_name', 'customer_email', 'subject', 'description', 'ticket_number'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: { status: { rank: SUPPORT_STATUSES }, priority: { rank: PRIORITIES } },
  pageSize: 25,
  flagged: 'spam_reason',
};

/** The statuses while which a resolution can be added (back-office §4). */
export const RESOLUTION_STATUSES: readonly SupportStatus[] = ['open', 'in_progress'];

export function canAddResolution(row: Pick<SupportTicketRow, 'status'>): boolean {
  return RESOLUTION_STATUSES.includes(row.status);
}

export const SUPPORT_MESSAGES = {
  statusFailed: 'Failed to update status. Please try again.',
  resolutionRequired: 'Please enter a resolution',
  resolutionTooLong: 'Enter a resolution of at most 10,000 characters.',
  resolutionFailed: 'Failed to add resolution. Please try again.',
  deleteFailed: 'Failed to delete ticket. Please try again.',
  restoreFailed: 'Failed to restore ticket. Please try again.',
  deleteConfirm:
    'Are you sure you want to delete this ticket? It goes to the Trash, where it can be restored for {days} days.',
} as const;

export const RESOLUTION_MAX = 10_000;

/**
 * The Avg. Rating card (back-office §9): the mean satisfaction of the rated tickets, rounded to
 * one decimal, or null ("N/A") when none is rated. Suspected spam and deleted tickets do not
 * count, as in the server's figure.
 */
export function averageRating(
  rows: readonly Pick<SupportTicketRow, 'customer_satisfaction' | 'spam_reason' | 'deleted_at'>[],
): number | null {
  let sum = 0;
  let n = 0;
  for (const row of rows) {
    if (row.spam_reason != null || row.deleted_at != null) continue;
    if (typeof row.customer_satisfaction !== 'number') continue;
    sum += row.customer_satisfaction;
    n++;
  }
  return n === 0 ? null : Math.round((sum / n) * 10) / 10;
}

const id = z.uuid('Choose a support ticket.');

/**
 * first_response_at on the first staff action, once: the row the change applies to decides (the
 * server's row is the authority; the browser's guess is replaced by the server's answer).
 */
function firstResponse(ctx: MutationContext): Record<string, unknown> {
  const current = ctx.row?.first_response_at;
  return ctx.row && (current === null || current === undefined)
    ? { first_response_at: ctx.now.toISOString() }
    : {};
}

export const setSupportStatus = defineMutation({
  name: 'support.setStatus',
  table: 'support_tickets',
  kind: 'update',
  args: z.object({ id, status: z.enum(SUPPORT_STATUSES, 'Choose a valid status.') }),
  patch: (a, ctx) => {
    // Choosing the status it already has is no action: nothing stamped.
    if (ctx.row?.status === a.status) return { status: a.status };
    return {
      status: a.status,
      ...(a.status === 'resolved' ? { resolved_at: ctx.now.toISOString() } : {}),
      ...firstResponse(ctx),
    };
  },
  // Resolving mails the customer a satisfaction link, which no undo can take back.
  undo: (a, before) =>
    a.status === 'resolved' && before.status !== 'resolved'
      ? null
      : undoSetting('support.setStatus', 'status')(a, before),
  failureMessage: SUPPORT_MESSAGES.statusFailed,
});

export const addSupportResolution = defineMutation({
  name: 'support.addResolution',
  table: 'support_tickets',
  kind: 'update',
  args: z.object({
    id,
    resolution: z
      .string(SUPPORT_MESSAGES.resolutionRequired)
      .trim()
      .min(1, SUPPORT_MESSAGES.resolutionRequired)
      .max(RESOLUTION_MAX, SUPPORT_MESSAGES.resolutionTooLong),
  }),
  patch: (a, ctx) => ({ resolution: a.resolution, ...firstResponse(ctx) }),
  failureMessage: SUPPORT_MESSAGES.resolutionFailed,
});

/** Not spam after all: the row joins the list, its counts and the dashboard. */
export const restoreSupportTicket = restoreMutation(
  'support.restore',
  'support_tickets',
  id,
  SUPPORT_MESSAGES.restoreFailed,
);

/** Delete (to the trash), Restore, and Delete permanently. */
export const [deleteSupportTicket, undeleteSupportTicket, purgeSupportTicket] = trashMutations(
  'support',
  'support_tickets',
  id,
  SUPPORT_MESSAGES.deleteFailed,
);

export const SUPPORT_MUTATIONS = [
  setSupportStatus,
  addSupportResolution,
  restoreSupportTicket,
  deleteSupportTicket,
  undeleteSupportTicket,
  purgeSupportTicket,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
