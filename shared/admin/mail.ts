/**
 * The back office's Mail screen (GET /api/admin/mail): the outbox as both sides read it, the
 * query one schema validates, and which kinds of mail an admin may read.
 */
import { z } from 'zod';

export const MAIL_PAGE_SIZE = 25;
export const MAIL_PAGE_SIZE_MAX = 100;

export const mailQuerySchema = z.object({
  page: z.coerce
    .number('Enter a page number from 1.')
    .int('Enter a page number from 1.')
    .min(1, 'Enter a page number from 1.')
    .max(999_999, 'Enter a page number from 1.')
    .default(1),
  pageSize: z.coerce
    .number(`Enter a page size from 1 to ${MAIL_PAGE_SIZE_MAX}.`)
    .int(`Enter a page size from 1 to ${MAIL_PAGE_SIZE_MAX}.`)
    .min(1, `Enter a page size from 1 to ${MAIL_PAGE_SIZE_MAX}.`)
    .max(MAIL_PAGE_SIZE_MAX, `Enter a page size from 1 to ${MAIL_PAGE_SIZE_MAX}.`)
    .default(MAIL_PAGE_SIZE),
});

/**
 * Where a message stands. `not_delivered`: no mail server is configured (no SMTP_URL), so
 * nothing is sent at all; the other three only exist with one.
 */
export const MAIL_STATES = ['not_delivered', 'queued', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Why a body is not shown; each has its own sentence on the screen. */
export type MailHiddenReason = 'sign_in_link' | 'recipient_link';

/**
 * Whose eyes a kind of mail is for. A body is shown only for kinds listed as `shown`: every
 * other kind, including one added later and forgotten here, is hidden, because the usual reason
 * for a new kind is a new single-use link.
 *
 * - auth.password_reset, auth.account_unlock, auth.invitation: a link that signs in as, or sets
 *   the password of, the recipient. An admin who read it could take over that account.
 * - auth.codes_locked: a warning to the owner that wrong second-factor codes followed their right
 *   password; it carries no link.
 * - newsletter.confirm: the confirm and unsubscribe links. Reading it would let an admin give
 *   (or withdraw) a person's consent in their name.
 * - support.csat: the customer's link to rate their ticket; reading it would let staff rate
 *   their own work in the customer's name.
 * - lead.*: notifications to our own staff of a new lead whose record admins see anyway, and
 *   replies staff wrote to a lead (its thread shows them to every admin anyway).
 */
export const MAIL_BODY_POLICY: Readonly<Record<string, 'shown' | MailHiddenReason>> = {
  'auth.password_reset': 'sign_in_link',
  'auth.account_unlock': 'sign_in_link',
  'auth.codes_locked': 'shown',
  'auth.invitation': 'sign_in_link',
  'newsletter.confirm': 'recipient_link',
  'support.csat': 'recipient_link',
  'lead.contact': 'shown',
  'lead.sales': 'shown',
  'lead.partner': 'shown',
  'lead.support': 'shown',
  'lead.newsletter': 'shown',
  'lead.reply': 'shown',
};

/** null when an admin may read the body of this kind; else why not. */
export function hiddenReason(kind: string): MailHiddenReason | null {
  const policy = Object.hasOwn(MAIL_BODY_POLICY, kind) ? MAIL_BODY_POLICY[kind] : undefined;
  if (policy === 'shown') return null;
  if (policy) return policy;
  return kind.startsWith('auth.') ? 'sign_in_link' : 'recipient_link';
}

/** One message of the list (no body: that is read when the message is opened). */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  state: MailState;
  createdAt: string;
  sentAt: string | null;
  /** Send attempts so far (a failed one counts). */
  attempts: number;
  /** When the worker tries next (unsent mail with a mail server only). */
  nextAttemptAt: string | null;
  /** The mail server's answer to the last failed attempt. */
  lastError: string | null;
}

export interface MailDetail extends MailSummary {
  /** The text part; null when hidden. */
  body: string | null;
  hidden: MailHiddenReason | null;
  /**
   * Whether Resend applies: a failed message, or one not delivered because mail is off (it is
   * then due at once, and goes out as soon as a mail server is configured).
   */
  resendable: boolean;
}

export interface MailPage {
  items: MailSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Whether a mail server is configured (SMTP_URL); without one nothing is sent. */
  mailEnabled: boolean;
  /** The team's shared address for answers to replies (REPLY_TO, else NOTIFY_EMAIL), or null. */
  replyTo: string | null;
}

export interface MailStatus {
  enabled: boolean;
  /**
   * The team's shared address, the Reply-To of replies to leads; null when none is set, and a
   * reply's Reply-To is then its writer's own address.
   */
  replyTo: string | null;
}
