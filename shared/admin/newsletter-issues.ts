/**
 * Issues of the newsletter (issue #48): the row, its save (a synced draft written offline, like
 * a post), the server's actions on it (send, schedule, pause, resume, cancel, test, withdraw from
 * the archive) and what the issue's screen reads (audience, report). Only the draft's text
 * changes through the sync push; the status changes only through /api/admin/newsletter-issues,
 * because sending expands the audience on the server.
 */
import { z } from 'zod';
import type { Lang } from '../constants.ts';
import { defineMutation, deleteMutation, type MutationDef, undoSave } from './mutation.ts';
import { optional, optionalTime } from './posts.ts';

export const ISSUE_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** What Estonian subscribers get while an issue has no Estonian text. */
export const UNTRANSLATED_CHOICES = ['english', 'hold'] as const;
export type UntranslatedChoice = (typeof UNTRANSLATED_CHOICES)[number];

export interface NewsletterIssueRow extends Record<string, unknown> {
  id: string;
  subject: string | null;
  subject_et: string | null;
  body: string | null;
  body_et: string | null;
  /** A blog post the issue is made from: its title, excerpt, picture and a link. */
  post_id: string | null;
  untranslated: UntranslatedChoice;
  status: IssueStatus;
  scheduled_at: string | null;
  started_at: string | null;
  sent_at: string | null;
  cancelled_at: string | null;
  sent_by: string | null;
  in_archive: boolean;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

/** Permanent refusals (5xx) across issues after which an address is suppressed. */
export const NEWSLETTER_SUPPRESS_AFTER = 3;

/** Unsubscribes counted in an issue's report: those within this many days of its send. */
export const REPORT_UNSUBSCRIBE_DAYS = 7;

export const ISSUE_MESSAGES = {
  saveFailed: 'Failed to save the issue. Please try again.',
  deleteFailed: 'Failed to delete the issue. Please try again.',
  notDraft: 'This issue has been sent or scheduled, so its text can no longer change.',
  notFound: 'Newsletter issue not found.',
  empty: 'Write a subject and a body, or choose a post, before sending.',
  held: 'This issue has no Estonian text and is held for Estonian subscribers: write the Estonian version, or choose to send them the English one.',
  postMissing: 'The post this issue is made from no longer exists.',
  notSendable: 'Only a draft or a scheduled issue can be sent.',
  notSchedulable: 'Only a draft can be scheduled.',
  scheduleInPast: 'Choose a time in the future.',
  notPausable: 'Only an issue being sent can be paused.',
  notResumable: 'Only a paused issue can be resumed.',
  notCancellable: 'This issue has been sent or cancelled already.',
  notSent: 'Only a sent issue can be withdrawn from the archive or put back.',
  noMail: 'No mail server is configured, so nothing can be sent.',
} as const;

const id = z.uuid('Choose a newsletter issue.');

/** A draft's fields: its text in each language, or a post; the choice for Estonian. */
export const issueArgs = z.object({
  id,
  subject: optional(300),
  subject_et: optional(300),
  body: optional(100_000),
  body_et: optional(100_000),
  post_id: z.uuid('Choose a post.').nullable(),
  untranslated: z.enum(UNTRANSLATED_CHOICES, 'Choose what Estonian subscribers get.'),
});
export type IssueArgs = z.infer<typeof issueArgs>;

const draftOnly = (row: Readonly<Record<string, unknown>>) =>
  row.status === 'draft' ? null : ISSUE_MESSAGES.notDraft;

const columns = ({ id: _id, ...fields }: IssueArgs) => fields;

export const NEWSLETTER_ISSUE_MUTATIONS = [
  defineMutation({
    name: 'newsletterIssue.create',
    table: 'newsletter_issues',
    kind: 'insert',
    args: issueArgs,
    patch: columns,
    failureMessage: ISSUE_MESSAGES.saveFailed,
  }),
  defineMutation({
    name: 'newsletterIssue.save',
    table: 'newsletter_issues',
    kind: 'update',
    args: issueArgs,
    guard: draftOnly,
    patch: columns,
    undo: undoSave('newsletterIssue.save'),
    failureMessage: ISSUE_MESSAGES.saveFailed,
  }),
  // A draft only: what was sent stays (its deliveries and report are the record of it).
  defineMutation({
    ...deleteMutation(
      'newsletterIssue.delete',
      'newsletter_issues',
      id,
      ISSUE_MESSAGES.deleteFailed,
    ),
    guard: draftOnly,
  }),
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];

/** POST /api/admin/newsletter-issues/:id/schedule */
export const scheduleSchema = z.object({
  at: optionalTime.pipe(z.string('Choose when to send it.')),
});

/** POST /api/admin/newsletter-issues/:id/archive */
export const archiveSchema = z.object({ inArchive: z.boolean() });

/** GET /api/admin/newsletter-issues/audience: who an issue would go to now, by language. */
export interface IssueAudience {
  en: number;
  et: number;
}

/** GET /api/admin/newsletter-issues/:id/report: from the deliveries table, no tracking. */
export interface IssueReport {
  status: IssueStatus;
  total: number;
  /** Not sent yet (waiting for their turn or in the outbox). */
  queued: number;
  sent: number;
  failed: { email: string; error: string | null }[];
  cancelled: number;
  /** Recipients suppressed after their permanent refusals. */
  suppressed: number;
  /** Recipients who unsubscribed within REPORT_UNSUBSCRIBE_DAYS of the send. */
  unsubscribed: number;
}

/** GET /api/admin/newsletter-issues/:id/preview?lang=en|et: the mail a subscriber gets. */
export interface IssuePreview {
  lang: Lang;
  subject: string;
  text: string;
  html: string;
}

export const previewQuerySchema = z.object({
  lang: z.enum(['en', 'et'], 'Choose English or Estonian.'),
});
