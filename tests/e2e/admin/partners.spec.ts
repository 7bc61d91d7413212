/**
 * Partner Applications (/admin/partners; back-office §2, §4, §8): counters, search and filters
 * in the address, the review's state machine with its notes and reviewer, delete, suspected
 * spam, and the partner's account: approving, then creating it, sends a set-password mail over a
 * real SMTP server whose link lets the partner set a password and sign in to the portal.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN } from '../admin-accounts.ts';
import { waitsForHydration } from '../fixtures.ts';
import { expect, test as mailboxTest, mailsTo, resetLinkPath, waitForMail } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import { auditLog, described, detailPanel, syncStatus } from './contacts-helpers.ts';
import {
  applicationRows,
  decide,
  openPartners,
  seedApplications,
  serverApplications,
  taggedApplication,
} from './partners-helpers.ts';
import { cellUnder } from './table-helpers.ts';

// A server of its own (with the mailbox): the counters are compared with a quiet server.
const test = mailboxTest.extend({ serverFor: ['partners', { scope: 'worker' }] });

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const STATUS_LABELS = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

function counter(page: Page, label: string) {
  return described(page.getByRole('region', { name: 'Applications by status' }), label);
}

async function rowNames(page: Page): Promise<string[]> {
  return applicationRows(page).getByRole('rowheader').allInnerTexts();
}

test.describe('Partner Applications', () => {
  test('four counters; search, status and partner type live in the address', async ({ page }) => {
    const tag = `Filter${Date.now()}`;
    await seedApplications(page.request, [
      taggedApplication(`${tag}A`, { partner_type: 'reseller' }),
      taggedApplication(`${tag}B`, { partner_type: 'technology' }),
    ]);
    await openPartners(page);
    const all = await serverApplications(page);
    expect(Object.keys(all.counts)).toEqual(Object.keys(STATUS_LABELS));
    for (const [key, label] of Object.entries(STATUS_LABELS)) {
      await expect(counter(page, label)).toHaveText(String(all.counts[key] ?? 0));
    }
    await expect(applicationRows(page)).toHaveCount(all.total);

    // The search covers the message too, in any case.
    await page.getByRole('searchbox', { name: 'Search' }).fill('WE WOULD LIKE TO PARTNER');
    await expect.poll(() => rowNames(page)).toEqual([`${tag}B Applicant`, `${tag}A Applicant`]);
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    await page.getByLabel('Partner type').selectOption({ label: 'Reseller' });
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&partner_type=reseller$`));
    await expect.poll(() => rowNames(page)).toEqual([`${tag}A Applicant`]);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
    await expect(page).toHaveURL(
      /&status=approved&partner_type=reseller$|&partner_type=reseller&status=approved$/,
    );
    await expect(page.getByText('No applications match the search and filters.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
    await expect(page.getByLabel('Partner type')).toHaveValue('reseller');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/admin\/partners$/);
    await expect(applicationRows(page)).toHaveCount(all.total);
  });

  test('review: Start Review only while pending, notes recorded then cleared, reviewer recorded, decided hides the notes', async ({
    page,
  }) => {
    const tag = `Review${Date.now()}`;
    await seedApplications(page.request, [taggedApplication(tag)]);
    await openPartners(page, `?q=${tag}`);
    const before = await serverApplications(page);
    await applicationRows(page).first().click();
    const panel = detailPanel(page, `${tag} Applicant`);
    const notes = panel.getByLabel('Review notes');
    const start = panel.getByRole('button', { name: 'Start Review' });
    await expect(described(panel, 'Reviewed by')).toHaveText('Not yet');

    await notes.fill('Checking two reference customers.');
    await start.click();
    await expect(start).toHaveCount(0);
    await expect(notes).toHaveValue('');
    await expect(notes).toBeFocused();
    await expect(described(panel, 'Status')).toHaveText('Under Review');
    const history = panel.getByRole('region', { name: 'Review history' }).getByRole('listitem');
    await expect(history).toHaveText([/: Under Review, by .*Checking two reference customers\.$/]);
    await expect(described(panel, 'Reviewed by')).toHaveText(ADMIN.email);
    await expect(described(panel, 'Reviewed on')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await expect(counter(page, 'Under Review')).toHaveText(
      String((before.counts.under_review ?? 0) + 1),
    );
    await expect(await cellUnder(applicationRows(page).first(), 'Status')).toHaveText(
      'Under Review',
    );

    await notes.fill('References confirmed.');
    // Final, so it asks first, naming the applicant; Cancel changes nothing.
    await panel.getByRole('button', { name: 'Approve' }).click();
    const question = page.getByRole('dialog', { name: `Approve ${tag} Applicant?` });
    await expect(question).toContainText(
      `Approve the Implementation partner application from ${tag} Applicant (${tag} Consulting)? The decision is final. Your review notes are recorded with the decision.`,
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(described(panel, 'Status')).toHaveText('Under Review');
    await decide(page, panel, 'Approve', `${tag} Applicant`);
    await expect(described(panel, 'Status')).toHaveText('Approved');
    await expect(panel.getByLabel('Review notes')).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Review', exact: true })).toBeFocused();
    await expect(
      panel.getByRole('button', { name: /^(Approve|Reject|Start Review)$/ }),
    ).toHaveCount(0);
    await expect(
      panel.getByText('This application was approved; that decision is final.'),
    ).toBeVisible();
    // Each change with its own note, dated, in order.
    await expect(history).toHaveText([
      new RegExp(`^\\d.*: Under Review, by ${ADMIN.email}Checking two reference customers\\.$`),
      new RegExp(`^\\d.*: Approved, by ${ADMIN.email}References confirmed\\.$`),
    ]);
    await expect(panel.getByRole('button', { name: 'Create account and send link' })).toBeVisible();

    await expect
      .poll(async () => (await serverApplications(page, { q: tag })).items[0])
      .toMatchObject({
        status: 'approved',
        review_notes: 'References confirmed.',
        reviewed_by: ADMIN.email,
        reviewed_at: expect.stringMatching(/^\d{4}-/),
      });
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
    expect((await axe.analyze()).violations.map((v) => v.id)).toEqual([]);
  });

  test('reject straight from pending; the notes are refused past 10,000 characters', async ({
    page,
  }) => {
    const tag = `Reject${Date.now()}`;
    await seedApplications(page.request, [taggedApplication(tag)]);
    await openPartners(page, `?q=${tag}`);
    await applicationRows(page).first().click();
    const panel = detailPanel(page, `${tag} Applicant`);
    const notes = panel.getByLabel('Review notes');
    await notes.fill('x'.repeat(10_001));
    await decide(page, panel, 'Reject', `${tag} Applicant`);
    await expect(panel.getByRole('alert')).toHaveText(
      'Keep the review notes to 10,000 characters or fewer.',
    );
    await expect(notes).toHaveAttribute('aria-invalid', 'true');
    await expect(described(panel, 'Status')).toHaveText('Pending');
    await notes.fill('Not a fit for the programme.');
    await decide(page, panel, 'Reject', `${tag} Applicant`);
    await expect(described(panel, 'Status')).toHaveText('Rejected');
    await expect(panel.getByLabel('Review notes')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Create account and send link' })).toHaveCount(
      0,
    );
    await expect
      .poll(async () => (await serverApplications(page, { q: tag })).items[0]?.status)
      .toBe('rejected');
  });

  test('delete asks first: Cancel keeps the application, Delete removes it', async ({ page }) => {
    const tag = `Delete${Date.now()}`;
    await seedApplications(page.request, [
      taggedApplication(`${tag}X`),
      taggedApplication(`${tag}Y`),
    ]);
    await openPartners(page, `?q=${tag}`);
    await expect(applicationRows(page)).toHaveCount(2);
    await applicationRows(page)
      .filter({ hasText: `${tag}X Applicant` })
      .click();
    const panel = detailPanel(page, `${tag}X Applicant`);
    const remove = panel.getByRole('button', { name: 'Delete' });

    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this application?' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this application? It goes to the Trash, where it can be restored for 30 days.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(applicationRows(page)).toHaveCount(2);

    await remove.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel).toHaveCount(0);
    await expect.poll(() => rowNames(page)).toEqual([`${tag}Y Applicant`]);
    await expect
      .poll(async () => (await serverApplications(page, { q: tag })).items.map((r) => r.name))
      .toEqual([`${tag}Y Applicant`]);
  });

  test('suspected spam is listed only on request and can be restored', async ({ page }) => {
    const tag = `Spam${Date.now()}`;
    await seedApplications(page.request, [taggedApplication(tag)], { spam: true });
    await openPartners(page, `?q=${tag}`);
    await expect(page.getByText('No applications match the search and filters.')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Suspected spam' }).check();
    await expect(page.getByRole('checkbox', { name: 'Suspected spam' })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&spam=1$`));
    await expect.poll(() => rowNames(page)).toEqual([`${tag} Applicant`]);
    await applicationRows(page).first().click();
    const panel = detailPanel(page, `${tag} Applicant`);
    await expect(panel.getByText(/sent faster than a person can/)).toBeVisible();
    await panel.getByRole('button', { name: 'Not spam: restore' }).click();
    await expect(panel).toHaveCount(0);
    await expect(applicationRows(page)).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Suspected spam' }).uncheck();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}$`));
    await expect.poll(() => rowNames(page)).toEqual([`${tag} Applicant`]);
    await expect
      .poll(async () => (await serverApplications(page, { q: tag })).items[0]?.spam_reason)
      .toBeNull();
  });

  test('approving offers the account: the set-password mail lets the partner sign in to the portal', async ({
    page,
    mailbox,
  }) => {
    const tag = `Account${Date.now()}`;
    const application = taggedApplication(tag, { company: `${tag} Legal Tech OÜ` });
    await seedApplications(page.request, [application]);
    await openPartners(page, `?q=${tag}`);
    await applicationRows(page).first().click();
    const panel = detailPanel(page, `${tag} Applicant`);
    const create = panel.getByRole('button', { name: 'Create account and send link' });
    await expect(create).toHaveCount(0);
    await decide(page, panel, 'Approve', `${tag} Applicant`);

    await create.click();
    const dialog = page.getByRole('dialog', { name: 'Create a partner account?' });
    await expect(dialog).toContainText(application.email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeFocused();
    await create.click();
    await dialog.getByRole('button', { name: 'Create account and send link' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      new RegExp(`^Sign-in account created on .+ for ${application.email.replace(/\./g, '\\.')};`),
    );
    await expect(create).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Partner portal account' })).toBeFocused();

    const [mail] = await waitForMail(mailbox, application.email);
    const link = resetLinkPath(mail?.raw ?? '');
    expect(link, mail?.raw).toBeTruthy();

    // The partner, in a browser of their own.
    const opened = await page.context().browser()?.newPage();
    if (!opened) throw new Error('no browser');
    const partner = waitsForHydration(opened);
    const password = 'Lighthouse-Meadow-Juniper-58';
    await partner.goto(link as string);
    await partner.getByLabel('New password', { exact: true }).fill(password);
    await partner.getByLabel('Confirm new password').fill(password);
    await partner.getByRole('button', { name: 'Save New Password' }).click();
    // Hashing a password is deliberately slow work; a loaded machine can take a while.
    await expect(partner.getByRole('main').getByRole('status')).toHaveText(
      'Your password has been changed.',
      { timeout: scaled(15_000) },
    );
    await partner.getByRole('link', { name: 'Sign in', exact: true }).click();
    await partner.getByLabel('Email', { exact: true }).fill(application.email);
    await partner.getByLabel('Password', { exact: true }).fill(password);
    await partner.getByRole('button', { name: 'Sign In' }).click();
    await expect(partner).toHaveURL(/\/partners\/dashboard$/, { timeout: scaled(15_000) });
    const status = partner.getByRole('region', { name: 'Application status' });
    await expect(status.getByText('Approved')).toBeVisible();
    await expect(partner.getByText(application.company).first()).toBeVisible();
    await partner.close();
  });

  test('offline, approving and creating the account are queued; the mail goes once back online', async ({
    page,
    context,
    mailbox,
  }) => {
    const tag = `Queued${Date.now()}`;
    const application = taggedApplication(tag);
    await seedApplications(page.request, [application]);
    await openPartners(page, `?q=${tag}`);
    await applicationRows(page).first().click();
    const panel = detailPanel(page, `${tag} Applicant`);
    await expect(panel.getByRole('button', { name: 'Approve' })).toBeVisible();

    await context.setOffline(true);
    await expect(syncStatus(page).getByText('Offline')).toBeVisible();
    await decide(page, panel, 'Approve', `${tag} Applicant`);
    await panel.getByRole('button', { name: 'Create account and send link' }).click();
    await page
      .getByRole('dialog', { name: 'Create a partner account?' })
      .getByRole('button', { name: 'Create account and send link' })
      .click();
    await expect(panel.getByRole('status')).toHaveText(
      'Sign-in account requested. It is created, and the link emailed, when this change reaches the server.',
    );
    await expect(syncStatus(page)).toContainText('2 changes waiting to be sent');
    expect(mailsTo(mailbox, application.email)).toEqual([]);

    await context.setOffline(false);
    await expect(panel.getByRole('status')).toContainText('Sign-in account created on', {
      timeout: scaled(15_000),
    });
    const [row] = (await serverApplications(page, { q: tag })).items;
    expect(row).toMatchObject({ status: 'approved', account_created_at: expect.any(String) });
    await waitForMail(mailbox, application.email);
    const actions = (await auditLog(page))
      .filter((e) => e.entityId === row?.id)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(['partner.approve', 'partner.createAccount']);
  });
});

test.describe('Partner Applications in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the list and an open application meet WCAG 2.2 AA; Escape closes the panel', async ({
    page,
  }) => {
    await openPartners(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await applicationRows(page).filter({ hasText: 'Toomas Kuusik' }).click();
    const panel = detailPanel(page, 'Toomas Kuusik');
    await expect(panel.getByLabel('Review notes')).toBeVisible();
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
    expect((await axe.analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/partners$/);
  });
});
