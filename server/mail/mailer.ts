import nodemailer from 'nodemailer';
import type { Lang } from '../../shared/constants.ts';
import type { DkimSettings } from '../config.ts';
import { htmlFromText } from './html.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe; names and values are ours, never visitor input. */
  headers?: Record<string, string>;
  /** Where replies go (an address checked with the shared rule), e.g. the lead a mail is about. */
  replyTo?: string;
  /** The language it is written in (English when not said). */
  lang?: Lang;
}

export interface MailerOptions {
  dkim?: DkimSettings | undefined;
  /** The site's address, in the footer of the HTML part. */
  origin?: string;
}

export interface Mailer {
  /** False when no SMTP server is configured; mail is then not sent. */
  readonly enabled: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The headers a DKIM signature covers: nodemailer's list (RFC 6376 §5.4) plus
 * List-Unsubscribe-Post, which one-click unsubscribe (RFC 8058 §4) requires signed with
 * List-Unsubscribe.
 */
export const DKIM_SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:' +
  'Content-Transfer-Encoding:Content-ID:Content-Description:Resent-Date:Resent-From:' +
  'Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References:List-Id:' +
  'List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:' +
  'List-Archive';

/**
 * The connection URL with pooling on (unless it says otherwise): a few SMTP connections kept
 * open and reused, so a newsletter's thousands of mails do not each open one.
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.href;
}

/**
 * Sends through SMTP_URL. Every mail goes as its text and, made from that text, an HTML part in
 * the company's colours (html.ts) unless the message brings its own.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  { dkim, origin = '' }: MailerOptions = {},
): Mailer {
  if (!smtpUrl) {
    return { enabled: false, send: async () => {}, close: () => {} };
  }
  const transport = nodemailer.createTransport(pooled(smtpUrl));
  const signing = dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {};
  return {
    enabled: true,
    async send(message) {
      // The address as one mailbox, never a string for nodemailer to parse into a list.
      const { replyTo, lang = 'en', ...rest } = message;
      await transport.sendMail({
        from,
        ...signing,
        ...rest,
        html: message.html ?? htmlFromText(message.text, lang, origin),
        to: { name: '', address: message.to },
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
