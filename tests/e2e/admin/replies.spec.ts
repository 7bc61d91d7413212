/**
 * Replying to a lead from the back office (issue #25, part 4), with mail going to a real local
 * SMTP server and signed with DKIM: a reply from Contacts arrives with its HTML and text parts,
 * the team's Reply-To and the template filled in, and its signature verifies; the contact reads
 * "Response Sent"; a support reply sets the first response; a reply written offline is sent
 * once, after reconnecting; and templates are saved and deleted from the composer.
 */
import { generateKeyPairSync } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import PostalMime from 'postal-mime';
import { expect, test as mailboxTest, mailsTo, waitForMail } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import {
  contactRows,
  described,
  detailPanel,
  openContacts,
  seedContacts,
  syncStatus,
} from './contacts-helpers.ts';
import { openSupport, seedTickets, tagged, ticketPanel, ticketRows } from './support-helpers.ts';

const TEAM = 'team@lumen-legal.example';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The TXT record mail2026._domainkey.lumen-legal.example would hold. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'mail2026._domainkey.lumen-legal.example') {
    return [[`v=DKIM1; k=rsa; p=${PUBLIC}`]];
  }
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
};

const test = mailboxTest.extend<object, { serverEnv: Record<string, string> }>({
  serverEnv: [
    async ({ mailbox }, use) =>
      use({
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        MAIL_FROM: 'Lumen Legal <no-reply@lumen-legal.example>',
        REPLY_TO: TEAM,
        DKIM_DOMAIN: 'lumen-legal.example',
        DKIM_SELECTOR: 'mail2026',
        DKIM_PRIVATE_KEY: privateKey
          .export({ type: 'pkcs8', format: 'pem' })
          .toString()
          .replaceAll('\n', '\\n'),
        RATE_LIMIT_FORMS_PER_HOUR: '1000',
      }),
    { scope: 'worker' },
  ],
});
// A server of its own: its mail is signed, and only these tests reply.
test.use({ serverFor: 'replies' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function composer(panel: Locator, name: string): Locator {
  return panel.getByRole('form', { name: `Reply to ${name}` });
}

function thread(panel: Locator): Locator {
  return panel.getByRole('region', { name: 'Replies' }).getByRole('article');
}

async function openContact(page: Page, name: string): Promise<Locator> {
  await contactRows(page).filter({ hasText: name }).click();
  const panel = detailPanel(page, name);
  await expect(panel).toBeVisible();
  return panel;
}

test('a reply from Contacts: template filled in, HTML and text, Reply-To, DKIM, and Response Sent', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = `Reply${Date.now()}`;
  const name = `${tag} Mari`;
  const email = `${tag.toLowerCase()}@example.ee`;
  await seedContacts(page.request, [
    { name, email, company: `${tag} OÜ`, message: 'Could you tell me more about pricing?' },
  ]);
  await openContacts(page, `?q=${tag}`);
  const panel = await openContact(page, name);
  const replies = panel.getByRole('region', { name: 'Replies' });
  await expect(replies.getByText('No replies sent from the back office yet.')).toBeVisible();

  await replies.getByRole('button', { name: 'Reply' }).click();
  const form = composer(panel, name);
  await expect(form.getByLabel('Language')).toBeFocused();
  await expect(form.getByLabel('Language')).toHaveValue('en');
  await expect(form.getByText(`To: ${email}`)).toBeVisible();
  await expect(
    form.getByText(`Answers to this reply go to the team’s shared address, ${TEAM}.`),
  ).toBeVisible();

  // Nothing written yet: the server's messages, the first invalid field focused.
  await form.getByRole('button', { name: 'Send Reply' }).click();
  await expect(form.getByLabel('Subject')).toBeFocused();
  await expect(form.getByText('Enter a subject.')).toBeVisible();
  await expect(form.getByText('Write a message.')).toBeVisible();

  await form.getByLabel('Template').selectOption({ label: 'Thank you for getting in touch' });
  await expect(form.getByLabel('Subject')).toHaveValue('Your message to Lumen Legal');
  await expect(form.getByLabel('Message')).toHaveValue(/^Dear Reply\d+ Mari,\n\nThank you/);
  await expect(form.getByText('Enter a subject.')).toHaveCount(0);
  expect(await new AxeBuilder({ page }).withTags(WCAG).include('.admin-detail').analyze()).toEqual(
    expect.objectContaining({ violations: [] }),
  );
  await form.getByRole('button', { name: 'Send Reply' }).click();

  await expect(form).toHaveCount(0);
  await expect(
    replies.getByText(`Reply to ${email} queued: it is sent from the server’s outbox.`),
  ).toBeVisible();
  await expect(replies.getByRole('button', { name: 'Reply' })).toBeFocused();
  const entry = thread(panel);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { name: 'Your message to Lumen Legal' })).toBeVisible();
  await expect(entry.getByText('From ops.admin@lumen-legal.example,')).toBeVisible();
  // The state follows the outbox live: queued, then sent by the worker.
  await expect(entry.getByText(/^Sent \d/)).toBeVisible({ timeout: scaled(20_000) });
  await expect(panel.getByRole('button', { name: 'Response Sent' })).toBeVisible();
  await expect(described(panel, 'Responded on')).not.toHaveText('Not yet');

  const [mail] = await waitForMail(mailbox, email);
  const parsed = await PostalMime.parse(mail?.raw ?? '');
  expect(parsed.subject).toBe('Your message to Lumen Legal');
  expect(parsed.replyTo?.map((a) => a.address)).toEqual([TEAM]);
  expect(parsed.text).toMatch(/^Dear Reply\d+ Mari,\n\nThank you for getting in touch/);
  expect(parsed.html).toContain('<html lang="en">');
  expect(parsed.html).toMatch(/<p style="[^"]*">Dear Reply\d+ Mari,<\/p>/);
  const { results } = await dkimVerify(mail?.raw ?? '', { resolver });
  expect(results.map((r) => r.status.result)).toEqual(['pass']);
  expect((results[0]?.signingHeaders?.keys ?? '').toLowerCase().split(': ')).toEqual(
    expect.arrayContaining(['from', 'to', 'subject', 'reply-to']),
  );
});

