import nodemailer from 'nodemailer';
import type { DkimSettings } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe; names and values are ours, never visitor input. */
  headers?: Record<string, string>;
  /** Where replies go (an address checked with the shared rule), e.g. the lead a mail is about. */
  replyTo?: string;
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

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  dkim?: DkimSettings,
): Mailer {
  if (!smtpUrl) {
    return { enabled: false, send: async () => {}, close: () => {} };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const signing = dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {};
  return {
    enabled: true,
    async send(message) {
      // The address as one mailbox, never a string for nodemailer to parse into a list.
      const { replyTo, ...rest } = message;
      await transport.sendMail({
        from,
        ...signing,
        ...rest,
        to: { name: '', address: message.to },
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
