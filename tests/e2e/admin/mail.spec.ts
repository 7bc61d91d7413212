/**
 * The honest embedded default (issue #25): this server runs without SMTP_URL, so nothing is
 * mailed and the back office says so. An invitation and a partner account show their link with
 * Copy link; the Mail screen lists what waits in the outbox as "Not delivered: no mail server is
 * configured", never shows a link meant for the recipient alone, and meets WCAG 2.2 AA.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import {
  contactRows,
  described,
  detailPanel,
  openContacts,
  seedContacts,
} from './contacts-helpers.ts';
import {
  applicationRows,
  decide,
  openPartners,
  seedApplications,
  taggedApplication,
} from './partners-helpers.ts';

const NOT_DELIVERED = 'Not delivered: no mail server is configured';

async function subscribe(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/newsletter', {
    data: { email, lang: 'en', fill_ms: 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function openMail(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Mail', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
}

function mailRow(page: Page, text: string) {
  return page
    .getByRole('table', { name: /^Mail\./ })
    .getByRole('row')
    .filter({ hasText: text });
}

test('without a mail server an invitation shows its link to copy, and the Mail screen lists it as not delivered', async ({
  page,
  context,
}) => {
  const tag = Date.now();
  const invitee = `mail.off.${tag}@lumen-legal.example`;
  const subscriber = `reader.${tag}@example.ee`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/admin/users');
  await adminSignIn(page);
  await expect(page.getByText(/^Mail is off \(no mail server is configured\)/)).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('Email', { exact: true }).fill(invitee);
  await invite.getByRole('button', { name: 'Create Invitation' }).click();
  await expect(
    page.getByText(
      `Mail is off, so no invitation was sent. Pass this link to ${invitee} yourself; it is valid for 7 days.`,
    ),
  ).toBeFocused();
  const field = page.getByLabel('Invitation link');
  await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/admin\/reset-password\?token=/);
  await expect(field).toHaveAttribute('readonly', '');
  const link = await field.inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Copied$/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await subscribe(page.request, subscriber);
  await openMail(page);
  await expect(page.getByText(/^Mail is off: no mail server is configured/)).toBeVisible();
  const invitation = mailRow(page, invitee);
  await expect(invitation.getByRole('rowheader')).toHaveText(invitee);
  await expect(invitation.getByRole('cell')).toHaveText([
    'Your Lumen Legal back-office account',
    'Invitation',
    /\d{4}, \d{2}:\d{2}$/,
    NOT_DELIVERED,
  ]);
  const confirmation = mailRow(page, subscriber);
  await expect(confirmation.getByRole('cell').nth(1)).toHaveText('Newsletter confirmation');
  await expect(confirmation.getByRole('cell').nth(3)).toHaveText(NOT_DELIVERED);
  // Newest first: the confirmation was queued after the invitation.
  const rows = page.getByRole('table', { name: /^Mail\./ }).getByRole('row');
  const order = await rows.allInnerTexts();
  const at = (text: string) => order.findIndex((row) => row.includes(text));
  expect(at(subscriber)).toBeLessThan(at(invitee));

  // Opened: the facts, never the sign-in link; the address keeps the open message.
  await invitation.click();
  const panel = detailPanel(page, 'Your Lumen Legal back-office account');
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/mail\?id=[\w-]+$/);
  await expect(described(panel, 'State')).toHaveText(NOT_DELIVERED);
  await expect(
    panel.getByText('Contents hidden: a sign-in link for the recipient only'),
  ).toBeVisible();
  await expect(panel).not.toContainText('token=');

  // Resend is honest too: queued again, sent once a mail server is configured.
  await panel.getByRole('button', { name: 'Resend' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Queued again/ })).toHaveText(
    'Queued again. Mail is off, so it is sent only once a mail server is configured (SMTP_URL).',
  );
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(invitation).toBeFocused();

  await confirmation.click();
  await expect(
    detailPanel(page, 'Please confirm your Lumen Legal newsletter subscription').getByText(
      'Contents hidden: a personal link for the recipient only',
    ),
  ).toBeVisible();
});

test('without a mail server a partner account shows its set-password link to copy', async ({
  page,
}) => {
  const tag = `MailOff${Date.now()}`;
  const application = taggedApplication(tag);
  await seedApplications(page.request, [application]);
  await openPartners(page, `?q=${tag}`);
  await applicationRows(page).first().click();
  const panel = detailPanel(page, `${tag} Applicant`);
  await decide(page, panel, 'Approve', `${tag} Applicant`);
  await expect(
    panel.getByText(
      /^Create the partner’s sign-in account for .* Mail is off, so no email is sent/,
    ),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Create account and show link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a partner account?' });
  await expect(dialog).toContainText('Mail is off, so no email is sent');
  await dialog.getByRole('button', { name: 'Create account and show link' }).click();
  await expect(
    panel.getByText(
      `Mail is off, so no link was emailed. Pass this link to ${application.email} yourself; it works once and is valid for 7 days.`,
    ),
  ).toBeVisible();
  await expect(panel.getByLabel('Set-password link')).toHaveValue(
    /\/partners\/reset-password\?token=[\w-]+$/,
  );
  await expect(panel.getByRole('button', { name: 'Copy link' })).toBeVisible();
});

test('without a mail server a reply to a lead says so before and after it is sent, and leaves the lead unanswered, in the dark theme too', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const tag = `ReplyOff${Date.now()}`;
  const name = `${tag} Person`;
  await seedContacts(page.request, [
    { name, email: `${tag.toLowerCase()}@example.ee`, message: 'Hello.' },
  ]);
  await openContacts(page, `?q=${tag}`);
  await contactRows(page).filter({ hasText: name }).click();
  const panel = detailPanel(page, name);
  await panel.getByRole('button', { name: 'Reply' }).click();
  const form = panel.getByRole('form', { name: `Reply to ${name}` });
  await expect(form.getByText(/^Mail is off: no mail server is configured/)).toBeVisible();
  await form.getByLabel('Template').selectOption({ label: 'Thank you for getting in touch' });
  await form.getByRole('button', { name: 'Send Reply' }).click();
  const entry = panel.getByRole('region', { name: 'Replies' }).getByRole('article');
  // It says what will happen, and the contact is not answered by a reply that did not go.
  await expect(
    entry.getByText(
      'Not delivered yet: no mail server is configured. It is sent as soon as one is.',
    ),
  ).toBeVisible();
  await expect(described(panel, 'Responded on')).toHaveText(
    'Reply queued: not sent until a mail server is configured',
  );
  await expect(panel.getByRole('button', { name: 'Mark as Responded' })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('.admin-detail')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  await openMail(page);
  const reply = mailRow(page, `${tag.toLowerCase()}@example.ee`);
  await expect(reply.getByRole('rowheader')).toHaveText(`${tag.toLowerCase()}@example.ee`);
  await expect(reply.getByRole('cell')).toHaveText([
    'Your message to Lumen Legal',
    'Reply to a lead',
    /\d{4}, \d{2}:\d{2}$/,
    NOT_DELIVERED,
  ]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the Mail screen with a message open meets WCAG 2.2 AA (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const subscriber = `axe.${scheme}.${Date.now()}@example.ee`;
    await subscribe(page.request, subscriber);
    await page.goto('/admin/mail');
    await adminSignIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await mailRow(page, subscriber).click();
    await expect(
      page.getByText('Contents hidden: a personal link for the recipient only'),
    ).toBeVisible();
    const axe = new AxeBuilder({ page }).withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'wcag22aa',
    ]);
    const result = await axe.analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}
