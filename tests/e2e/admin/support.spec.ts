import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { queryRunning } from '../forms-helpers.ts';
import { expect, test as mailboxTest } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import {
  card,
  described,
  openSupport,
  patchTicket,
  satisfactionLink,
  seedTickets,
  serverTickets,
  tagged,
  ticketPanel,
  ticketRows,
} from './support-helpers.ts';

/**
 * Support Management (back-office §2, §4, §5, §8, §9) on servers of its own, without the demo
 * content (so the cards start at zero and "N/A"), mail going to a real local SMTP server.
 */
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

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

const CARDS = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_customer: 'Waiting',
  resolved: 'Resolved',
} as const;

async function ticketNumbersShown(page: Page): Promise<string[]> {
  return ticketRows(page).getByRole('rowheader').locator('.support-ticket-number').allInnerTexts();
}

// A server of its own, without demo content: nothing is rated but what these tests rate.
test.use({ serverFor: 'support' });

/** Moves a ticket's arrival back by `interval` on the server (the screens follow its clock). */
function agoOnServer(dataDir: string, ticket: unknown, interval: string) {
  return queryRunning(
    dataDir,
    (sql) => sql`update support_tickets set created_at = created_at - ${interval}::interval
      where ticket_number = ${String(ticket)}`,
  );
}

test.describe('cards and the satisfaction mail', () => {
  test('five cards from N/A to a one-decimal mean; resolving mails a single-use rating link', async ({
    page,
    mailbox,
  }) => {
    test.setTimeout(scaled(120_000));
    await openSupport(page);
    const before = await serverTickets(page);
    const count = (status: string) => before.counts[status] ?? 0;
    for (const [status, label] of Object.entries(CARDS)) {
      await expect(card(page, label)).toHaveText(String(count(status)));
    }
    expect(before.averageRating).toBeNull();
    await expect(card(page, 'Avg. Rating')).toHaveText('N/A');
    expect(await violations(page)).toEqual([]);

    const [a, b, c] = await seedTickets(page.request, [
      tagged('Rating', 1),
      tagged('Rating', 2),
      tagged('Rating', 3),
    ]);
    if (!a || !b || !c) throw new Error('seeding failed');
    await expect(card(page, 'Open')).toHaveText(String(count('open') + 3));
    await expect(card(page, 'Avg. Rating')).toHaveText('N/A');

    // The resolution input: blank gives the spec's message; then a resolution, then Resolved.
    await ticketRows(page).filter({ hasText: a }).click();
    const panel = ticketPanel(page, a);
    await expect(panel).toBeVisible();
    await expect(described(panel, 'Resolved on')).toHaveText('Not yet');
    await panel.getByRole('button', { name: 'Add Resolution' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter a resolution');
    await panel.getByLabel('Resolution').fill('The role was re-applied.');
    await panel.getByRole('button', { name: 'Add Resolution' }).click();
    await expect(panel.getByText('Resolution added.')).toBeVisible();
    await panel.getByLabel('Status').selectOption({ label: 'Resolved' });
    await expect(described(panel, 'Resolved on')).not.toHaveText('Not yet');
    // No resolution input once resolved.
    await expect(panel.getByLabel('Resolution')).toHaveCount(0);
    await expect(card(page, 'Resolved')).toHaveText(String(count('resolved') + 1));
    await expect
      .poll(async () => (await serverTickets(page, { q: a })).items[0]?.resolved_at ?? null)
      .not.toBeNull();
    const resolved = (await serverTickets(page, { q: a })).items[0];
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'The role was re-applied.' });
    expect(resolved?.first_response_at).not.toBeNull();

    // The mail went through the real SMTP server; its link rates the ticket once.
    const link = await satisfactionLink(mailbox, 'rating.1@example.com');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'How did we do?' })).toBeVisible();
    await expect(page.getByText(`Your support ticket ${a} has been resolved.`)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Rating' }).click();
    // The page's own alert: the newsletter popup, due 5 s after load, has one of its own.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please choose a rating from 1 to 5.',
    );
    await page.getByLabel('4 – Satisfied').check();
    await page.getByRole('button', { name: 'Send Rating' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /Thank you for your rating/,
    );
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      /This link has already been used/,
    );
    const token = new URL(link, 'http://x').searchParams.get('token');
    const again = await page.request.post('/api/support-satisfaction', {
      data: { token, rating: 1 },
    });
    expect(again.status()).toBe(409);

    await page.goto('/admin/support');
    await expect(card(page, 'Avg. Rating')).toHaveText('4.0');

    // Two more resolved and rated 5: (4 + 5 + 5) / 3 = 4.67, shown to one decimal.
    const all = await serverTickets(page, { q: 'Rating' });
    for (const number of [b, c]) {
      const id = all.items.find((i) => i.ticket_number === number)?.id ?? '';
      await patchTicket(page, id, { status: 'resolved' });
    }
    for (const to of ['rating.2@example.com', 'rating.3@example.com']) {
      const rate = await page.request.post('/api/support-satisfaction', {
        data: {
          token: new URL(await satisfactionLink(mailbox, to), 'http://x').searchParams.get('token'),
          rating: 5,
        },
      });
      expect(rate.status()).toBe(200);
    }
    await expect(card(page, 'Avg. Rating')).toHaveText('4.7');
    await expect(card(page, 'Resolved')).toHaveText(String(count('resolved') + 3));
    await expect(card(page, 'Open')).toHaveText(String(count('open')));
    expect((await serverTickets(page)).averageRating).toBe(4.7);
  });
});

