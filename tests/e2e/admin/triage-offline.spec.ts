import type { Page } from '@playwright/test';
import { expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import {
  auditLog,
  contactRows,
  controlled,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  syncStatus,
  taggedContacts,
} from './contacts-helpers.ts';
import {
  applicationRows,
  seedApplications,
  serverApplications,
  taggedApplication,
} from './partners-helpers.ts';
import { seedTickets, serverTickets, tagged, ticketPanel, ticketRows } from './support-helpers.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function goTo(page: Page, link: string, heading: string, search: string): Promise<void> {
  // In the app, without a page load: the screens read the local copy, offline too.
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
}

test('triage across three screens offline, then reconnect: every change reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const tag = `Tri${Date.now().toString(36)}`;
  await seedContacts(request, taggedContacts(tag, 1));
  await seedApplications(request, [taggedApplication(tag)]);
  const [ticket] = await seedTickets(request, [tagged(tag, 1)]);
  if (!ticket) throw new Error('No ticket was made.');

  await openContacts(page, `?q=${tag}`);
  await controlled(page);
  await context.setOffline(true);
  await expect(syncStatus(page)).toContainText('Offline');

  // Contacts: status and priority.
  await contactRows(page).first().click();
  const contact = detailPanel(page, `${tag} Person 01`);
  await contact.getByLabel('Status', { exact: true }).selectOption('resolved');
  await contact.getByLabel('Priority').selectOption('urgent');
  await page.keyboard.press('Escape');

  // Partner Applications: the review starts.
  await goTo(page, 'Partner Applications', 'Partner Applications', tag);
  await applicationRows(page).first().click();
  const application = detailPanel(page, `${tag} Applicant`);
  await application.getByRole('button', { name: 'Start Review' }).click();
  await expect(application.getByRole('button', { name: 'Start Review' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Support: the ticket is worked on.
  await goTo(page, 'Support', 'Support Management', tag);
  await ticketRows(page).first().click();
  await ticketPanel(page, ticket).getByLabel('Status').selectOption({ label: 'In Progress' });

  await expect(syncStatus(page)).toContainText('4 changes waiting to be sent');
  await context.setOffline(false);
  await expect(syncStatus(page)).not.toContainText('waiting to be sent', {
    timeout: scaled(15_000),
  });

  await expect
    .poll(async () => (await serverContacts(page, { q: tag })).items[0])
    .toMatchObject({ status: 'resolved', priority: 'urgent' });
  expect((await serverApplications(page, { q: tag })).items[0]).toMatchObject({
    status: 'under_review',
  });
  expect((await serverTickets(page, { q: tag })).items[0]).toMatchObject({ status: 'in_progress' });

  // Exactly once each: one audit entry per change, whatever retries the reconnect caused.
  const entries = (await auditLog(page)).filter((e) =>
    [
      'contact.setStatus',
      'contact.setPriority',
      'partner.startReview',
      'support.setStatus',
    ].includes(e.action),
  );
  const ids = new Set([
    (await serverContacts(page, { q: tag })).items[0]?.id,
    (await serverApplications(page, { q: tag })).items[0]?.id,
    (await serverTickets(page, { q: tag })).items[0]?.id,
  ]);
  const ours = entries
    .filter((e) => ids.has(e.entityId))
    .map((e) => e.action)
    .sort();
  expect(ours).toEqual([
    'contact.setPriority',
    'contact.setStatus',
    'partner.startReview',
    'support.setStatus',
  ]);
});
