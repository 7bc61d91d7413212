/**
 * For people-data.test.ts: one person's records in every table that can hold an address, made
 * the way they arise (the public forms, the back office's changes, a failed sign-in), and a
 * bystander whose longer address contains the person's.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { setPassword } from '../../../server/services/users.ts';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import type { TestContext } from '../../helpers/app.ts';
import { mutation, push, type Session } from '../../helpers/sync-api.ts';
import { browserLogin, post } from '../auth-fixtures.ts';
import { postJson, startedAgo } from '../leads-helpers.ts';

/** As she typed it; the back office looks for it in any letter case. */
export const PERSON = { name: 'Liisa Tamm', email: 'Liisa.Tamm@Example.ee' };
/** Her address stands inside this one, which is someone else's. */
export const BYSTANDER = { name: 'Mari Maasikas', email: 'mari.liisa.tamm@example.ee' };

export interface PersonRecords {
  contact: string;
  sales: string;
  partner: string;
  ticket: string;
  signup: string;
  reply: string;
  bystander: string;
  /** Her partner account's browser session. */
  partnerCookie: string;
}

async function submit(ctx: TestContext, path: string, body: Record<string, unknown>) {
  const res = await postJson(ctx, path, { started_at: startedAgo(ctx), ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function change(ctx: TestContext, admin: Session, name: string, args: unknown) {
  const { results } = await push(ctx, admin.cookie, [mutation(name, args)]);
  expect(results[0] as MutationResult).toMatchObject({ status: 'applied' });
}

export async function seedPerson(ctx: TestContext, admin: Session): Promise<PersonRecords> {
  const { name, email } = PERSON;
  const contact = await submit(ctx, '/api/contact', {
    name,
    email: ` ${email} `,
    company: 'Tamm Legal OÜ',
    subject: 'General Enquiry',
    message: 'Please call me at +372 5123 4567.',
    source_page: '/contact',
    source_referrer: 'https://www.linkedin.com',
    utm_campaign: 'spring',
  });
  const sales = await submit(ctx, '/api/sales-enquiries', {
    name,
    email,
    company: 'Tamm Legal OÜ',
    title: 'Managing Partner',
    employees: '11-50',
    phone: '+372 5123 4567',
    message: 'A demo for our firm, please.',
  });
  const partner = await submit(ctx, '/api/partner-applications', {
    name,
    email,
    company: 'Tamm Integrations OÜ',
    partner_type: 'implementation',
    message: 'We implement document systems.',
  });
  const ticket = await submit(ctx, '/api/support-tickets', {
    name,
    email,
    company: 'Tamm Legal OÜ',
    subject: 'Cannot sign in',
    description: 'Liisa here: the sign-in page spins.',
    category: 'technical',
    priority: 'high',
  });
  const signup = await submit(ctx, '/api/newsletter', { email });
  // Confirmed, as her mailed link would: an active subscriber counts on the dashboard.
  await ctx.db
    .sql`update newsletter_signups set subscribed = true, confirmed_at = ${ctx.clock.now()}
    where id = ${signup}`;
  const bystander = await submit(ctx, '/api/contact', {
    ...BYSTANDER,
    subject: 'General Enquiry',
    message: 'Hello from a colleague.',
  });

  // A sign-in with her address before she had an account: the log keeps a hash of it.
  const failed = await post(ctx, '/api/auth/login', { email, password: 'not-her-password' });
  expect(failed.status).toBe(401);

  await change(ctx, admin, 'sales.setNotes', { id: sales, notes: 'Liisa prefers mornings.' });
  await change(ctx, admin, 'support.addResolution', { id: ticket, resolution: 'Told Liisa.' });
  await change(ctx, admin, 'partner.approve', { id: partner, notes: 'Liisa knows the domain.' });
  await change(ctx, admin, 'partner.createAccount', { id: partner });
  // She chose a password with the invitation's link and signed in to the partner portal.
  const password = 'Birch-Lantern-Harbour-58';
  await setPassword(ctx.db.sql, email, password, ctx.clock.now(), { via: 'reset' });
  const partnerCookie = await browserLogin(ctx, { email, password });
  const reply = randomUUID();
  await change(ctx, admin, 'lead.reply', {
    id: reply,
    leadTable: 'contact_submissions',
    leadId: contact,
    subject: 'Your message',
    body: `Dear ${name}, we will call you.`,
    language: 'en',
  });
  await ctx.background.idle();
  return { contact, sales, partner, ticket, signup, reply, bystander, partnerCookie };
}
