import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from '../admin-accounts.ts';
import {
  contactRows,
  described,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  syncStatus,
  taggedContacts,
} from './contacts-helpers.ts';
import { cellUnder } from './table-helpers.ts';

const STATUS_LABELS = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
} as const;

/** The figure under a counter's label. */
function counter(page: Page, label: string) {
  return described(page.getByRole('region', { name: 'Submissions by status' }), label);
}

async function rowNames(page: Page): Promise<string[]> {
  return contactRows(page).getByRole('rowheader').allInnerTexts();
}

test.describe('Contact Management', () => {
  test('counters, search and filters live in the address: reload and Back restore the view', async ({
    page,
  }) => {
    await openContacts(page);
    const all = await serverContacts(page);
    for (const [key, label] of Object.entries(STATUS_LABELS)) {
      await expect(counter(page, label)).toHaveText(String(all.counts[key] ?? 0));
    }
    await expect(contactRows(page)).toHaveCount(Math.min(all.total, 25));

    // Search (name, email, company, message; any case), then a status filter.
    await page.getByRole('searchbox', { name: 'Search' }).fill('TAMM');
    await expect(page).toHaveURL(/\?q=TAMM$/);
    const found = await serverContacts(page, { q: 'TAMM' });
    expect(found.total).toBeGreaterThan(0);
    await expect.poll(() => rowNames(page)).toEqual(found.items.map((r) => r.name));
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
    await expect(page).toHaveURL(/\?q=TAMM&status=resolved$/);
    const filtered = await serverContacts(page, { q: 'TAMM', status: 'resolved' });
    await expect.poll(() => rowNames(page)).toEqual(filtered.items.map((r) => r.name));
    await expect(page.getByText(`Showing ${filtered.total} of ${filtered.total}`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('TAMM');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('resolved');
    await expect.poll(() => rowNames(page)).toEqual(filtered.items.map((r) => r.name));

    // Typing replaced the history entry; choosing the filter added one.
    await page.goBack();
    await expect(page).toHaveURL(/\?q=TAMM$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
    await expect.poll(() => rowNames(page)).toEqual(found.items.map((r) => r.name));

    // The detail panel is part of the address too.
    await contactRows(page).filter({ hasText: 'Maria Tamm' }).click();
    await expect(page).toHaveURL(/\?q=TAMM&id=[0-9a-f-]{36}$/);
    const panel = detailPanel(page, 'Maria Tamm');
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=TAMM$/);
  });

  test('the detail panel shows every field of a submission', async ({ page }) => {
    await openContacts(page, '?q=maria.tamm');
    await contactRows(page).first().click();
    const panel = detailPanel(page, 'Maria Tamm');
    const field = (label: string) => described(panel, label);
    await expect(field('Email')).toHaveText('maria.tamm@firm.example');
    await expect(field('Company')).toHaveText('Tamm & Kuusk Law Office');
    await expect(field('Subject')).toHaveText('Sales Enquiry');
    await expect(field('Form')).toHaveText('Contact form');
    await expect(field('Language')).toHaveText('English');
    await expect(field('Came from')).toHaveText('https://www.google.example/');
    for (const label of ['Received', 'Last updated', 'Responded on']) {
      await expect(field(label)).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    }
    await expect(panel.getByText(/law office of twelve lawyers in Tartu/)).toBeVisible();
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('resolved');
    await expect(panel.getByLabel('Priority')).toHaveValue('high');
    await expect(panel.getByLabel('Assigned to')).not.toHaveValue('');
    await expect(panel.getByRole('button', { name: 'Response Sent' })).toBeDisabled();
  });

  test('status, priority, assignee and Mark as Responded reach the server', {
    tag: '@smoke',
  }, async ({ page }) => {
    const tag = `Triage${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 1));
    await openContacts(page, `?q=${tag}`);
    await contactRows(page).first().click();
    const panel = detailPanel(page, `${tag} Person 01`);
    await expect(panel.getByRole('term').getByText('Responded on')).toBeVisible();

    await panel.getByLabel('Status', { exact: true }).selectOption({ label: 'In Progress' });
    await panel.getByLabel('Priority').selectOption({ label: 'Urgent' });
    // A pick-list of the staff who may see contacts, not free text (issue #45).
    const assignee = panel.getByLabel('Assigned to');
    await expect(assignee).toHaveValue('');
    await expect(assignee.getByRole('option', { name: 'Unassigned' })).toHaveCount(1);
    await expect(assignee.getByRole('option', { name: ADMIN.email })).toHaveCount(1);
    await assignee.selectOption({ label: ADMIN.email });
    await expect(assignee).toHaveValue(ADMIN.email);
    await panel.getByRole('button', { name: 'Mark as Responded' }).click();
    const sent = panel.getByRole('button', { name: 'Response Sent' });
    await expect(sent).toBeDisabled();
    await expect(sent).toBeFocused();
    await expect(described(panel, 'Responded on')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

    const row = contactRows(page).first();
    await expect(await cellUnder(row, 'Status')).toHaveText('In Progress');
    await expect(await cellUnder(row, 'Priority')).toHaveText('Urgent');
    await expect(syncStatus(page).getByText(/waiting to be sent/)).toHaveCount(0);
    await expect
      .poll(async () => (await serverContacts(page, { q: tag })).items[0])
      .toMatchObject({
        status: 'in_progress',
        priority: 'urgent',
        assigned_to: ADMIN.email,
        response_sent: true,
        response_date: expect.stringMatching(/^\d{4}-/),
      });
  });

  test('delete asks first: Cancel keeps the submission, Delete removes it', async ({ page }) => {
    const tag = `Delete${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 2));
    await openContacts(page, `?q=${tag}`);
    await expect(contactRows(page)).toHaveCount(2);
    await contactRows(page)
      .filter({ hasText: `${tag} Person 01` })
      .click();
    const panel = detailPanel(page, `${tag} Person 01`);
    const remove = panel.getByRole('button', { name: 'Delete' });

    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Are you sure you want to delete this submission? It goes to the Trash, where it can be restored for 30 days.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(contactRows(page)).toHaveCount(2);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel).toHaveCount(0);
    await expect(contactRows(page)).toHaveCount(1);
    await expect(contactRows(page)).toContainText([`${tag} Person 02`]);
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    await expect
      .poll(async () => (await serverContacts(page, { q: tag })).items.map((r) => r.name))
      .toEqual([`${tag} Person 02`]);
  });

  test('pages of 25: Next and Previous are in the address, and an emptied last page gives way', async ({
    page,
  }) => {
    const tag = `Pages${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 26));
    await openContacts(page, `?q=${tag}`);
    await expect(contactRows(page)).toHaveCount(25);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));
    await expect(contactRows(page)).toHaveCount(1);
    // Oldest last: the first one seeded.
    await expect(contactRows(page)).toContainText([`${tag} Person 01`]);
    await expect(page.getByText('Showing 1 of 26')).toBeVisible();

    await contactRows(page).first().click();
    await detailPanel(page, `${tag} Person 01`).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    await expect(contactRows(page)).toHaveCount(25);
    await expect(pages).toHaveCount(0);
  });

  test('suspected spam is listed only on request, says why, and can be restored', async ({
    page,
    request,
  }) => {
    const tag = `Spam${Date.now().toString(36)}`;
    await seedContacts(request, taggedContacts(tag, 1), { spam: true });
    await openContacts(page, `?q=${tag}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'No submissions match' }),
    ).toBeVisible();

    // The box is bound to the address, and reads checked the moment it is clicked: a box that
    // flicked back until the navigation committed made Playwright's check() fail now and then.
    const spamBox = page.getByRole('checkbox', { name: 'Suspected spam' });
    const checkedOnClick = await spamBox.evaluate((box: HTMLInputElement) => {
      box.click();
      return box.checked;
    });
    expect(checkedOnClick).toBe(true);
    await expect(spamBox).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&spam=1$`));
    await expect(page.getByText(/^Showing suspected spam only/)).toBeVisible();
    await contactRows(page).first().click();
    const panel = detailPanel(page, `${tag} Person 01`);
    await expect(described(panel, 'Suspected spam')).toHaveText(
      'the form was sent faster than a person can',
    );
    // Bulk status is not offered for suspected spam; deleting and exporting are.
    await expect(
      page.getByRole('region', { name: 'Bulk actions' }).getByLabel('New status'),
    ).toHaveCount(0);
    await panel.getByRole('button', { name: 'Not spam: restore' }).click();
    await expect(contactRows(page)).toHaveCount(0);

    await spamBox.uncheck();
    await expect(contactRows(page)).toHaveCount(1);
    await expect
      .poll(async () => (await serverContacts(page, { q: tag })).items[0]?.spam_reason)
      .toBeNull();
  });
});