test.describe('Support Management', () => {
  test('search and filters live in the address; reload and Back restore them', async ({ page }) => {
    const numbers = await seedTickets(page.request, [
      tagged('Filter', 1, { category: 'billing', priority: 'urgent' }),
      tagged('Filter', 2, { category: 'technical', priority: 'high' }),
      tagged('Filter', 3, { category: 'billing', priority: 'low' }),
      tagged('Other', 4, { description: 'Nothing about filters, but FILTERX in the text.' }),
    ]);
    await openSupport(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('filter c');
    await expect(page).toHaveURL(/\?q=filter\+c$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[2], numbers[1], numbers[0]]);

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Billing' });
    await expect(page).toHaveURL(/\?q=filter\+c&category=billing$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[2], numbers[0]]);
    await page.getByLabel('Priority', { exact: true }).selectOption({ label: 'Urgent' });
    await expect(page).toHaveURL(/priority=urgent/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[0]]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
    await expect(page.getByText('No tickets match the search and filters.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('closed');
    await page.goBack();
    await expect(page).toHaveURL(/\?q=filter\+c&category=billing&priority=urgent$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[0]]);

    // The description and the ticket number are searched too, in any case.
    await page.goto('/admin/support?q=filterx');
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[3]]);
    await search.fill(String(numbers[1]).toLowerCase());
    await expect.poll(() => ticketNumbersShown(page)).toEqual([numbers[1]]);
    expect(await violations(page)).toEqual([]);
  });

  test('a resolution is offered only while the ticket is open or in progress', async ({ page }) => {
    const [number] = await seedTickets(page.request, [tagged('Offer', 1)]);
    await openSupport(page, `?q=${number}`);
    await ticketRows(page).first().click();
    const panel = ticketPanel(page, String(number));
    const status = panel.getByLabel('Status');
    const resolution = panel.getByLabel('Resolution');
    await expect(resolution).toBeVisible();
    await status.selectOption({ label: 'Waiting for Customer' });
    await expect(resolution).toHaveCount(0);
    await status.selectOption({ label: 'In Progress' });
    await expect(resolution).toBeVisible();
    await resolution.fill('   ');
    await panel.getByRole('button', { name: 'Add Resolution' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please enter a resolution');
    await status.selectOption({ label: 'Closed' });
    await expect(resolution).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('overdue tickets are marked and can be sorted first', async ({ page, server }) => {
    const [late, answered] = await seedTickets(page.request, [
      tagged('Overdue', 1),
      tagged('Overdue', 2),
    ]);
    await openSupport(page, '?q=overdue');
    const all = await serverTickets(page, { q: 'overdue' });
    const answeredId = all.items.find((i) => i.ticket_number === answered)?.id ?? '';
    await patchTicket(page, answeredId, { status: 'in_progress' });

    // Just arrived: nothing is overdue.
    await expect.poll(() => ticketNumbersShown(page)).toEqual([answered, late]);
    await expect(ticketRows(page).getByText('Overdue', { exact: true })).toHaveCount(0);

    // The unanswered ticket came a week ago (whatever the day and hour now, more than 4 support
    // hours have passed): it is overdue. Time passes on the server, whose clock the screen follows.
    await agoOnServer(server.dataDir, late, '7 days');
    await page.reload();
    const lateRow = ticketRows(page).filter({ hasText: String(late) });
    await expect(lateRow.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(lateRow).toHaveClass(/support-row--overdue/);
    const answeredRow = ticketRows(page).filter({ hasText: String(answered) });
    await expect(answeredRow.getByText('Overdue', { exact: true })).toHaveCount(0);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([answered, late]);

    await page.getByLabel('Sort').selectOption({ label: 'Overdue first' });
    await expect(page).toHaveURL(/\?q=overdue&sort=overdue$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([late, answered]);
    await lateRow.click();
    await expect(
      described(ticketPanel(page, String(late)), 'Age').getByText(/Overdue/),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Sort')).toHaveValue('overdue');
    await expect.poll(() => ticketNumbersShown(page)).toEqual([late, answered]);
  });

  test('delete asks first: Cancel keeps the ticket, Delete removes it', async ({ page }) => {
    // A second ticket, so the list is not empty once the first is gone.
    const [number] = await seedTickets(page.request, [tagged('Remove', 1), tagged('Remove', 2)]);
    await openSupport(page, `?q=${number}`);
    await ticketRows(page).first().click();
    const panel = ticketPanel(page, String(number));
    await panel.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText(
      'Are you sure you want to delete this ticket? It goes to the Trash, where it can be restored for 30 days.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('No tickets match the search and filters.')).toBeVisible();
    await expect.poll(async () => (await serverTickets(page, { q: String(number) })).total).toBe(0);
  });

  test('suspected spam is listed apart and can be restored', async ({ page }) => {
    const [number, real] = await seedTickets(page.request, [
      tagged('Spammy', 1, { bot: true }),
      tagged('Spammy', 2),
    ]);
    await openSupport(page, '?q=spammy');
    await expect.poll(() => ticketNumbersShown(page)).toEqual([real]);

    await page.getByRole('checkbox', { name: 'Suspected spam' }).check();
    await expect(page).toHaveURL(/\?q=spammy&spam=1$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([number]);
    await ticketRows(page).first().click();
    const panel = ticketPanel(page, String(number));
    await expect(panel.getByText(/Suspected spam/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Not Spam: Restore' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('No tickets match the search and filters.')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Suspected spam' }).uncheck();
    await expect(page).toHaveURL(/\?q=spammy$/);
    await expect.poll(() => ticketNumbersShown(page)).toEqual([real, number]);
    await expect.poll(async () => (await serverTickets(page, { q: 'spammy' })).total).toBe(2);
    expect((await serverTickets(page, { q: 'spammy', spam: '1' })).total).toBe(0);
  });
});

test.describe('dark theme and the Estonian rating page', () => {
  test.use({ colorScheme: 'dark' });

  test('an overdue ticket open in its panel, and the refused link pages, meet WCAG 2.2 AA', async ({
    page,
    server,
  }) => {
    const [number] = await seedTickets(page.request, [tagged('Darkmode', 1)]);
    await agoOnServer(server.dataDir, number, '7 days');
    await openSupport(page, '?q=darkmode');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await ticketRows(page).first().click();
    await expect(ticketPanel(page, String(number)).getByText(/Overdue/)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto(`/et/support/rate?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Kuidas meil läks?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'See link ei kehti. Palun avage link meie e-kirjast uuesti.',
    );
    expect(await violations(page)).toEqual([]);
    await page.goto('/et/support/rate');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'See link on poolik. Palun avage link meie e-kirjast uuesti.',
    );
  });
});
