import { type ReceivedMail, startSmtpSink } from '../helpers/smtp-sink.ts';
import { test as accountsTest } from './admin-accounts.ts';

export interface Mailbox {
  port: number;
  messages: ReceivedMail[];
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
      await use({ port: smtp.port, messages: smtp.mails });
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ mailbox }, use) => use({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` }),
    { scope: 'worker' },
  ],
});

export { expect } from './admin-accounts.ts';

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
