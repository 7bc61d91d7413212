import nodemailer from 'nodemailer';

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

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return { enabled: false, send: async () => {}, close: () => {} };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(message) {
      // The address as one mailbox, never a string for nodemailer to parse into a list.
      const { replyTo, ...rest } = message;
      await transport.sendMail({
        from,
        ...rest,
        to: { name: '', address: message.to },
        ...(replyTo ? { replyTo: { name: '', address: replyTo } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
