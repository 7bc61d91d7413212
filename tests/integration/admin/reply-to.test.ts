/**
 * Replies to leads on a default install (no REPLY_TO, no NOTIFY_EMAIL): the customer's answer
 * must never go to the no-reply From address. A reply goes out with its writer's own address as
 * Reply-To, in the mail the SMTP server receives; a reply queued before Reply-To was chosen on
 * queueing gets the shared address when one is set by then, else its writer's; and the server
 * tells the back office which of the two applies (GET /api/admin/mail/status and the Mail list).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { enqueueMail } from '../../../server/mail/outbox.ts';
import { deliverDueMail } from '../../../server/mail/outbox-worker.ts';
import type { MailPage, MailStatus } from '../../../shared/admin/mail.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink.ts';
import {
  call,
  insertContact,
  mutation,
  push,
  type Session,
  signIn,
} from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let smtp: SmtpSink;
let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  admin = await signIn(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.mails.length = 0;
  await ctx.db.sql`delete from mail_outbox`;
});

async function replyTo(contact: string): Promise<string> {
  const id = randomUUID();
  const result = await push(ctx, admin.cookie, [
    mutation('lead.reply', {
      id,
      leadTable: 'contact_submissions',
      leadId: contact,
      subject: 'Your message to Lumen Legal',
      body: 'Dear Mari,\n\nThank you for getting in touch.',
      language: 'en',
    }),
  ]);
  expect(result.results[0]?.status).toBe('applied');
  return id;
}

function deliver(replyToAddress?: string) {
  return deliverDueMail({
    sql: ctx.db.sql,
    mailer: ctx.mailer,
    clock: ctx.clock,
    logger: silentLogger,
    ...(replyToAddress ? { replyTo: replyToAddress } : {}),
  });
}

/** The Reply-To header lines of the one mail the SMTP server received. */
function receivedReplyTo(): string[] {
  expect(smtp.mails).toHaveLength(1);
  return (smtp.mails[0]?.raw ?? '').split(/\r?\n/).filter((l) => /^reply-to:/i.test(l));
}

describe('a reply on a default install (no shared address)', () => {
  it('goes out with its writer’s own address as Reply-To', async () => {
    expect(ctx.config.replyTo).toBeUndefined();
    const contact = await insertContact(ctx, { email: 'mari.default@firma.ee' });
    await replyTo(contact);
    const [queued] = await ctx.db.sql<{ reply_to: string | null }[]>`
      select reply_to from mail_outbox where kind = 'lead.reply'`;
    expect(queued?.reply_to).toBe(admin.email);

    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mails[0]?.to).toEqual(['mari.default@firma.ee']);
    expect(receivedReplyTo()).toEqual([`Reply-To: ${admin.email}`]);
  });

  it('a reply queued without a Reply-To gets its writer’s address when it is sent', async () => {
    const contact = await insertContact(ctx);
    await replyTo(contact);
    // As queued before the Reply-To was chosen on queueing.
    await ctx.db.sql`update mail_outbox set reply_to = null where kind = 'lead.reply'`;
    await deliver();
    expect(receivedReplyTo()).toEqual([`Reply-To: ${admin.email}`]);
  });

  it('a reply queued without a Reply-To gets the shared address once one is set', async () => {
    const contact = await insertContact(ctx);
    await replyTo(contact);
    await ctx.db.sql`update mail_outbox set reply_to = null where kind = 'lead.reply'`;
    await deliver('team@lumen-legal.example');
    expect(receivedReplyTo()).toEqual(['Reply-To: team@lumen-legal.example']);
  });

  it('other mail queued without a Reply-To still goes without one', async () => {
    await enqueueMail(
      ctx.db.sql,
      { to: 'someone@firma.ee', subject: 'Welcome', text: 'Hello', kind: 'auth.codes_locked' },
      ctx.clock.now(),
    );
    await deliver('team@lumen-legal.example');
    expect(receivedReplyTo()).toEqual([]);
  });

  it('the back office is told that no shared address is set', async () => {
    const status = (await (
      await call(ctx, admin.cookie, 'GET', '/api/admin/mail/status')
    ).json()) as MailStatus;
    expect(status).toEqual({ enabled: true, replyTo: null });
    const page = (await (
      await call(ctx, admin.cookie, 'GET', '/api/admin/mail')
    ).json()) as MailPage;
    expect(page.replyTo).toBeNull();
  });
});

describe('with a shared address', () => {
  it('the status names it', async () => {
    const shared = await createTestApp({ NOTIFY_EMAIL: 'leads@lumen-legal.example' });
    try {
      const session = await signIn(shared);
      const res = await call(shared, session.cookie, 'GET', '/api/admin/mail/status');
      expect(await res.json()).toEqual({ enabled: false, replyTo: 'leads@lumen-legal.example' });
    } finally {
      await shared.close();
    }
  });
});
