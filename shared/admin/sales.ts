/**
 * Sales Enquiries (/admin/sales; the back-office spec shows no screen, the data exists, §3): the
 * row, the list and the mutations. Status moves freely between new, contacted, qualified, won
 * and lost; the team keeps notes on an enquiry. The lead score is computed when the enquiry
 * arrives (shared/lead-score.ts), and the screen shows its parts.
 */
import { z } from 'zod';
import { COMPANY_SIZES, SALES_STATUSES } from '../constants.ts';
import type { LeadSourceColumns } from './lead-source.ts';
import type { ListDeclaration } from './list.ts';
import {
  defineMutation,
  type MutationDef,
  restoreMutation,
  trashMutations,
  undoSetting,
} from './mutation.ts';

export type SalesStatus = (typeof SALES_STATUSES)[number];
export type CompanySize = (typeof COMPANY_SIZES)[number];

export interface SalesEnquiryRow extends Record<string, unknown>, LeadSourceColumns {
  id: string;
  name: string;
  email: string;
  company: string;
  title: string | null;
  employees: CompanySize | null;
  phone: string | null;
  message: string | null;
  status: SalesStatus;
  /** 0–100, by the rule of shared/lead-score.ts when the enquiry arrived. */
  lead_score: number;
  /** The sales team's notes (migration 0009). */
  notes: string | null;
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

export const salesList: ListDeclaration<SalesEnquiryRow> = {
  table: 'sales_enquiries',
  filters: { status: SALES_STATUSES, employees: COMPANY_SIZES },
  searchFields: ['name', 'email', 'company', 'title', 'message', 'notes'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: {
    name: 'text',
    company: 'text',
    email: 'text',
    lead_score: 'number',
    status: { rank: SALES_STATUSES },
    created_at: 'date',
  },
  pageSize: 25,
  flagged: 'spam_reason',
};

/** The longest notes an enquiry keeps (the column's check, migration 0009). */
export const SALES_NOTES_MAX = 10_000;

export const SALES_MESSAGES = {
  statusFailed: 'Failed to update status. Please try again.',
  notesFailed: 'Failed to save notes. Please try again.',
  deleteFailed: 'Failed to delete enquiry. Please try again.',
  restoreFailed: 'Failed to restore enquiry. Please try again.',
  deleteConfirm:
    'Are you sure you want to delete this enquiry? It goes to the Trash, where it can be restored for {days} days.',
  notesTooLong: `Keep the notes to at most ${SALES_NOTES_MAX.toLocaleString('en-GB')} characters.`,
} as const;

const id = z.uuid('Choose a sales enquiry.');

export const setSalesStatus = defineMutation({
  name: 'sales.setStatus',
  table: 'sales_enquiries',
  kind: 'update',
  args: z.object({ id, status: z.enum(SALES_STATUSES, 'Choose a valid status.') }),
  patch: (a) => ({ status: a.status }),
  undo: undoSetting('sales.setStatus', 'status'),
  failureMessage: SALES_MESSAGES.statusFailed,
});

/** Replaces the notes; blank notes are stored as none. */
export const setSalesNotes = defineMutation({
  name: 'sales.setNotes',
  table: 'sales_enquiries',
  kind: 'update',
  args: z.object({
    id,
    notes: z
      .string('Enter the notes as text.')
      .max(SALES_NOTES_MAX, SALES_MESSAGES.notesTooLong)
      .nullable(),
  }),
  patch: (a) => ({ notes: a.notes?.trim() ? a.notes : null }),
  undo: undoSetting('sales.setNotes', 'notes'),
  failureMessage: SALES_MESSAGES.notesFailed,
});

/** Not spam after all: the row joins the list, its counts and the dashboard. */
export const restoreSalesEnquiry = restoreMutation(
  'sales.restore',
  'sales_enquiries',
  id,
  SALES_MESSAGES.restoreFailed,
);

/** Delete (to the trash), Restore, and Delete permanently. */
export const [deleteSalesEnquiry, undeleteSalesEnquiry, purgeSalesEnquiry] = trashMutations(
  'sales',
  'sales_enquiries',
  id,
  SALES_MESSAGES.deleteFailed,
);

export const SALES_MUTATIONS = [
  setSalesStatus,
  setSalesNotes,
  restoreSalesEnquiry,
  deleteSalesEnquiry,
  undeleteSalesEnquiry,
  purgeSalesEnquiry,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
