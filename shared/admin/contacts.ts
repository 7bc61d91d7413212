/**
 * Contact Management (back-office §2, §4, §5, §7, §8): the row, the list and the mutations.
 */
import { z } from 'zod';
import { CONTACT_STATUSES, type ContactStatus, PRIORITIES, type Priority } from '../constants.ts';
import type { LeadSourceColumns } from './lead-source.ts';
import type { ListDeclaration } from './list.ts';
import {
  defineMutation,
  type MutationDef,
  restoreMutation,
  trashMutations,
  undoSetting,
} from './mutation.ts';

export interface ContactRow extends Record<string, unknown>, LeadSourceColumns {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string | null;
  message: string;
  form_type: string;
  priority: Priority;
  status: ContactStatus;
  assigned_to: string | null;
  response_sent: boolean;
  response_date: string | null;
  user_agent: string | null;
  referrer: string | null;
  language: 'en' | 'et';
  /** Suspected spam ('honeypot' | 'too_fast'); null for a real lead. Hidden from lists and counts. */
  spam_reason: string | null;
  spam_at: string | null;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

export const contactList: ListDeclaration<ContactRow> = {
  table: 'contact_submissions',
  filters: { status: CONTACT_STATUSES, priority: PRIORITIES },
  searchFields: ['name', 'email', 'company', 'message'],
  order: { field: 'created_at', direction: 'desc' },
  sortable: {
    name: 'text',
    email: 'text',
    company: 'text',
    subject: 'text',
    status: { rank: CONTACT_STATUSES },
    priority: { rank: PRIORITIES },
    created_at: 'date',
  },
  pageSize: 25,
  flagged: 'spam_reason',
};

export const CONTACT_MESSAGES = {
  statusFailed: 'Failed to update status. Please try again.',
  priorityFailed: 'Failed to update priority. Please try again.',
  assignFailed: 'Failed to update assignee. Please try again.',
  assigneeNotStaff:
    'This person cannot see contact submissions (no such staff account, the account is disabled, or its role does not allow it), so the submission was not assigned to them. Choose someone from the list.',
  respondedFailed: 'Failed to update response status. Please try again.',
  deleteFailed: 'Failed to delete submission. Please try again.',
  restoreFailed: 'Failed to restore submission. Please try again.',
  deleteConfirm:
    'Are you sure you want to delete this submission? It goes to the Trash, where it can be restored for {days} days.',
} as const;

const id = z.uuid('Choose a contact submission.');

export const setContactStatus = defineMutation({
  name: 'contact.setStatus',
  table: 'contact_submissions',
  kind: 'update',
  args: z.object({ id, status: z.enum(CONTACT_STATUSES, 'Choose a valid status.') }),
  patch: (a) => ({ status: a.status }),
  undo: undoSetting('contact.setStatus', 'status'),
  failureMessage: CONTACT_MESSAGES.statusFailed,
});

export const setContactPriority = defineMutation({
  name: 'contact.setPriority',
  table: 'contact_submissions',
  kind: 'update',
  args: z.object({ id, priority: z.enum(PRIORITIES, 'Choose a valid priority.') }),
  patch: (a) => ({ priority: a.priority }),
  undo: undoSetting('contact.setPriority', 'priority'),
  failureMessage: CONTACT_MESSAGES.priorityFailed,
});

export const assignContact = defineMutation({
  name: 'contact.assign',
  table: 'contact_submissions',
  kind: 'update',
  args: z.object({
    id,
    assignedTo: z
      .email('Enter the email address of the person to assign.')
      .max(320, 'Enter an email address of at most 320 characters.')
      .nullable(),
  }),
  patch: (a) => ({ assigned_to: a.assignedTo }),
  undo: undoSetting('contact.assign', 'assignedTo', 'assigned_to'),
  failureMessage: CONTACT_MESSAGES.assignFailed,
});

export const markContactResponded = defineMutation({
  name: 'contact.markResponded',
  table: 'contact_submissions',
  kind: 'update',
  args: z.object({ id }),
  patch: (_a, ctx) => ({ response_sent: true, response_date: ctx.now.toISOString() }),
  failureMessage: CONTACT_MESSAGES.respondedFailed,
});

/** Not spam after all: the row joins the list, its counts and the dashboard. */
export const restoreContact = restoreMutation(
  'contact.restore',
  'contact_submissions',
  id,
  CONTACT_MESSAGES.restoreFailed,
);

/** Delete (to the trash), Restore, and Delete permanently. */
export const [deleteContact, undeleteContact, purgeContact] = trashMutations(
  'contact',
  'contact_submissions',
  id,
  CONTACT_MESSAGES.deleteFailed,
);

export const CONTACT_MUTATIONS = [
  setContactStatus,
  setContactPriority,
  assignContact,
  markContactResponded,
  restoreContact,
  deleteContact,
  undeleteContact,
  purgeContact,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];
