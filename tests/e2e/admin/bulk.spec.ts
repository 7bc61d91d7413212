/**
 * Bulk actions on the lead lists (Sales Enquiries, Support Management, Partner Applications,
 * Newsletter Management): each acts on exactly the rows chosen (here, a page's worth of the rows
 * the search and filters match), says how many, asks first (Cancel changes nothing), and the server ends up with the change; exports
 * write those rows. On a server of its own without demo content, mail going to a local SMTP
 * server (bulk-resolving tickets mails each customer the satisfaction link).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import type { NewsletterSignupRow } from '../../../shared/admin/newsletter.ts';
import type { SalesEnquiryRow } from '../../../shared/admin/sales.ts';
import { adminSignIn } from '../admin-accounts.ts';
import { expect, type Mailbox, test as mailboxTest, mailsTo, waitForMail } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import {
  applicationRows,
  openPartners,
  seedApplications,
  serverApplications,
  taggedApplication,
} from './partners-helpers.ts';
import {
  openSupport,
  patchTicket,
  seedTickets,
  serverTickets,
  tagged,
  ticketRows,
} from './support-helpers.ts';

const test = mailboxTest.extend<object, { serverEnv: Record<string, string> }>({
  serverEnv: [
    async ({ mailbox }, use) =>
      use({
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        SEED: 'none',
        RATE_LIMIT_FORMS_PER_HOUR: '1000',
      }),
    { scope: 'worker' },
  ],
});

test.use({ serverFor: 'admin-bulk' });
test.describe.configure({ mode: 'serial' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function newTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}`;
}

function bulkRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Bulk actions' });
}

function bodyRows(page: Page, table: string | RegExp): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The rows with a cell reading exactly `text` (a status). */
function withCell(rows: Locator, text: string): Locator {
  return rows.filter({ has: rows.page().getByRole('cell', { name: text, exact: true }) });
}

