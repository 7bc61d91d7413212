/**
 * Newsletter Management (back-office §2, §4, §8, §9) against a pristine demo-seeded server of
 * its own: 8 signups, 6 active and 2 unsubscribed. A signup through the public form is pending
 * until confirmed with the link mailed to it (double opt-in): the mailbox receives those mails.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { NewsletterSignupRow } from '../../../shared/admin/newsletter.ts';
import { adminSignIn } from '../admin-accounts.ts';
import { expect, type Mailbox, test, waitForMail } from '../mailbox.ts';
import { described } from './contacts-helpers.ts';
import { cellUnder } from './table-helpers.ts';

test.use({ serverFor: 'admin-newsletter' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface SignupList {
  items: NewsletterSignupRow[];
  total: number;
  counts: { active: number; unsubscribed: number; pending: number; total: number };
}

/** GET /api/admin/newsletter-signups with the page's cookies: what the server has. */
async function serverSignups(page: Page, params: Record<string, string> = {}): Promise<SignupList> {
  const answer = await page.request.get(
    `/api/admin/newsletter-signups?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SignupList;
}

/** Signs up through the public endpoint; `bot` sends the form faster than a person can. */
async function subscribe(request: APIRequestContext, email: string, bot = false) {
  const answer = await request.post('/api/newsletter', {
    data: { email, lang: 'en', fill_ms: bot ? 50 : 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Confirms a signup with the link of the mail it was sent (double opt-in). */
async function confirmByMail(request: APIRequestContext, mailbox: Mailbox, email: string) {
  const raw = (await waitForMail(mailbox, email))[0]?.raw ?? '';
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  const answer = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function openNewsletter(page: Page, path = '/admin/newsletter') {
  await page.goto(path);
  await adminSignIn(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter Management' }),
  ).toBeVisible();
  await expect(page.getByText('Loading newsletter signups…')).toHaveCount(0);
}

function signupRows(page: Page) {
  return page
    .getByRole('table', { name: 'Newsletter signups' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

function signupRow(page: Page, email: string) {
  return signupRows(page).filter({ has: page.getByRole('rowheader', { name: email }) });
}

async function shownEmails(page: Page): Promise<string[]> {
  return signupRows(page).getByRole('rowheader').allInnerTexts();
}

function counter(page: Page, label: string) {
  return described(page.getByRole('region', { name: 'Signups' }), label);
}

/** Signups pending confirmation count in Total only. */
async function expectCounters(page: Page, active: number, unsubscribed: number, pending = 0) {
  await expect(counter(page, 'Active Subscribers')).toHaveText(String(active));
  await expect(counter(page, 'Unsubscribed')).toHaveText(String(unsubscribed));
  await expect(counter(page, 'Total Signups')).toHaveText(String(active + unsubscribed + pending));
}

test.describe.configure({ mode: 'serial' });

test.describe('Newsletter Management', () => {
  test('counters, columns, search and the status filter in the address, "X of Y signups"', async ({
    page,
  }) => {
    await openNewsletter(page, '/admin/newsletter/signups');
    const all = await serverSignups(page);
    expect(all.counts).toEqual({ active: 6, unsubscribed: 2, pending: 0, total: 8 });
    await expectCounters(page, 6, 2);

    const headers = page
      .getByRole('table', { name: 'Newsletter signups' })
      .getByRole('columnheader');
    // The first heading is the page's checkbox.
    await expect(headers).toHaveText([
      '',
      'Email',
      'Status',
      'Signed Up',
      'Last Updated',
      'Actions',
    ]);
    await expect.poll(() => shownEmails(page)).toEqual(all.items.map((r) => r.email));
    await expect(page.getByText('8 of 8 signups')).toBeVisible();

    // Unsubscribe is offered only while a signup is active; Delete always.
    for (const row of all.items) {
      const tr = signupRow(page, row.email);
      await expect(await cellUnder(tr, 'Status')).toHaveText(
        row.subscribed ? 'Active' : 'Unsubscribed',
      );
      await expect(tr.getByRole('button', { name: /^Unsubscribe / })).toHaveCount(
        row.subscribed ? 1 : 0,
      );
      await expect(tr.getByRole('button', { name: `Delete ${row.email}` })).toBeVisible();
    }

    await page.getByRole('searchbox', { name: 'Search' }).fill('LEGAL');
    await expect(page).toHaveURL(/\/admin\/newsletter\/signups\?q=LEGAL$/);
    const found = await serverSignups(page, { q: 'LEGAL' });
    expect(found.total).toBeGreaterThan(0);
    await expect.poll(() => shownEmails(page)).toEqual(found.items.map((r) => r.email));
    await expect(page.getByText(`${found.total} of 8 signups`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    const status = page.getByLabel('Status', { exact: true });
    await expect(status.getByRole('option')).toHaveText([
      'All',
      'Active',
      'Unsubscribed',
      'Pending confirmation',
    ]);
    await status.selectOption({ label: 'Unsubscribed' });
    await expect(page).toHaveURL(/\?status=unsubscribed$/);
    const unsubscribed = await serverSignups(page, { status: 'unsubscribed' });
    await expect.poll(() => shownEmails(page)).toEqual(unsubscribed.items.map((r) => r.email));
    await expect(page.getByText('2 of 8 signups')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Newsletter signups' }).getByRole('button', {
        name: /^Unsubscribe /,
      }),
    ).toHaveCount(0);

    await page.reload();
    await expect(status).toHaveValue('unsubscribed');
    await expect.poll(() => shownEmails(page)).toEqual(unsubscribed.items.map((r) => r.email));
    await status.selectOption({ label: 'Active' });
    await expect(page.getByText('6 of 8 signups')).toBeVisible();

    const violations = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);
  });

  test('no match and an empty view read "No newsletter signups found"', async ({ page }) => {
    await openNewsletter(page, '/admin/newsletter?q=nobody-here');
    await expect(page.getByText('No newsletter signups found')).toBeVisible();
    await expect(signupRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    await expect(signupRows(page)).toHaveCount(8);
    // Nothing is suspected spam on the pristine server.
    await page.getByRole('checkbox', { name: 'Suspected spam' }).check();
    await expect(page.getByRole('checkbox', { name: 'Suspected spam' })).toBeChecked();
    await expect(page).toHaveURL(/\?spam=1$/);
    await expect(page.getByText('No newsletter signups found')).toBeVisible();
  });

  test('Unsubscribe asks first, then the signup is Unsubscribed for good', async ({ page }) => {
    await openNewsletter(page);
    const email = 'jaan.pold@legal.example';
    const row = signupRow(page, email);
    await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe this address?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(await cellUnder(row, 'Status')).toHaveText('Active');

    await row.getByRole('button', { name: `Unsubscribe ${email}` }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(await cellUnder(row, 'Status')).toHaveText('Unsubscribed');
    await expect(row.getByRole('button', { name: /^Unsubscribe / })).toHaveCount(0);
    await expectCounters(page, 5, 3);
    await expect
      .poll(async () => (await serverSignups(page, { q: email })).items[0]?.subscribed)
      .toBe(false);
  });

  test("Delete asks with the spec's question, then the signup is gone", async ({ page }) => {
    await openNewsletter(page);
    const email = 'karin.sepp@advokaat.example';
    await signupRow(page, email)
      .getByRole('button', { name: `Delete ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this signup?' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this signup? It goes to the Trash, where it can be restored for 30 days.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(signupRow(page, email)).toHaveCount(1);
    await signupRow(page, email)
      .getByRole('button', { name: `Delete ${email}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(signupRow(page, email)).toHaveCount(0);
    await expectCounters(page, 5, 2);
    await expect.poll(async () => (await serverSignups(page, { q: email })).total).toBe(0);
  });

  test('Export CSV downloads exactly the subscribed signups, formula cells neutralised', async ({
    page,
    mailbox,
  }) => {
    await subscribe(page.request, '-promo@firma.example');
    // Pending until its owner confirms: only then is it exported.
    await confirmByMail(page.request, mailbox, '-promo@firma.example');
    await openNewsletter(page, '/admin/newsletter?status=unsubscribed');
    await expect(signupRow(page, '-promo@firma.example')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('promo');
    const active = await serverSignups(page, { status: 'active' });
    expect(active.items.map((r) => r.email)).toContain('-promo@firma.example');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    expect(download.suggestedFilename()).toBe(`newsletter-signups-${today}.csv`);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.trimEnd().split('\r\n');
    expect(header).toBe('Email,Subscribed Date,Status');
    const cells = lines.map((line) => line.split(','));
    // Whatever the search and filter on screen: every subscribed signup, and only those.
    expect(cells.map((c) => c[0]).sort()).toEqual(
      active.items.map((r) => (r.email.startsWith('-') ? `'${r.email}` : r.email)).sort(),
    );
    expect(cells.every((c) => c.length === 3 && c[2] === 'Active')).toBe(true);
    expect(cells.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c[1] ?? ''))).toBe(true);
    await expect(
      page.getByText(
        `Exported ${active.total} subscribed signups to newsletter-signups-${today}.csv.`,
      ),
    ).toBeVisible();
  });

  test('suspected spam is listed on its own and can be restored', async ({ page, mailbox }) => {
    await subscribe(page.request, 'fast.bot@firma.example', true);
    await openNewsletter(page);
    const before = await serverSignups(page);
    await expect(signupRow(page, 'fast.bot@firma.example')).toHaveCount(0);
    await expectCounters(
      page,
      before.counts.active,
      before.counts.unsubscribed,
      before.counts.pending,
    );

    await page.getByRole('checkbox', { name: 'Suspected spam' }).check();
    await expect(page.getByRole('checkbox', { name: 'Suspected spam' })).toBeChecked();
    await expect(page).toHaveURL(/\?spam=1$/);
    const row = signupRow(page, 'fast.bot@firma.example');
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 of 1 signup', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Unsubscribe / })).toHaveCount(0);
    await row.getByRole('button', { name: 'Not spam: restore fast.bot@firma.example' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No newsletter signups found')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Suspected spam' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    await expect(page.getByRole('checkbox', { name: 'Suspected spam' })).not.toBeChecked();
    await expect(signupRow(page, 'fast.bot@firma.example')).toHaveCount(1);
    // Restored, it is a signup still to be confirmed by its owner: in Total, not Active.
    await expect(
      signupRow(page, 'fast.bot@firma.example').getByText('Pending confirmation'),
    ).toBeVisible();
    await expectCounters(
      page,
      before.counts.active,
      before.counts.unsubscribed,
      before.counts.pending + 1,
    );
    await expect.poll(async () => (await serverSignups(page, { q: 'fast.bot' })).total).toBe(1);
    // Restored, it is mailed the confirmation link it was held without.
    const [confirmation] = await waitForMail(mailbox, 'fast.bot@firma.example');
    expect(confirmation?.raw).toContain('Please confirm your Lumen Legal newsletter subscription');

    // Awaiting confirmation is a status of its own (not Unsubscribed), and it can be cancelled.
    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption({ label: 'Unsubscribed' });
    await expect(page).toHaveURL(/\?status=unsubscribed$/);
    await expect(page.getByText(`${before.counts.unsubscribed} of `)).toBeVisible();
    await expect(signupRow(page, 'fast.bot@firma.example')).toHaveCount(0);
    await status.selectOption({ label: 'Pending confirmation' });
    await expect(page).toHaveURL(/\?status=pending$/);
    const pending = await serverSignups(page, { status: 'pending' });
    await expect.poll(() => shownEmails(page)).toEqual(pending.items.map((r) => r.email));
    const row2 = signupRow(page, 'fast.bot@firma.example');
    await row2.getByRole('button', { name: 'Unsubscribe fast.bot@firma.example' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsubscribe this address?' });
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(row2).toHaveCount(0);
    await expectCounters(
      page,
      before.counts.active,
      before.counts.unsubscribed + 1,
      before.counts.pending,
    );
    await expect
      .poll(
        async () => (await serverSignups(page, { status: 'unsubscribed', q: 'fast.bot' })).total,
      )
      .toBe(1);
  });
});

test.describe('Newsletter Management in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('meets WCAG 2.2 AA, with a confirmation open too', async ({ page }) => {
    await openNewsletter(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(signupRows(page).first()).toBeVisible();
    const axe = () => new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await signupRows(page)
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete this signup?' })).toBeVisible();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
