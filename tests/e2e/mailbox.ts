import { type ReceivedMail, startSmtpSink } from '../helpers/smtp-sink.ts';
import { test as accountsTest, expect } from './admin-accounts.ts';
import { scaled } from './timeouts.ts';

export interface Mailbox {
  port: number;
  messages: ReceivedMail[];
  /** Turns every message away with this answer (null: accepts again), as a server that is down. */
  refuse(answer: string | null): void;
}

/**
 * The accounts fixture with a real local SMTP server that keeps every message, and the worker's
 * server configured to send through it (password-reset mail).
 */
export const test = accountsTest.extend<object, { mailbox: Mailbox }>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const smtp = await startSmtpSink();
      await use({
        port: smtp.port,
        messages: smtp.mails,
        refuse: (answer) => {
          smtp.refusing = answer;
        },
      });
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ mailbox }, use) => use({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }),
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * The set-password link's path and query ('/partners/reset-password?token=…' or
 * '/admin/reset-password?token=…') from a quoted-printable mail body.
 */
export function resetLinkPath(raw: string): string | undefined {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^/\s]+((?:\/et)?\/(?:partners|admin)\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(
    body,
  )?.[1];
}

/**
 * The outbox worker sends what is due every MAIL_POLL_MS (200 ms in these tests, server.ts), so
 * a mail arrives a round (plus delivery) after the change that queued it; on a busy machine the
 * server itself may be slow to answer, hence the margin.
 */
export const MAIL_TIMEOUT = scaled(20_000);

/** The messages sent to `to` so far. */
export function mailsTo(mailbox: Mailbox, to: string): ReceivedMail[] {
  return mailbox.messages.filter((m) => m.to.includes(to));
}

/** Waits until exactly `count` messages (default 1) have reached `to`, and returns them. */
export async function waitForMail(
  mailbox: Mailbox,
  to: string,
  count = 1,
): Promise<ReceivedMail[]> {
  await expect.poll(() => mailsTo(mailbox, to).length, { timeout: MAIL_TIMEOUT }).toBe(count);
  return mailsTo(mailbox, to);
}
