import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import { deliverDueMail } from '../../server/mail/outbox-worker.ts';
import { inviteUser } from '../../server/services/invitations.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.ts';
import { createAccount, PARTNER, post } from './auth-fixtures.ts';

// Password hashing is deliberately slow (scrypt, about 0.2 s a hash on an idle core) and these
// tests hash many times; on a busy machine the default 30 s per test is too tight.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let smtp: SmtpSink;
let received: ReceivedMail[];
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.mails;
  const { port } = smtp;
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_ORIGIN: 'https://lumen.example',
  });
  await createAccount(ctx, PARTNER, 'partner');
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

it('sends the reset link through the mail outbox to a real SMTP server', async () => {
  const res = await post(
    ctx,
    '/api/auth/password-reset',
    { email: PARTNER.email },
    { origin: 'https://lumen.example' },
  );
  expect(res.status).toBe(200);
  await ctx.background.idle();
  const round = await deliverDueMail({
    sql: ctx.db.sql,
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: silentLogger,
  });
  expect(round).toEqual({ sent: 1, failed: 0 });
  expect(received).toHaveLength(1);
  const mail = received[0];
  expect(mail?.to).toEqual([PARTNER.email]);
  expect(mail?.raw).toContain('Subject: Reset your Lumen Legal password');
  // Quoted-printable may wrap long lines with a soft break ("=\r\n").
  const body = mail?.raw.replace(/=\r?\n/g, '') ?? '';
  // "=" is written =3D in quoted-printable.
  const token =
    /https:\/\/lumen\.example\/partners\/reset-password\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(
      body,
    )?.[1];
  expect(token).toBeTruthy();
  // Once sent, the stored mail no longer holds the working link.
  const stored = await ctx.db.sql<{ text_body: string; html_body: string | null }[]>`
    select text_body, html_body from mail_outbox where kind = 'auth.password_reset'`;
  expect(stored).toHaveLength(1);
  expect(stored[0]?.text_body).not.toContain(String(token));
  expect(stored[0]?.text_body).not.toContain('reset-password?token=');
  expect(stored[0]?.html_body ?? '').not.toContain(String(token));
  const confirm = await post(
    ctx,
    '/api/auth/password-reset/confirm',
    { token, password: 'Tundra-Pelican-Marble-28' },
    { origin: 'https://lumen.example' },
  );
  expect(confirm.status).toBe(200);
});

it('sends an invitation over SMTP and keeps no working link once it is sent', async () => {
  received.length = 0;
  await ctx.db.sql.begin((tx) =>
    inviteUser(
      tx,
      { email: 'invited.partner@acme.example', role: 'partner' },
      {
        now: ctx.clock.now(),
        publicOrigin: 'https://lumen.example',
        actor: { id: null, email: null },
      },
    ),
  );
  const round = await deliverDueMail({
    sql: ctx.db.sql,
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: silentLogger,
  });
  expect(round).toEqual({ sent: 1, failed: 0 });
  const body = received[0]?.raw.replace(/=\r?\n/g, '') ?? '';
  expect(received[0]?.raw).toContain('Subject: Your Lumen Legal partner account');
  expect(body).toMatch(/https:\/\/lumen\.example\/partners\/reset-password\?token=/);
  const [stored] = await ctx.db.sql<{ text_body: string }[]>`
    select text_body from mail_outbox where kind = 'auth.invitation'`;
  expect(stored?.text_body).not.toContain('reset-password?token=');
});
