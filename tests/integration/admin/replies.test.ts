/**
 * Replying to a lead (issue #25, part 4) through the one mutation path: the reply is queued in
 * the mail outbox to the lead's address with the team's Reply-To, recorded on the lead's thread
 * with its delivery state (which follows the outbox row as the worker sends or fails), and is
 * audited. The lead counts as answered (a contact's Response Sent, a ticket's first response)
 * only once the mail is sent, at the time of sending: a reply queued, undelivered or failed
 * leaves it unanswered. A reply to a deleted lead is refused, and a resent reply is sent once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { createMailer, type Mailer } from '../../../server/mail/mailer.ts';
import { deliverDueMail } from '../../../server/mail/outbox-worker.ts';
import { REPLY_MESSAGES } from '../../../shared/admin/replies.ts';
import type { PushResponse } from '../../../shared/sync/protocol.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import { type SmtpSink, startSmtpSink } from '../../helpers/smtp-sink.ts';
import {
  changeAudit,
  insertContact,
  mutation,
  pullAll,
  push,
  type Session,
  signIn,
} from '../../helpers/sync-api.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const TEAM = 'team@lumen-legal.example';

let smtp: SmtpSink;
let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, REPLY_TO: TEAM });
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

function reply(leadTable: string, leadId: string, over: Record<string, unknown> = {}) {
  return mutation('lead.reply', {
    id: randomUUID(),
    leadTable,
    leadId,
    subject: 'Your message to Lumen Legal',
    body: 'Dear Mari,\n\nThank you for getting in touch.',
    language: 'en',
    ...over,
  });
}

function deliver(mailer: Mailer = ctx.mailer) {
  return deliverDueMail({ sql: ctx.db.sql, mailer, clock: ctx.clock, logger: silentLogger });
}

function only(res: PushResponse) {
  expect(res.results).toHaveLength(1);
  return res.results[0];
}

async function replyRow(id: string) {
  const [row] = await ctx.db.sql<Record<string, unknown>[]>`
    select to_address, delivery, delivery_error, delivered_at, sent_by, mail_id, version::text
    from lead_replies where id = ${id}`;
  return row;
}

async function contactState(id: string) {
  const [row] = await ctx.db.sql<{ response_sent: boolean; response_date: Date | null }[]>`
    select response_sent, response_date from contact_submissions where id = ${id}`;
  return {
    response_sent: row?.response_sent,
    response_date: row?.response_date?.toISOString() ?? null,
  };
}

async function firstResponse(ticket: string): Promise<string | null> {
  const [row] = await ctx.db.sql<{ first_response_at: Date | null }[]>`
    select first_response_at from support_tickets where id = ${ticket}`;
  return row?.first_response_at?.toISOString() ?? null;
}

async function insertTicket(): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into support_tickets (customer_name, customer_email, subject, description)
    values ('Jaan Tamm', 'jaan@firma.ee', 'Cannot sign in', 'The sign-in page hangs.')
    returning id`;
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('lead.reply', () => {
  it('queues the mail to the lead with the team Reply-To, follows delivery, and marks the contact answered when it is sent', async () => {
    const contact = await insertContact(ctx, { email: 'mari.reply@firma.ee' });
    const m = reply('contact_submissions', contact);
    const id = (m.args as { id: string }).id;
    const result = only(await push(ctx, admin.cookie, [m]));
    expect(result).toMatchObject({
      status: 'applied',
      table: 'lead_replies',
      row: {
        id,
        lead_id: contact,
        to_address: 'mari.reply@firma.ee',
        sent_by: admin.email,
        delivery: 'queued',
      },
    });

    const [queued] = await ctx.db.sql<Record<string, unknown>[]>`
      select id, to_address, subject, text_body, kind, reply_to, lang from mail_outbox`;
    expect(queued).toMatchObject({
      to_address: 'mari.reply@firma.ee',
      subject: 'Your message to Lumen Legal',
      text_body: 'Dear Mari,\n\nThank you for getting in touch.',
      kind: 'lead.reply',
      reply_to: TEAM,
      lang: 'en',
    });
    expect((await replyRow(id))?.mail_id).toBe(queued?.id);

    // Queued is not answered: the contact is as it was, and only the reply is audited.
    expect(await contactState(contact)).toEqual({ response_sent: false, response_date: null });
    const { cursor } = await pullAll(ctx, admin.cookie);
    const audited = async () =>
      (await changeAudit(ctx))
        .filter((a) => a.entity_id === id || a.entity_id === contact)
        .map((a) => [a.action, a.entity]);
    expect(await audited()).toEqual([['lead.reply', 'lead_replies']]);

    const queuedVersion = (await replyRow(id))?.version;
    ctx.clock.advance(5_000);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    // Sent: answered at the time of sending, pulled like any change, audited as the reply's.
    const sentAt = ctx.clock.now().toISOString();
    expect(await contactState(contact)).toEqual({ response_sent: true, response_date: sentAt });
    const { changes } = await pullAll(ctx, admin.cookie, cursor);
    expect(changes.find((c) => c.table === 'contact_submissions')?.row).toMatchObject({
      id: contact,
      response_sent: true,
      response_date: sentAt,
    });
    expect(await audited()).toEqual([
      ['lead.reply', 'lead_replies'],
      ['lead.reply', 'contact_submissions'],
    ]);
    const [answered] = (await changeAudit(ctx, contact)).filter((a) => a.action === 'lead.reply');
    expect(answered?.details).toMatchObject({
      replyId: id,
      mailId: queued?.id,
      before: { response_sent: false, response_date: null },
      after: { response_sent: true, response_date: sentAt },
    });
    expect(smtp.mails).toHaveLength(1);
    const raw = smtp.mails[0]?.raw ?? '';
    expect(smtp.mails[0]?.to).toEqual(['mari.reply@firma.ee']);
    expect(raw).toMatch(/^Reply-To: team@lumen-legal\.example\r?$/m);
    expect(raw).toContain('Subject: Your message to Lumen Legal');
    const sent = await replyRow(id);
    expect(sent).toMatchObject({ delivery: 'sent', delivery_error: null });
    expect(sent?.delivered_at).toEqual(ctx.clock.now());
    // A new version, so every device's thread reads "Sent".
    expect(BigInt(String(sent?.version))).toBeGreaterThan(BigInt(String(queuedVersion)));
  });

  it('records a failed delivery with the mail server’s answer, and queued again on Resend', async () => {
    const contact = await insertContact(ctx);
    const m = reply('contact_submissions', contact);
    const id = (m.args as { id: string }).id;
    await push(ctx, admin.cookie, [m]);
    const refused = createMailer('smtp://127.0.0.1:1', ctx.config.mailFrom);
    try {
      expect(await deliver(refused)).toEqual({ sent: 0, failed: 1 });
    } finally {
      refused.close();
    }
    const failed = await replyRow(id);
    expect(failed?.delivery).toBe('failed');
    expect(String(failed?.delivery_error)).toMatch(/ECONNREFUSED|connect/i);
    // A reply that did not go does not answer the contact.
    expect(await contactState(contact)).toEqual({ response_sent: false, response_date: null });

    await ctx.db.sql`update mail_outbox set last_error = null, next_attempt_at = now()
      where id = ${String(failed?.mail_id)}`;
    expect((await replyRow(id))?.delivery).toBe('queued');
  });

  it('sets a support ticket’s first response when the first reply is sent, so its clock runs until then', async () => {
    const ticket = await insertTicket();
    only(await push(ctx, admin.cookie, [reply('support_tickets', ticket)]));
    ctx.clock.advance(60_000);
    only(await push(ctx, admin.cookie, [reply('support_tickets', ticket, { language: 'et' })]));
    // Queued, then refused by a mail server that is down: the clock keeps running.
    expect(await firstResponse(ticket)).toBeNull();
    const refused = createMailer('smtp://127.0.0.1:1', ctx.config.mailFrom);
    try {
      expect(await deliver(refused)).toEqual({ sent: 0, failed: 2 });
    } finally {
      refused.close();
    }
    expect(await firstResponse(ticket)).toBeNull();
    // Sent: the first response is the time of sending, set once for both replies.
    ctx.clock.advance(60_000);
    await ctx.db.sql`update mail_outbox set next_attempt_at = ${ctx.clock.now()}`;
    const sentAt = ctx.clock.now().toISOString();
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(await firstResponse(ticket)).toBe(sentAt);
    const mails = await ctx.db.sql<{ to_address: string; lang: string }[]>`
      select to_address, lang from mail_outbox order by created_at`;
    expect(mails).toEqual([
      { to_address: 'jaan@firma.ee', lang: 'en' },
      { to_address: 'jaan@firma.ee', lang: 'et' },
    ]);
  });

  it('refuses a reply to a deleted or purged lead: no mail, no thread entry', async () => {
    const deleted = await insertContact(ctx, { deleted: true });
    for (const leadId of [deleted, randomUUID()]) {
      const m = reply('contact_submissions', leadId);
      expect(only(await push(ctx, admin.cookie, [m]))).toEqual({
        id: m.id,
        status: 'rejected',
        code: 'not_allowed',
        message: REPLY_MESSAGES.leadDeleted,
      });
      expect(await replyRow((m.args as { id: string }).id)).toBeUndefined();
    }
    expect(await ctx.db.sql`select 1 from mail_outbox`).toHaveLength(0);
  });

  it('sends a reply once however often it is pushed (a lost answer, a reconnect)', async () => {
    const contact = await insertContact(ctx);
    const m = reply('contact_submissions', contact);
    const first = only(await push(ctx, admin.cookie, [m]));
    const again = only(await push(ctx, admin.cookie, [m]));
    expect(again).toEqual(first);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('refuses an empty subject or message with a message per field', async () => {
    const contact = await insertContact(ctx);
    const m = reply('contact_submissions', contact, { subject: ' ', body: '' });
    expect(only(await push(ctx, admin.cookie, [m]))).toMatchObject({
      status: 'rejected',
      code: 'validation_failed',
      fields: { subject: 'Enter a subject.', body: 'Write a message.' },
    });
    const twoLines = reply('contact_submissions', contact, { subject: 'Hi\r\nBcc: x@y.z' });
    expect(only(await push(ctx, admin.cookie, [twoLines]))).toMatchObject({
      status: 'rejected',
      fields: { subject: 'Write the subject on one line.' },
    });
  });
});

describe('reply templates', () => {
  it('are pulled with the defaults in both languages, and saved and deleted as changes', async () => {
    const { changes } = await pullAll(ctx, admin.cookie);
    const templates = changes.filter((c) => c.table === 'reply_templates');
    expect(new Set(templates.map((t) => t.row.language))).toEqual(new Set(['en', 'et']));

    const id = randomUUID();
    const save = mutation('replyTemplate.save', {
      id,
      name: 'Pricing answer',
      language: 'en',
      subject: 'Pricing for {company}',
      body: 'Dear {name},\n\nHere is our pricing.',
    });
    expect(only(await push(ctx, admin.cookie, [save]))).toMatchObject({
      status: 'applied',
      row: { id, name: 'Pricing answer', subject: 'Pricing for {company}' },
    });
    const remove = mutation('replyTemplate.delete', { id });
    expect(only(await push(ctx, admin.cookie, [remove]))).toMatchObject({ status: 'applied' });
    const [row] = await ctx.db.sql<{ deleted: boolean }[]>`
      select deleted_at is not null as deleted from reply_templates where id = ${id}`;
    expect(row?.deleted).toBe(true);
  });
});

describe('a deleted lead', () => {
  it('takes its replies with it: they become tombstones a device pulls', async () => {
    const contact = await insertContact(ctx);
    const m = reply('contact_submissions', contact);
    const id = (m.args as { id: string }).id;
    await push(ctx, admin.cookie, [m]);
    const { cursor } = await pullAll(ctx, admin.cookie);
    only(await push(ctx, admin.cookie, [mutation('contact.delete', { id: contact })]));
    const { changes } = await pullAll(ctx, admin.cookie, cursor);
    const gone = changes.find((c) => c.table === 'lead_replies' && c.row.id === id);
    expect(gone?.row.deleted_at).toBe(ctx.clock.now().toISOString());
  });
});
