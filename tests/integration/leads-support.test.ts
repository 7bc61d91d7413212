import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ENV, errorOf, postForm, postJson } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

const valid = {
  name: 'Kati Klient',
  email: 'kati@klient.ee',
  company: 'Klient AS',
  subject: 'Cannot export the report',
  description: 'The export button shows a spinner forever.',
  category: 'bug_report',
  priority: 'high',
};

describe('POST /api/support-tickets', () => {
  it("creates an 'open' ticket and answers 201 { id, ticket_number }", async () => {
    const res = await postJson(ctx, '/api/support-tickets', { ...valid, status: 'closed' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; ticket_number: string };
    expect(body.ticket_number).toMatch(/^SUP-\d{4}-\d{6}$/);
    const [row] = await ctx.db.sql`select * from support_tickets where id = ${body.id}`;
    expect(row).toMatchObject({
      ticket_number: body.ticket_number,
      customer_name: 'Kati Klient',
      customer_email: 'kati@klient.ee',
      company: 'Klient AS',
      subject: 'Cannot export the report',
      description: 'The export button shows a spinner forever.',
      category: 'bug_report',
      priority: 'high',
      status: 'open',
      ip_address: '203.0.113.10',
      user_agent: 'Mozilla/5.0 (test)',
    });
    const [mail] = await ctx.db.sql<{ subject: string }[]>`
      select subject from mail_outbox where kind = 'lead.support'`;
    expect(mail?.subject).toBe(
      `New support ticket ${body.ticket_number}: Cannot export the report`,
    );
  });

  it('defaults to category general and priority medium', async () => {
    const { category: _c, priority: _p, ...rest } = valid;
    const res = await postJson(ctx, '/api/support-tickets', rest);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select category, priority from support_tickets where id = ${id}`;
    expect(row).toEqual({ category: 'general', priority: 'medium' });
  });

  it('validates in field order with the catalogue messages', async () => {
    const res = await postJson(ctx, '/api/support-tickets', {
      email: 'kati',
      category: 'complaint',
      priority: 'critical',
    });
    expect(Object.entries((await errorOf(res)).fields ?? {})).toEqual([
      ['name', 'Name is required'],
      ['email', 'Please enter a valid email address'],
      ['subject', 'Subject is required'],
      ['description', 'Please describe the problem'],
      ['category', 'Please choose one of the options'],
      ['priority', 'Please choose one of the options'],
    ]);
  });

  it('gives a bot a real ticket-shaped 201 and stores the ticket flagged', async () => {
    const res = await postJson(ctx, '/api/support-tickets', { ...valid, website: 'x' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; ticket_number: string };
    expect(body).toEqual({
      id: expect.any(String),
      ticket_number: expect.stringMatching(/^SUP-\d{4}-\d{6}$/),
    });
    const [row] = await ctx.db.sql`
      select ticket_number, spam_reason from support_tickets where id = ${body.id}`;
    expect(row).toEqual({ ticket_number: body.ticket_number, spam_reason: 'honeypot' });
  });

  it('shows the ticket number after a plain form post', async () => {
    const res = await postForm(ctx, '/api/support-tickets', valid);
    const location = new URL(res.headers.get('Location') ?? '', 'http://x');
    expect(location.pathname).toBe('/support');
    expect(location.searchParams.get('sent')).toBe('support');
    expect(location.searchParams.get('ticket')).toMatch(/^SUP-\d{4}-\d{6}$/);
    expect(location.hash).toBe('#support-form');
  });
});