/** POSTs to a public form endpoint as the form does; `bot` sends it faster than a person can. */
async function submit(
  request: APIRequestContext,
  path: string,
  data: Record<string, string>,
  bot = false,
) {
  const answer = await request.post(path, {
    data: { ...data, lang: 'en', fill_ms: bot ? 50 : 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Confirms newsletter signups with the links mailed to them (double opt-in). */
async function confirmSignups(request: APIRequestContext, mailbox: Mailbox, emails: string[]) {
  for (const email of emails) {
    const [mail] = await waitForMail(mailbox, email);
    const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
    const answer = await request.post('/api/newsletter/confirm', { data: { token } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** GET an admin list endpoint with the page's cookies: what the server has. */
async function serverList<Row>(
  page: Page,
  path: string,
  params: Record<string, string> = {},
): Promise<{ items: Row[]; total: number }> {
  const answer = await page.request.get(
    `${path}?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { items: Row[]; total: number };
}

/** PATCH an admin record as the back office would (same origin, cookies). */
async function patch(page: Page, path: string, body: Record<string, unknown>) {
  const answer = await page.request.patch(path, {
    data: body,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The lines of a downloaded CSV (without the byte-order mark). */
async function csvLines(file: Download): Promise<string[]> {
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  return csv.trimEnd().split('\r\n');
}

async function exportFrom(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await bulkRegion(page).getByRole('button', { name: 'Export CSV' }).click();
  return download;
}

test('Sales Enquiries: bulk status, export and delete of exactly the chosen enquiries', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = newTag('Sbulk');
  for (let i = 1; i <= 5; i++) {
    await submit(request, '/api/sales-enquiries', {
      name: `${tag} Buyer ${i}`,
      email: `${tag.toLowerCase()}.${i}@bigfirm.example`,
      company: `${tag} Firm ${i}`,
      title: 'CEO',
      employees: '201-1000',
      message: `We would like a demo (${tag} ${i}).`,
    });
  }
  await submit(request, '/api/sales-enquiries', {
    name: 'Neighbour',
    email: `neighbour.${tag.toLowerCase()}@example.com`,
    company: `${tag}x Firm`,
    message: 'Not in the selection.',
  });
  await submit(
    request,
    '/api/sales-enquiries',
    { name: `${tag} Bot`, email: `bot.${tag.toLowerCase()}@example.com`, company: 'Spam' },
    true,
  );
  const server = (params: Record<string, string>) =>
    serverList<SalesEnquiryRow>(page, '/api/admin/sales-enquiries', params);

  await page.goto(`/admin/sales?q=${tag}%20Buyer`);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Enquiries' })).toBeVisible();
  const rows = bodyRows(page, /Sales enquiries/);
  const won = withCell(rows, 'Won');
  await expect(rows).toHaveCount(5);
  const bulk = bulkRegion(page);
  await expect(bulk).toContainText('5 enquiries match the search and filters');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();

  // Status: asks with the count and the status; Cancel changes nothing.
  await bulk.getByLabel('New status').selectOption('won');
  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Change the status of 5 enquiries to “Won”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(won).toHaveCount(0);
  expect((await server({ q: tag, status: 'won' })).total).toBe(0);
  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  await dialog.getByRole('button', { name: 'Apply to Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Status changed for 5 enquiries.');
  await expect(won).toHaveCount(5);
  await expect.poll(async () => (await server({ q: `${tag} Buyer`, status: 'won' })).total).toBe(5);
  expect((await server({ q: `neighbour.${tag.toLowerCase()}` })).items[0]?.status).toBe('new');

  // The bulk region with its outcome meets WCAG 2.2 AA (light theme).
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  // Export: the five, with the header, lead score and status label, in a file named for today.
  const file = await exportFrom(page);
  expect(file.suggestedFilename()).toMatch(/^sales-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(file);
  expect(lines[0]).toBe(
    'Name,Email,Company,Title,Company Size,Phone,Lead Score,Status,Notes,Message,Received,Sent From Page,Referring Site,UTM Source,UTM Medium,UTM Campaign',
  );
  expect(lines.slice(1)).toHaveLength(5);
  const scores = new Map((await server({ q: `${tag} Buyer` })).items.map((r) => [r.name, r]));
  for (const line of lines.slice(1)) {
    const name = line.split(',')[0] ?? '';
    expect(name).toMatch(new RegExp(`^${tag} Buyer \\d$`));
    expect(line).toContain(`,${scores.get(name)?.lead_score},Won,`);
  }
  await expect(bulk.getByRole('status')).toHaveText('5 enquiries exported.');

  // Delete: asks with the count; Cancel keeps them.
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(dialog).toContainText(
    'Are you sure you want to delete these 5 enquiries? They go to the Trash, where they can be restored for 30 days.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(5);
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await dialog.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('5 enquiries deleted.');
  await expect(rows).toHaveCount(0);
  await expect.poll(async () => (await server({ q: `${tag} Buyer` })).total).toBe(0);
  expect((await server({ q: `neighbour.${tag.toLowerCase()}` })).total).toBe(1);

  // Suspected spam: no status to set, but delete and export stay.
  await page.goto(`/admin/sales?spam=1&q=${tag}`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk.getByLabel('New status')).toHaveCount(0);
  await expect(bulk.getByRole('button', { name: 'Apply to Selected' })).toHaveCount(0);
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toBeEnabled();
  await expect(bulk.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('Support Management: bulk resolving mails each newly resolved customer once; export and delete', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = newTag('Tbulk');
  const tickets = [1, 2, 3, 4].map((n) => tagged(tag, n));
  await seedTickets(request, tickets);
  await seedTickets(request, [tagged(`${tag}x`, 9)]);
  await seedTickets(request, [tagged(tag, 99, { bot: true })]);
  const emails = tickets.map((t) => t.email);

  await openSupport(page, `?q=${tag}%20Customer`);
  const rows = ticketRows(page);
  await expect(rows).toHaveCount(4);
  // One of them was resolved already (and mailed): resolving it again mails nobody.
  const before = await serverTickets(page, { q: `${tag} Customer` });
  const first = before.items.find((r) => r.customer_email === emails[0]);
  expect(first).toBeDefined();
  await patchTicket(page, first?.id ?? '', { status: 'resolved' });
  await waitForMail(mailbox, emails[0] ?? '');
  await expect(withCell(rows, 'Resolved')).toHaveCount(1);

  const bulk = bulkRegion(page);
  await expect(bulk).toContainText('4 tickets match the search and filters');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bulk.getByLabel('New status').selectOption('resolved');
  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Change the status of 4 tickets to “Resolved”?');
  await expect(dialog).toContainText('its customer is emailed the satisfaction link');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(withCell(rows, 'Resolved')).toHaveCount(1);
  expect((await serverTickets(page, { q: `${tag} Customer`, status: 'resolved' })).total).toBe(1);

  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  await dialog.getByRole('button', { name: 'Apply to Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Status changed for 4 tickets.');
  await expect(withCell(rows, 'Resolved')).toHaveCount(4);
  await expect
    .poll(
      async () => (await serverTickets(page, { q: `${tag} Customer`, status: 'resolved' })).total,
    )
    .toBe(4);
  const after = await serverTickets(page, { q: `${tag} Customer` });
  expect(after.items.every((r) => r.resolved_at !== null && r.first_response_at !== null)).toBe(
    true,
  );
  // The first ticket keeps the time it was resolved at.
  expect(after.items.find((r) => r.id === first?.id)?.resolved_at).toBe(
    (await serverTickets(page, { q: emails[0] ?? '' })).items[0]?.resolved_at,
  );
  // One satisfaction mail per ticket that became resolved; none again for the first.
  for (const to of emails.slice(1)) await waitForMail(mailbox, to);
  expect(mailsTo(mailbox, emails[0] ?? '')).toHaveLength(1);
  expect((await serverTickets(page, { q: `${tag}x Customer` })).items[0]?.status).toBe('open');
  expect(mailsTo(mailbox, `${tag.toLowerCase()}x.9@example.com`)).toEqual([]);

  // Export: the four, with the header, in a file named for today.
  const file = await exportFrom(page);
  expect(file.suggestedFilename()).toMatch(/^support-tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(file);
  expect(lines[0]).toBe(
    'Ticket,Customer,Email,Company,Subject,Status,Priority,Category,Description,Resolution,Customer Rating,Received,First Response,Resolved On,Sent From Page,Referring Site,UTM Source,UTM Medium,UTM Campaign',
  );
  expect(lines.slice(1)).toHaveLength(4);
  for (const line of lines.slice(1)) {
    expect(line).toMatch(new RegExp(`^[^,]+,${tag} Customer \\d,`));
    expect(line).toContain(',Resolved,');
  }
  await expect(bulk.getByRole('status')).toHaveText('4 tickets exported.');

  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(dialog).toContainText(
    'Are you sure you want to delete these 4 tickets? They go to the Trash, where they can be restored for 30 days.',
  );
  await dialog.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('4 tickets deleted.');
  await expect(rows).toHaveCount(0);
  await expect
    .poll(async () => (await serverTickets(page, { q: `${tag} Customer` })).total)
    .toBe(0);
  expect((await serverTickets(page, { q: `${tag}x Customer` })).total).toBe(1);

  // Suspected spam: no status to set; delete and export stay.
  await page.goto(`/admin/support?spam=1&q=${tag}`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk.getByLabel('New status')).toHaveCount(0);
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toBeEnabled();
  await expect(bulk.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('Partner Applications: bulk Reject skips the decided ones and says so; export and delete', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = newTag('Pbulk');
  const applicants = [1, 2, 3, 4].map((i) =>
    taggedApplication(tag, {
      name: `${tag} Applicant ${i}`,
      email: `${tag.toLowerCase()}.${i}@partner.example`,
    }),
  );
  await seedApplications(request, applicants);
  await seedApplications(request, [
    taggedApplication(`${tag}x`, { name: 'Neighbour', email: `neighbour.${tag}@x.example` }),
  ]);
  await seedApplications(request, [taggedApplication(`${tag}bot`)], { spam: true });
  await openPartners(page, `?q=${tag}%20Applicant`);
  const server = (params: Record<string, string>) => serverApplications(page, params);
  const byEmail = new Map((await server({ q: `${tag} Applicant` })).items.map((r) => [r.email, r]));
  const approved = byEmail.get(applicants[0]?.email ?? '');
  const reviewing = byEmail.get(applicants[1]?.email ?? '');
  await patch(page, `/api/admin/partner-applications/${approved?.id}`, { status: 'approved' });
  await patch(page, `/api/admin/partner-applications/${reviewing?.id}`, {
    status: 'under_review',
  });
  const rows = applicationRows(page);
  await expect(rows).toHaveCount(4);
  await expect(withCell(rows, 'Approved')).toHaveCount(1);
  await expect(withCell(rows, 'Under Review')).toHaveCount(1);

  const bulk = bulkRegion(page);
  await expect(bulk).toContainText('4 applications match the search and filters');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  // No free status choice: the review's own changes.
  await expect(bulk.getByLabel('New status')).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Reject Selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Reject 3 of these 4 applications? Only pending and under-review applications can be rejected; the other one is skipped. Rejection is final.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(withCell(rows, 'Rejected')).toHaveCount(0);
  expect((await server({ q: `${tag} Applicant`, status: 'rejected' })).total).toBe(0);

  // Start Review: only the pending two.
  await bulk.getByRole('button', { name: 'Start Review for Selected' }).click();
  await expect(dialog).toContainText('Start the review of 2 of these 4 applications?');
  await dialog.getByRole('button', { name: 'Start Review for Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText(
    'Review started for 2 applications; 2 skipped because they were no longer pending.',
  );
  await expect(withCell(rows, 'Under Review')).toHaveCount(3);
  await expect(bulk.getByRole('button', { name: 'Start Review for Selected' })).toBeDisabled();

  await bulk.getByRole('button', { name: 'Reject Selected' }).click();
  await dialog.getByRole('button', { name: 'Reject Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText(
    '3 applications rejected; 1 skipped because it was already approved or rejected.',
  );
  await expect(withCell(rows, 'Rejected')).toHaveCount(3);
  await expect
    .poll(async () => (await server({ q: `${tag} Applicant`, status: 'rejected' })).total)
    .toBe(3);
  const decided = await server({ q: `${tag} Applicant` });
  expect(decided.items.find((r) => r.id === approved?.id)?.status).toBe('approved');
  expect(decided.items.every((r) => r.reviewed_by === 'ops.admin@lumen-legal.example')).toBe(true);
  expect((await server({ q: `neighbour.${tag}` })).items[0]?.status).toBe('pending');
  await expect(bulk.getByRole('button', { name: 'Reject Selected' })).toBeDisabled();

  const file = await exportFrom(page);
  expect(file.suggestedFilename()).toMatch(/^partner-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = await csvLines(file);
  expect(lines[0]).toBe(
    'Name,Email,Company,Partner Type,Status,Message,Review Notes,Reviewed By,Reviewed On,Received,Sent From Page,Referring Site,UTM Source,UTM Medium,UTM Campaign',
  );
  expect(lines.slice(1)).toHaveLength(4);
  expect(lines.slice(1).filter((l) => l.includes(',Rejected,'))).toHaveLength(3);
  expect(lines.slice(1).filter((l) => l.includes(',Approved,'))).toHaveLength(1);
  await expect(bulk.getByRole('status')).toHaveText('4 applications exported.');

  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(dialog).toContainText(
    'Are you sure you want to delete these 4 applications? They go to the Trash, where they can be restored for 30 days.',
  );
  await dialog.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('4 applications deleted.');
  await expect(rows).toHaveCount(0);
  await expect.poll(async () => (await server({ q: `${tag} Applicant` })).total).toBe(0);
  expect((await server({ q: `neighbour.${tag}` })).total).toBe(1);

  // Suspected spam: no review changes; delete and export stay.
  await page.goto(`/admin/partners?spam=1&q=${tag}bot`);
  await expect(rows).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk.getByRole('button', { name: 'Reject Selected' })).toHaveCount(0);
  await expect(bulk.getByRole('button', { name: 'Start Review for Selected' })).toHaveCount(0);
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toBeEnabled();
});

test('Newsletter Management: bulk Unsubscribe skips the unsubscribed; bulk delete; the spec export is unchanged', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = newTag('nbulk').toLowerCase();
  const emails = [1, 2, 3, 4].map((i) => `${tag}.${i}@bulk.example`);
  for (const email of emails) await submit(request, '/api/newsletter', { email });
  await submit(request, '/api/newsletter', { email: `${tag}x@bulk.example` });
  await confirmSignups(request, mailbox, [...emails, `${tag}x@bulk.example`]);
  const server = (params: Record<string, string>) =>
    serverList<NewsletterSignupRow>(page, '/api/admin/newsletter-signups', params);

  await page.goto(`/admin/newsletter?q=${tag}.`);
  await adminSignIn(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter Management' }),
  ).toBeVisible();
  const first = (await server({ q: emails[0] ?? '' })).items[0];
  await patch(page, `/api/admin/newsletter-signups/${first?.id}`, { subscribed: false });
  const rows = bodyRows(page, 'Newsletter signups');
  await expect(rows).toHaveCount(4);
  await expect(withCell(rows, 'Unsubscribed')).toHaveCount(1);

  const bulk = bulkRegion(page);
  await expect(bulk).toContainText('4 signups match the search and filters');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  // The spec's Export CSV (every subscribed signup) stays where it was; no second export.
  await expect(bulk.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(1);

  await bulk.getByRole('button', { name: 'Unsubscribe Selected' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Unsubscribe 3 of these 4 signups? They will no longer receive the newsletter.',
  );
  await expect(dialog).toContainText('The other one is already unsubscribed and is skipped.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(withCell(rows, 'Unsubscribed')).toHaveCount(1);
  expect((await server({ q: `${tag}.`, status: 'unsubscribed' })).total).toBe(1);

  await bulk.getByRole('button', { name: 'Unsubscribe Selected' }).click();
  await dialog.getByRole('button', { name: 'Unsubscribe Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText(
    '3 signups unsubscribed; 1 was already unsubscribed.',
  );
  await expect(withCell(rows, 'Unsubscribed')).toHaveCount(4);
  await expect
    .poll(async () => (await server({ q: `${tag}.`, status: 'unsubscribed' })).total)
    .toBe(4);
  expect((await server({ q: `${tag}x@` })).items[0]?.subscribed).toBe(true);
  await expect(bulk.getByRole('button', { name: 'Unsubscribe Selected' })).toBeDisabled();

  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(dialog).toContainText(
    'Are you sure you want to delete these 4 signups? They go to the Trash, where they can be restored for 30 days.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(4);
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  await dialog.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('4 signups deleted.');
  await expect.poll(async () => (await server({ q: `${tag}.` })).total).toBe(0);
  expect((await server({ q: `${tag}x@` })).total).toBe(1);
});
