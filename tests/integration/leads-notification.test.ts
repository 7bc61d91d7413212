/**
 * Issue 15: a lead is never lost because of its staff notification. The notification is queued
 * in a statement of its own after the lead is stored; subjects are cut between code points.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deepLinkPath } from '../../desktop/deep-link.ts';
import { createApp } from '../../server/app.ts';
import type { Logger } from '../../server/logger.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
const logged: string[] = [];
const logger: Logger = { info: () => {}, warn: () => {}, error: (event) => logged.push(event) };
/** The test app, but with a logger whose errors the tests read. */
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestApp(ENV);
  app = createApp({ ...ctx, sql: ctx.db.sql, logger });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  logged.length = 0;
  await ctx.db.sql`alter table mail_outbox drop constraint if exists refuse_some_mail`;
});

const contact = (name: string) => ({
  name,
  email: 'mari@firma.ee',
  message: 'Please call me back.',
  started_at: startedAgo(ctx),
});

const send = (body: unknown, path = '/api/contact') => postJson({ ...ctx, app }, path, body);

async function storedNames(): Promise<string[]> {
  const rows = await ctx.db.sql<{ name: string }[]>`select name from contact_submissions`;
  return rows.map((r) => r.name);
}

describe('the staff notification of a lead', () => {
  it('cuts a subject between code points, so an emoji at the 200th character stores the lead', async () => {
    // "New contact message from " is 25 characters: the emoji is the subject's 200th character,
    // and a cut after 200 UTF-16 units would keep half of it, which PostgreSQL refuses.
    const name = `${'A'.repeat(174)}😀${'B'.repeat(10)}`;
    const res = await send(contact(name));
    expect(res.status).toBe(201);
    expect(await storedNames()).toContain(name);
    const [mail] = await ctx.db.sql<{ subject: string }[]>`
      select subject from mail_outbox where kind = 'lead.contact' and text_body like ${`%${name}%`}`;
    expect(mail?.subject).toBe(`New contact message from ${'A'.repeat(174)}😀`);
  });

  it('keeps visitor text from passing for a line of its own, such as the back-office link', async () => {
    const forged = 'Open in the back office: http://evil.example/';
    const res = await send({
      ...contact(`Forged Name\r\n\r\n${forged}`),
      message: `Hello.\r\n${forged}\nBye.`,
    });
    expect(res.status).toBe(201);
    const [mail] = await ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where kind = 'lead.contact' and text_body like '%Forged Name%'`;
    const lines = mail?.text_body.split('\n') ?? [];
    const { id } = (await res.json()) as { id: string };
    expect(lines[0]).toBe(`New contact message from Forged Name ${forged}`);
    expect(lines.filter((line) => line.startsWith('Open in the back office:'))).toEqual([
      `Open in the back office: ${ctx.config.publicOrigin}/admin/contacts?id=${id}`,
    ]);
    expect(lines).toEqual(expect.arrayContaining(['> Hello.', `> ${forged}`, '> Bye.']));
  });

  it('links to the record itself, in the back office and in the desktop app, for every lead form', async () => {
    const forms = [
      {
        path: '/api/contact',
        kind: 'lead.contact',
        screen: '/admin/contacts',
        body: contact('Linked Contact'),
      },
      {
        path: '/api/sales-enquiries',
        kind: 'lead.sales',
        screen: '/admin/sales',
        body: {
          name: 'Linked Sales',
          email: 'kadri@bigcorp.ee',
          company: 'Big Corp AS',
          employees: '1000+',
          message: 'We would like a demo.',
        },
      },
      {
        path: '/api/partner-applications',
        kind: 'lead.partner',
        screen: '/admin/partners',
        body: {
          name: 'Linked Partner',
          email: 'peeter@integrator.ee',
          company: 'Integrator OÜ',
          partner_type: 'implementation',
          message: 'We implement document systems.',
        },
      },
      {
        path: '/api/support-tickets',
        kind: 'lead.support',
        screen: '/admin/support',
        body: {
          name: 'Linked Support',
          email: 'kati@klient.ee',
          subject: 'Cannot export the report',
          description: 'The export button spins forever.',
          category: 'bug_report',
          priority: 'high',
        },
      },
    ];
    for (const form of forms) {
      const res = await send({ ...form.body, started_at: startedAgo(ctx) }, form.path);
      expect(res.status, form.path).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [mail] = await ctx.db.sql<{ kind: string; text_body: string }[]>`
        select kind, text_body from mail_outbox where text_body like ${`%${form.body.name}%`}`;
      expect(mail?.kind).toBe(form.kind);
      const lines = mail?.text_body.split('\n') ?? [];
      const web = lines.find((l) => l.startsWith('Open in the back office: '))?.slice(25);
      expect(web).toBe(`${ctx.config.publicOrigin}${form.screen}?id=${id}`);
      // The desktop app's link opens the same record (desktop/deep-link.ts).
      const desktop = lines.find((l) => l.startsWith('Open in the desktop app: '))?.slice(25);
      expect(desktop).toMatch(/^lumen-admin:\/\//);
      expect(deepLinkPath(desktop ?? '')).toBe(`${form.screen}?id=${id}`);
    }
  });

  it('stores the lead and answers 201 when its notification cannot be queued', async () => {
    await ctx.db.sql`
      alter table mail_outbox add constraint refuse_some_mail check (kind <> 'lead.contact') not valid`;
    const res = await send(contact('Notified Never'));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select name from contact_submissions where id = ${id}`;
    expect(row).toEqual({ name: 'Notified Never' });
    expect(logged).toEqual(['lead_notification_failed']);
  });

  it('does not let one bad notification fail the other leads written in the same batch', async () => {
    await ctx.db.sql`
      alter table mail_outbox add constraint refuse_some_mail
        check (subject not like '%Refused%') not valid`;
    const names = ['Batch One', 'Batch Refused', 'Batch Three', 'Batch Four'];
    // Sent together, so the writer puts them into one batch (one statement).
    const answers = await Promise.all(names.map((name) => send(contact(name))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await storedNames()).toEqual(expect.arrayContaining(names));
    const mails = await ctx.db.sql<{ subject: string }[]>`
      select subject from mail_outbox where subject like 'New contact message from Batch%'
      order by subject`;
    expect(mails.map((m) => m.subject)).toEqual([
      'New contact message from Batch Four',
      'New contact message from Batch One',
      'New contact message from Batch Three',
    ]);
    expect(logged).toEqual(['lead_notification_failed']);
  });
});