test('a support reply in Estonian sets the first response; a template is saved and deleted', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = `Ticket${Date.now()}`;
  const [ticket] = await seedTickets(page.request, [tagged(tag, 1)]);
  const customer = `${tag} Customer 1`;
  await openSupport(page, `?q=${tag}`);
  await ticketRows(page)
    .filter({ hasText: String(ticket) })
    .click();
  const panel = ticketPanel(page, String(ticket));
  await expect(described(panel, 'First response')).toHaveText('Not yet');

  await panel.getByRole('button', { name: 'Reply' }).click();
  const form = composer(panel, customer);
  await form.getByLabel('Language').selectOption('et');
  await form.getByLabel('Template').selectOption({ label: 'Tugi: tegeleme sellega' });
  await expect(form.getByLabel('Subject')).toHaveValue(`Teie tugipöördumine ${ticket}`);

  // Kept as a template: this ticket's number becomes {ticket} again.
  await form.getByLabel('Subject').fill(`Uuendus: ${ticket}`);
  await panel.getByRole('button', { name: 'Save as Template' }).click();
  await panel.getByLabel('Template name').fill('Tugi: uuendus');
  await panel.getByRole('button', { name: 'Save Template' }).click();
  await expect(panel.getByText('Template “Tugi: uuendus” saved.')).toBeVisible();
  await expect(form.getByLabel('Template')).toHaveValue(/.+/);
  await expect(form.getByLabel('Template').getByRole('option', { selected: true })).toHaveText(
    'Tugi: uuendus',
  );
  await form.getByLabel('Template').selectOption({ label: 'Tugi: tegeleme sellega' });
  await form.getByLabel('Template').selectOption({ label: 'Tugi: uuendus' });
  await expect(form.getByLabel('Subject')).toHaveValue(`Uuendus: ${ticket}`);

  await form.getByRole('button', { name: 'Send Reply' }).click();
  await expect(thread(panel).getByText(/^Sent \d/)).toBeVisible({ timeout: scaled(20_000) });
  await expect(described(panel, 'First response')).not.toHaveText('Not yet');
  const [mail] = await waitForMail(mailbox, `${tag.toLowerCase()}.1@example.com`);
  const parsed = await PostalMime.parse(mail?.raw ?? '');
  expect(parsed.subject).toBe(`Uuendus: ${ticket}`);
  expect(parsed.html).toContain('<html lang="et">');

  // The saved template is offered on the next reply, and deleted after a confirmation.
  await panel.getByRole('button', { name: 'Reply' }).click();
  await form.getByLabel('Language').selectOption('et');
  await form.getByLabel('Template').selectOption({ label: 'Tugi: uuendus' });
  await panel.getByRole('button', { name: 'Delete Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete template?' });
  await expect(dialog).toContainText('Delete the template “Tugi: uuendus”?');
  await dialog.getByRole('button', { name: 'Delete Template' }).click();
  await expect(panel.getByText('Template “Tugi: uuendus” deleted.')).toBeVisible();
  await expect(
    form.getByLabel('Template').getByRole('option', { name: 'Tugi: uuendus' }),
  ).toHaveCount(0);
});

test('a reply written offline waits on the device and is sent once after reconnecting', async ({
  page,
  context,
  mailbox,
}) => {
  test.setTimeout(scaled(120_000));
  const tag = `Offline${Date.now()}`;
  const name = `${tag} Jaan`;
  const email = `${tag.toLowerCase()}@example.ee`;
  await seedContacts(page.request, [{ name, email, message: 'Please call me back.' }]);
  await openContacts(page, `?q=${tag}`);
  const panel = await openContact(page, name);

  await context.setOffline(true);
  await expect(syncStatus(page).getByText('Offline')).toBeVisible();
  await panel.getByRole('button', { name: 'Reply' }).click();
  const form = composer(panel, name);
  await form.getByLabel('Subject').fill('We tried to call you');
  await form.getByLabel('Message').fill(`Dear ${name},\n\nWe will try again tomorrow.`);
  await form.getByRole('button', { name: 'Send Reply' }).click();
  await expect(
    panel.getByText(`Reply to ${email} kept on this device: it is sent when you are back online.`),
  ).toBeVisible();
  const entry = thread(panel);
  await expect(entry.getByText('Waiting to send: on this device until it is online')).toBeVisible();
  expect(mailsTo(mailbox, email)).toHaveLength(0);

  await context.setOffline(false);
  await expect(entry.getByText(/^Sent \d/)).toBeVisible({ timeout: scaled(30_000) });
  await waitForMail(mailbox, email, 1);
  await expect(entry).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Response Sent' })).toBeVisible();
  // Settled: the engine has nothing left to push, and the mail went once.
  await expect(syncStatus(page).getByText(/Last synced/)).toBeVisible();
  expect(mailsTo(mailbox, email)).toHaveLength(1);
});
