import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger.ts';
import { deliverDueMail, startOutboxWorker } from '../../server/mail/outbox-worker.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, postJson } from './leads-helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that hands each received mail to the test. */
class Inbox {
  readonly mails: Received[] = [];
  private waiters: ((m: Received) => void)[] = [];
  private server: SMTPServer | null = null;

  async listen(port = 0): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          this.mails.push(mail);
          for (const w of this.waiters.splice(0)) w(mail);
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  }

  next(): Promise<Received> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const lead = { name: 'Mari Maasikas', email: 'mari@firma.ee', message: 'Please call me back.' };

async function outboxRows(ctx: TestContext) {
  return ctx.db.sql<
    { attempts: number; next_attempt_at: Date; last_error: string | null; sent_at: Date | null }[]
  >`select attempts, next_attempt_at, last_error, sent_at from mail_outbox order by created_at`;
}

describe('staff notification through a real SMTP server', () => {
  const inbox = new Inbox();
  let ctx: TestContext;

  beforeAll(async () => {
    const port = await inbox.listen();
    ctx = await createTestApp({ ...ENV, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it("delivers a new lead's notification to NOTIFY_EMAIL", async () => {
    const res = await postJson(ctx, '/api/contact', lead);
    expect(res.status).toBe(201);
    const arrival = inbox.next();
    const worker = startOutboxWorker(
      { sql: ctx.db.sql, mailer: ctx.mailer, clock: ctx.clock, logger: silentLogger },
      { intervalMs: 20 },
    );
    try {
      const mail = await arrival;
      expect(mail.to).toEqual(['leads@lumen-legal.example']);
      expect(mail.raw).toContain('Subject: New contact message from Mari Maasikas');
      expect(mail.raw).toContain('Email: mari@firma.ee');
      expect(mail.raw).toContain('Please call me back.');
      expect(mail.raw).toContain('https://lumen-legal.example/admin/contacts');
      // Staff answer the lead by replying to the notification.
      expect(mail.raw).toMatch(/^Reply-To: mari@firma\.ee\r?$/m);
      // A text part and, made from it, an HTML part in the company's layout.
      const parsed = await PostalMime.parse(mail.raw);
      expect(parsed.text).toContain('> Please call me back.');
      expect(parsed.html).toContain('<html lang="en">');
      expect(parsed.html).toMatch(/<blockquote[^>]*>Please call me back\.<\/blockquote>/);
      // The link opens the lead itself.
      const [stored] = await ctx.db.sql<{ id: string }[]>`
        select id from contact_submissions where email = 'mari@firma.ee'`;
      expect(parsed.html).toContain(
        `<a href="https://lumen-legal.example/admin/contacts?id=${stored?.id}" style="color:#1d4ed8">`,
      );
    } finally {
      await worker.stop();
    }
    const [row] = await outboxRows(ctx);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row?.sent_at).toEqual(ctx.clock.now());
  });
});

describe('with the mail server down', () => {
  const inbox = new Inbox();
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    // Take a free port, then close it: connections are refused until the server comes back.
    port = await inbox.listen();
    await inbox.close();
    ctx = await createTestApp({ ...ENV, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterEach(() => inbox.close());
  afterAll(() => ctx.close());

  it('stores the lead, keeps the mail queued and delivers it with backoff once the server is up', async () => {
    const deps = { sql: ctx.db.sql, mailer: ctx.mailer, clock: ctx.clock, logger: silentLogger };
    const res = await postJson(ctx, '/api/contact', lead);
    expect(res.status).toBe(201);
    const [stored] = await ctx.db.sql`select count(*)::int as n from contact_submissions`;
    expect(stored?.n).toBe(1);

    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows(ctx);
    expect(row?.attempts).toBe(1);
    expect(row?.sent_at).toBeNull();
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.next_attempt_at).toEqual(new Date(ctx.clock.now().getTime() + 30_000));

    // Not due yet: nothing is attempted.
    ctx.clock.advance(29_000);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });

    // Second failure doubles the wait.
    ctx.clock.advance(1_000);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows(ctx);
    expect(row?.attempts).toBe(2);
    expect(row?.next_attempt_at).toEqual(new Date(ctx.clock.now().getTime() + 60_000));

    await inbox.listen(port);
    const arrival = inbox.next();
    ctx.clock.advance(60_000);
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    const mail = await arrival;
    expect(mail.raw).toContain('Subject: New contact message from Mari Maasikas');
    [row] = await outboxRows(ctx);
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row?.sent_at).toEqual(ctx.clock.now());
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    expect(inbox.mails).toHaveLength(1);
  });
});
