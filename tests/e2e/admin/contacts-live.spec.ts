import { expect, test } from '../admin-accounts.ts';
import { humanPace, tookTime, uniqueEmail } from '../forms-helpers.ts';
import { scaled } from '../timeouts.ts';
import { contactRows, described, openContacts } from './contacts-helpers.ts';

// An empty database: the screen's empty state, then the first submission arriving live.
test.use({ serverEnv: { SEED: 'none' } });

test('a message sent on the contact page appears in an open Contact Management without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  await openContacts(page);
  await expect(
    page.getByText(
      'No contact submissions yet. Messages sent through the contact form will appear here.',
    ),
  ).toBeVisible();
  const counters = page.getByRole('region', { name: 'Submissions by status' });
  await expect(counters.getByRole('definition')).toHaveText(['0', '0', '0', '0']);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  const visitor = await browser.newContext({ baseURL });
  try {
    const form = await visitor.newPage();
    await humanPace(form);
    await form.goto('/contact');
    const email = uniqueEmail('live');
    const fields = form.getByRole('form', { name: 'Send Message' });
    await fields.getByRole('textbox', { name: 'Name', exact: true }).fill('Liis Live');
    await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await fields
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hello from a visitor.');
    await tookTime(form);
    await fields.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();

    await expect(contactRows(page)).toHaveCount(1, { timeout: scaled(10_000) });
    await expect(contactRows(page).first()).toContainText('Liis Live');
    await expect(contactRows(page).first()).toContainText(email);
    await expect(described(counters, 'New')).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  } finally {
    await visitor.close();
  }
});
