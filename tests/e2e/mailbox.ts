import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { test as accountsTest } from './admin-accounts.ts';

export interface Mailbox {
  port: number;
  messages: { to: string[]; raw: string }[];
}

/**
 * The accounts fixture with a real local SMTP server that keeps every message, and the worker's
 * server configured to send through it (password-reset mail).
 */
export const test = accountsTest.extend<object, { mailbox: Mailbox }>({
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires an object pattern here.
    async ({}, use) => {
      const messages: Mailbox['messages'] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      await use({ port: (smtp.server.address() as AddressInfo).port, messages });
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
