/**
 * The Mail screen's API (/api/admin/mail) and the honest embedded default: without SMTP_URL
 * every unsent message reads not_delivered and the invitation links come back to the admin who
 * made them; with SMTP_URL messages are queued, sent or failed (with the server's answer), a
 * failed one can be resent (audited), and links never come back. Bodies carrying a link for the
 * recipient alone are never shown.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../server/logger.ts';
import { deliverDueMail } from '../../../server/mail/outbox-worker.ts';
import type { MailDetail, MailPage } from '../../../shared/admin/mail.ts';
import { createTestApp, type TestContext } from '../../helpers/app.ts';
import {
  call,
  mutation,
  push,
  type Session,
  signIn,
  signInPartner,
} from '../../helpers/sync-api.ts';
import { post } from '../auth-fixtures.ts';
import { ENV, postJson, startedAgo } from '../leads-helpers.ts';

// Password hashing is deliberately slow (scrypt); each context signs in twice.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const MAIL = '/api/admin/mail';

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

/** A port nothing listens on: the mail server there refuses every connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

async function approvedApplication(ctx: TestContext, email: string): Promise<string> {
  const [row] = await ctx.db.sql<{ id: string }[]>`
    insert into partner_applications (name, email, company, partner_type, message, status,
      language, created_at, updated_at)
    values ('Kadri', ${email}, 'Kadri Law OÜ', 'technology', 'We integrate.', 'approved', 'en',
      ${ctx.clock.now()}, ${ctx.clock.now()})
    returning id`;
  if (!row) throw new Error('No application.');
  return row.id;
}

describe('without SMTP_URL: mail is off', () => {
  let ctx: TestContext;
  let admin: Session;
  let partner: Session;
  beforeAll(async () => {
    ctx = await createTestApp(ENV);
    admin = await signIn(ctx);
    partner = await signInPartner(ctx);
  });
  afterAll(() => ctx.close());

  it('lists every message newest first as not delivered; hides bodies meant for the recipient', async () => {
    const invited = await json<{ invitationLink: string }>(
      call(ctx, admin.cookie, 'POST', '/api/admin/users', {
        email: 'kadri.kask@lumen.example',
        role: 'admin',
      }),
      201,
    );
    ctx.clock.advance(60_000);
    expect((await postJson(ctx, '/api/newsletter', { email: 'mari@example.ee' })).status).toBe(201);
    await ctx.background.idle();

    const page = await json<MailPage>(call(ctx, admin.cookie, 'GET', MAIL));
    expect(page.mailEnabled).toBe(false);
    expect(page.items.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['auth.invitation', 'newsletter.confirm', 'lead.newsletter']),
    );
    // Newest first: the newsletter's two mails, then the invitation a minute older.
    expect(page.items.at(-1)).toMatchObject({
      kind: 'auth.invitation',
      to: 'kadri.kask@lumen.example',
      subject: 'Your Lumen Legal back-office account',
    });
    for (const m of page.items) {
      expect(m).toMatchObject({ state: 'not_delivered', sentAt: null, nextAttemptAt: null });
    }
    expect(page.total).toBe(page.items.length);

    // The secret links appear in no answer of the Mail screen.
    const token = new URL(invited.invitationLink).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const byKind = (kind: string) => page.items.find((m) => m.kind === kind)?.id ?? '';
    for (const kind of ['auth.invitation', 'newsletter.confirm']) {
      const detail = await json<MailDetail>(
        call(ctx, admin.cookie, 'GET', `${MAIL}/${byKind(kind)}`),
      );
      expect(detail.body).toBeNull();
      expect(detail.hidden).toBe(kind === 'auth.invitation' ? 'sign_in_link' : 'recipient_link');
      expect(JSON.stringify(detail)).not.toMatch(/token=/);
    }
    const lead = await json<MailDetail>(
      call(ctx, admin.cookie, 'GET', `${MAIL}/${byKind('lead.newsletter')}`),
    );
    expect(lead).toMatchObject({ hidden: null, resendable: true, state: 'not_delivered' });
    expect(lead.body).toContain('https://lumen-legal.example/admin/newsletter');

    const status = await json<{ enabled: boolean }>(
      call(ctx, admin.cookie, 'GET', `${MAIL}/status`),
    );
    expect(status).toEqual({ enabled: false, replyTo: 'leads@lumen-legal.example' });
  });

  it('hands the invitation link to the admin, and it is the working one', async () => {
    const answer = await json<{ user: { email: string }; invitationLink: string }>(
      call(ctx, admin.cookie, 'POST', '/api/admin/users', {
        email: 'liis.lepik@lumen.example',
        role: 'admin',
      }),
      201,
    );
    expect(answer.invitationLink).toMatch(
      /^https:\/\/lumen-legal\.example\/admin\/reset-password\?token=[\w-]+$/,
    );
    const [mail] = await ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where to_address = 'liis.lepik@lumen.example'`;
    expect(mail?.text_body).toContain(answer.invitationLink);
    const token = new URL(answer.invitationLink).searchParams.get('token');
    const set = await post(ctx, '/api/auth/password-reset/confirm', {
      token,
      password: 'Meadow-Lantern-Quartz-88',
    });
    expect(set.status).toBe(200);
  });

  it('hands the partner account link to the admin through REST, never through the push', async () => {
    const email = `kadri.${randomUUID()}@partner.ee`;
    const id = await approvedApplication(ctx, email);
    const row = await json<{ id: string; invitationLink?: string }>(
      call(ctx, admin.cookie, 'POST', `/api/admin/partner-applications/${id}/account`),
    );
    expect(row.id).toBe(id);
    expect(row.invitationLink).toMatch(/\/partners\/reset-password\?token=[\w-]+$/);

    const other = await approvedApplication(ctx, `mart.${randomUUID()}@partner.ee`);
    const pushed = await push(ctx, admin.cookie, [
      mutation('partner.createAccount', { id: other }),
    ]);
    expect(pushed.results[0]).toMatchObject({ status: 'applied' });
    expect(JSON.stringify(pushed)).not.toMatch(/reset-password/);
  });

  it('refuses anyone but an admin, and says what is wrong with a bad request', async () => {
    const [one] = (await json<MailPage>(call(ctx, admin.cookie, 'GET', MAIL))).items;
    const routes: [string, string][] = [
      ['GET', MAIL],
      ['GET', `${MAIL}/status`],
      ['GET', `${MAIL}/${one?.id}`],
      ['POST', `${MAIL}/${one?.id}/resend`],
    ];
    for (const [method, path] of routes) {
      expect((await call(ctx, '', method, path)).status, `${method} ${path}`).toBe(401);
      expect((await call(ctx, partner.cookie, method, path)).status, `${method} ${path}`).toBe(403);
    }
    const bad = await json<{ error: { fields: Record<string, string> } }>(
      call(ctx, admin.cookie, 'GET', `${MAIL}?page=0&pageSize=101`),
      400,
    );
    expect(Object.keys(bad.error.fields).sort()).toEqual(['page', 'pageSize']);
    expect((await call(ctx, admin.cookie, 'GET', `${MAIL}/${randomUUID()}`)).status).toBe(404);
    expect((await call(ctx, admin.cookie, 'GET', `${MAIL}/not-an-id`)).status).toBe(404);
  });
});

describe('with SMTP_URL: mail is on', () => {
  let ctx: TestContext;
  let admin: Session;
  beforeAll(async () => {
    ctx = await createTestApp({ ...ENV, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    admin = await signIn(ctx);
  });
  afterAll(() => ctx.close());

  const deliver = () =>
    deliverDueMail({ sql: ctx.db.sql, mailer: ctx.mailer, clock: ctx.clock, logger: silentLogger });

  it('queued, then failed with the server’s answer; Resend makes it due now and is audited', async () => {
    expect((await postJson(ctx, '/api/contact', contact(ctx))).status).toBe(201);
    await ctx.background.idle();
    const [queued] = (await json<MailPage>(call(ctx, admin.cookie, 'GET', MAIL))).items;
    expect(queued).toMatchObject({
      kind: 'lead.contact',
      state: 'queued',
      attempts: 0,
      nextAttemptAt: ctx.clock.now().toISOString(),
    });

    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    const failedAt = ctx.clock.now();
    const failed = await json<MailDetail>(call(ctx, admin.cookie, 'GET', `${MAIL}/${queued?.id}`));
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, resendable: true, hidden: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(new Date(failed.nextAttemptAt ?? 0).getTime()).toBe(failedAt.getTime() + 30_000);

    ctx.clock.advance(5_000);
    const resent = await json<MailDetail>(
      call(ctx, admin.cookie, 'POST', `${MAIL}/${queued?.id}/resend`),
    );
    expect(resent).toMatchObject({ state: 'failed', nextAttemptAt: ctx.clock.now().toISOString() });
    const [audit] = await ctx.db.sql<{ actor_id: string; entity: string; details: object }[]>`
      select actor_id, entity, details from audit_log
      where action = 'mail.resent' and entity_id = ${queued?.id ?? ''}`;
    expect(audit).toMatchObject({
      actor_id: admin.userId,
      entity: 'mail_outbox',
      details: {
        kind: 'lead.contact',
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        after: { next_attempt_at: ctx.clock.now().toISOString() },
      },
    });
    // Due now: the worker's next round tries it again.
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
  });

  it('shows sent mail as sent, and refuses to send it again', async () => {
    const [any] = (await json<MailPage>(call(ctx, admin.cookie, 'GET', MAIL))).items;
    await ctx.db
      .sql`update mail_outbox set sent_at = ${ctx.clock.now()} where id = ${any?.id ?? ''}`;
    const sent = await json<MailDetail>(call(ctx, admin.cookie, 'GET', `${MAIL}/${any?.id}`));
    expect(sent).toMatchObject({
      state: 'sent',
      sentAt: ctx.clock.now().toISOString(),
      nextAttemptAt: null,
      lastError: null,
      resendable: false,
    });
    const again = await call(ctx, admin.cookie, 'POST', `${MAIL}/${any?.id}/resend`);
    expect(again.status).toBe(409);
  });

  it('never hands an invitation link to the admin', async () => {
    const invited = await json<Record<string, unknown>>(
      call(ctx, admin.cookie, 'POST', '/api/admin/users', {
        email: 'kadri.kask@lumen.example',
        role: 'admin',
      }),
      201,
    );
    expect(invited).not.toHaveProperty('invitationLink');
    const id = await approvedApplication(ctx, `kadri.${randomUUID()}@partner.ee`);
    const row = await json<Record<string, unknown>>(
      call(ctx, admin.cookie, 'POST', `/api/admin/partner-applications/${id}/account`),
    );
    expect(row.account_created_at).toBe(ctx.clock.now().toISOString());
    expect(row).not.toHaveProperty('invitationLink');
    expect(JSON.stringify([invited, row])).not.toMatch(/token=/);
    const status = await json<{ enabled: boolean }>(
      call(ctx, admin.cookie, 'GET', `${MAIL}/status`),
    );
    expect(status).toEqual({ enabled: true, replyTo: 'leads@lumen-legal.example' });
  });
});

function contact(ctx: TestContext) {
  return {
    name: 'Mari Maasikas',
    email: 'mari@example.ee',
    company: 'Maasikas OÜ',
    subject: 'Sales Enquiry',
    message: 'Please call me back.',
    started_at: startedAgo(ctx),
  };
}
