import {
  type RecordScreen,
  recordDeepLink,
  recordPath,
} from '../../../shared/admin/record-links.ts';
import { truncateCodePoints } from '../../../shared/text.ts';
import type { Config } from '../../config.ts';
import type { OutboxMessage } from '../../mail/outbox.ts';

export interface NotificationContent {
  kind: string;
  subject: string;
  /** Label and value pairs; empty values are left out. */
  fields: [string, string | null | undefined][];
  /** Long free text (message, description), shown after the fields. */
  text?: string | null | undefined;
  /** Back-office screen, e.g. '/admin/contacts': the link when the lead has no `record`. */
  adminPath: string;
  /** The stored lead: the mail links to it (its detail open) and gives its desktop-app link. */
  record?: { screen: RecordScreen; id: string };
  /** The lead's address (validated by its form): staff answer the visitor by replying. */
  replyTo?: string;
}

/** mail_outbox.subject holds at most this many characters. */
export const MAX_SUBJECT = 200;

/** The staff notification of a new lead as a plain-text mail, or null when NOTIFY_EMAIL is unset. */
export function leadNotification(
  config: Config,
  content: NotificationContent,
  now: Date,
): OutboxMessage | null {
  if (!config.notifyEmail) return null;
  const lines = content.fields
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([label, value]) => `${label}: ${oneLine(value)}`);
  // Every line a visitor wrote is either made one line (the subject, the fields) or quoted with
  // "> " (the free text), so none can pass for a line of ours, such as the back-office link.
  const body = [
    oneLine(content.subject),
    `Received ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    '',
    ...lines,
    ...(content.text ? ['', ...quoted(content.text)] : []),
    '',
    ...(content.record
      ? [
          `Open in the back office: ${config.publicOrigin}${recordPath(content.record.screen, content.record.id)}`,
          `Open in the desktop app: ${recordDeepLink(content.record.screen, content.record.id)}`,
        ]
      : [`Open in the back office: ${config.publicOrigin}${content.adminPath}`]),
    '',
  ].join('\n');
  return {
    to: config.notifyEmail,
    // Cut between code points: half an emoji is not valid UTF-8 and the outbox refuses it.
    subject: truncateCodePoints(oneLine(content.subject), MAX_SUBJECT),
    text: body,
    kind: content.kind,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}

/** Free text as a mail quotes it: every line behind "> ". */
function quoted(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((line) => (line ? `> ${line}` : '>'));
}

// A header or label line must never carry a line break from visitor input.
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
