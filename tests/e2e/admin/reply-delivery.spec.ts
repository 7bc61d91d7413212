/**
 * A reply counts as an answer only once it is sent (issue 45), on a default install (no
 * REPLY_TO, no NOTIFY_EMAIL). With the mail server turning mail away, a reply to a contact and
 * one to a support ticket leave both unanswered: the contact reads "Reply failed" with the mail
 * server's reason instead of "Responded", the ticket has no first response (its overdue clock
 * keeps running). Once the mail server takes mail again and the replies are resent, both are
 * answered, and the mail's Reply-To is the writer's own address, as the composer said.
 */
import type { Locator, Page } from '@playwright/test';
import PostalMime from 'postal-mime';
import { ADMIN } from '../admin-accounts.ts';
import { expect, test as mailboxTest, waitForMail } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import {
  contactRows,
  described,
  detailPanel,
  openContacts,
  seedContacts,
} from './contacts-helpers.ts';
import { seedTickets, tagged, ticketPanel, ticketRows } from './support-helpers.ts';

const test = mailboxTest;
// A server of its own: only this spec turns its mail server away.
test.use({ serverFor: 'reply-delivery' });

const REFUSED = 'Mailbox unavailable for now';
const SENT_WITHIN = scaled(20_000);

async function reply(page: Page, panel: Locator, name: string, subject: string): Promise<void> {
  await panel.getByRole('button', { name: 'Reply' }).click();
  const form = panel.getByRole('form', { name: `Reply to ${name}` });
  // No shared address is set: the composer says where answers go instead.
  await expect(
    form.getByText(
      `No shared address is set for replies (REPLY_TO), so answers to this reply go to your own address, ${ADMIN.email}.`,
    ),
  ).toBeVisible();
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(`Dear ${name},\n\nThank you for writing to us.`);
  await form.getByRole('button', { name: 'Send Reply' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText(/queued: it is sent from the server’s outbox\.$/)).toBeVisible();
}

async function resend(page: Page, subject: string): Promise<void> {
  await page
    .getByRole('table', { name: /^Mail\./ })
    .getByRole('row')
    .filter({ hasText: subject })
    .click();
  const panel = detailPanel(page, subject);
  await panel.getByRole('button', { name: 'Resend' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Queued again/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
}

test('a reply that was not delivered leaves the contact and the ticket unanswered until it is sent', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(scaled(150_000));
  const tag = `Undelivered${Date.now()}`;
  const name = `${tag} Mari`;
  const email = `${tag.toLowerCase()}@example.ee`;
  await seedContacts(page.request, [{ name, email, message: 'Could you call me back?' }]);
  const [ticket = ''] = await seedTickets(page.request, [tagged(tag, 1)]);
  const customer = `${tag} Customer 1`;
  mailbox.refuse(REFUSED);

  await openContacts(page, `?q=${tag}`);
  await contactRows(page).filter({ hasText: name }).click();
  const contact = detailPanel(page, name);
  await reply(page, contact, name, `Call back for ${tag}`);
  // Turned away by the mail server: the reason, and no "Responded".
  const responded = described(contact, 'Responded on');
  await expect(responded).toHaveText(new RegExp(`^Reply failed: .*${REFUSED}`), {
    timeout: SENT_WITHIN,
  });
  await expect(contact.getByRole('button', { name: 'Mark as Responded' })).toBeVisible();

  // Already signed in: straight to the screen.
  await page.goto(`/admin/support?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Management' })).toBeVisible();
  await ticketRows(page).filter({ hasText: ticket }).click();
  const support = ticketPanel(page, ticket);
  await expect(described(support, 'First response')).toHaveText('Not yet');
  await reply(page, support, customer, `Your ticket ${ticket}`);
  // Not answered: no first response, so the ticket's clock keeps running.
  await expect(described(support, 'First response')).toHaveText(
    new RegExp(`^Reply failed: .*${REFUSED}`),
    { timeout: SENT_WITHIN },
  );

  // The mail server takes mail again; both replies are resent from the Mail screen.
  mailbox.refuse(null);
  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'Mail', exact: true })
    .click();
  await expect(
    page.getByText(/^No shared address is set for replies \(REPLY_TO or NOTIFY_EMAIL\)/),
  ).toBeVisible();
  await resend(page, `Call back for ${tag}`);
  await resend(page, `Your ticket ${ticket}`);

  const [mail] = await waitForMail(mailbox, email);
  expect((await PostalMime.parse(mail?.raw ?? '')).replyTo?.map((a) => a.address)).toEqual([
    ADMIN.email,
  ]);
  await page.goto(`/admin/support?q=${tag}`);
  await ticketRows(page).filter({ hasText: ticket }).click();
  await expect(described(ticketPanel(page, ticket), 'First response')).toHaveText(/\d/, {
    timeout: SENT_WITHIN,
  });
  await page.goto(`/admin/contacts?q=${tag}`);
  await contactRows(page).filter({ hasText: name }).click();
  await expect(detailPanel(page, name).getByRole('button', { name: 'Response Sent' })).toBeVisible({
    timeout: SENT_WITHIN,
  });
  await expect(described(detailPanel(page, name), 'Responded on')).toHaveText(/\d/);
});
