/**
 * Replying to a lead from the back office: the reply thread's row, the saved templates, and the
 * mutations that send a reply and keep templates. A reply is a change like any other: queued on
 * the device (offline too), sent by the server through the mail outbox, and shown on the lead's
 * thread with its delivery state.
 */
import { z } from 'zod';
import type { Lang } from '../constants.ts';
import type { SyncedTableName } from '../sync/tables.ts';
import { defineMutation, deleteMutation, type MutationDef } from './mutation.ts';

/** The lead screens a reply can be written from, by the table of their rows. */
export const REPLY_LEAD_TABLES = [
  'contact_submissions',
  'sales_enquiries',
  'partner_applications',
  'support_tickets',
] as const satisfies readonly SyncedTableName[];
export type ReplyLeadTable = (typeof REPLY_LEAD_TABLES)[number];

/** Where each lead table keeps the person's name and address (support names its customer). */
export const LEAD_CONTACT_FIELDS: Readonly<
  Record<ReplyLeadTable, { name: string; email: string }>
> = {
  contact_submissions: { name: 'name', email: 'email' },
  sales_enquiries: { name: 'name', email: 'email' },
  partner_applications: { name: 'name', email: 'email' },
  support_tickets: { name: 'customer_name', email: 'customer_email' },
};

export type ReplyDelivery = 'queued' | 'sent' | 'failed';

export interface LeadReplyRow extends Record<string, unknown> {
  id: string;
  lead_table: ReplyLeadTable;
  lead_id: string;
  /** Set by the server from the lead; absent on this device until the server has it. */
  to_address?: string;
  subject: string;
  body: string;
  language: Lang;
  sent_by: string;
  mail_id: string | null;
  delivery: ReplyDelivery;
  /** The mail server's answer to the last failed attempt. */
  delivery_error: string | null;
  delivered_at: string | null;
  created_at: string;
  updated_at: string;
  /** '0' while the reply is only on this device (not yet received by the server). */
  version: string;
  deleted_at: string | null;
}

export interface ReplyTemplateRow extends Record<string, unknown> {
  id: string;
  name: string;
  language: Lang;
  subject: string;
  body: string;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

export const REPLY_LIMITS = { subject: 300, body: 20_000, templateName: 100 } as const;

export const REPLY_MESSAGES = {
  sendFailed: 'Failed to send the reply. Please try again.',
  saveTemplateFailed: 'Failed to save the template. Please try again.',
  deleteTemplateFailed: 'Failed to delete the template. Please try again.',
  /** The lead was deleted (or purged) before the reply reached the server. */
  leadDeleted: 'This record was deleted by someone else, so the reply was not sent.',
} as const;

const subject = z
  .string('Enter a subject.')
  .trim()
  .min(1, 'Enter a subject.')
  .max(REPLY_LIMITS.subject, `Enter a subject of at most ${REPLY_LIMITS.subject} characters.`)
  .refine((s) => !/[\r\n]/.test(s), 'Write the subject on one line.');
const body = z
  .string('Write a message.')
  .trim()
  .min(1, 'Write a message.')
  .max(REPLY_LIMITS.body, `Write a message of at most ${REPLY_LIMITS.body} characters.`);
const language = z.enum(['en', 'et'], 'Choose the language of the reply.');

export const sendReply = defineMutation({
  name: 'lead.reply',
  table: 'lead_replies',
  kind: 'insert',
  args: z.object({
    id: z.uuid('Choose an id for the reply.'),
    leadTable: z.enum(REPLY_LEAD_TABLES, 'Choose the record to reply to.'),
    leadId: z.uuid('Choose the record to reply to.'),
    subject,
    body,
    language,
  }),
  // The address, the outbox row and the delivery state are the server's (admin/replies.ts).
  patch: (a, ctx) => ({
    lead_table: a.leadTable,
    lead_id: a.leadId,
    subject: a.subject,
    body: a.body,
    language: a.language,
    sent_by: ctx.actorEmail,
    mail_id: null,
    delivery: 'queued',
    delivery_error: null,
    delivered_at: null,
  }),
  failureMessage: REPLY_MESSAGES.sendFailed,
});

export const saveReplyTemplate = defineMutation({
  name: 'replyTemplate.save',
  table: 'reply_templates',
  kind: 'insert',
  args: z.object({
    id: z.uuid('Choose an id for the template.'),
    name: z
      .string('Name the template.')
      .trim()
      .min(1, 'Name the template.')
      .max(
        REPLY_LIMITS.templateName,
        `Enter a name of at most ${REPLY_LIMITS.templateName} characters.`,
      ),
    language,
    subject,
    body,
  }),
  patch: (a) => ({ name: a.name, language: a.language, subject: a.subject, body: a.body }),
  failureMessage: REPLY_MESSAGES.saveTemplateFailed,
});

export const deleteReplyTemplate = deleteMutation(
  'replyTemplate.delete',
  'reply_templates',
  z.uuid('Choose a template.'),
  REPLY_MESSAGES.deleteTemplateFailed,
);

export const REPLY_MUTATIONS = [
  sendReply,
  saveReplyTemplate,
  deleteReplyTemplate,
] as const satisfies readonly MutationDef<{ id: string } & Record<string, unknown>>[];

/** What a template's placeholders stand for, from the lead being answered. */
export interface ReplyPlaceholders {
  name: string;
  company: string;
  ticket: string;
}

/** The placeholders a template may use, as written in it. */
export const PLACEHOLDERS = ['{name}', '{company}', '{ticket}'] as const;

/**
 * A template's text with {name}, {company} and {ticket} filled in from the lead. A lead without
 * a company or ticket number fills in nothing there; any other brace is left as written.
 */
export function fillTemplate(text: string, values: ReplyPlaceholders): string {
  return text.replace(/\{(name|company|ticket)\}/g, (_m, key: keyof ReplyPlaceholders) =>
    values[key].trim(),
  );
}

/**
 * The reverse of fillTemplate, for saving a reply as a template: this lead's name, company and
 * ticket number, where they appear, become their placeholders again (the longest first, so a
 * company named after its founder stays the company).
 */
export function templateFrom(text: string, values: ReplyPlaceholders): string {
  const keys = (Object.keys(values) as (keyof ReplyPlaceholders)[])
    .filter((key) => values[key].trim().length > 1)
    .sort((a, b) => values[b].trim().length - values[a].trim().length);
  let out = text;
  for (const key of keys) out = out.split(values[key].trim()).join(`{${key}}`);
  return out;
}

/** The placeholder values of a lead row of `table`. */
export function placeholdersOf(
  table: ReplyLeadTable,
  row: Readonly<Record<string, unknown>>,
): ReplyPlaceholders {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    name: text(row[LEAD_CONTACT_FIELDS[table].name]),
    company: text(row.company),
    ticket: text(row.ticket_number),
  };
}
