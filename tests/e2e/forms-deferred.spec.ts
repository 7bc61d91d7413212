/**
 * A lead form's script loads after the page (it is not part of the first load): until it has
 * arrived the form is the server's HTML. What a person types meanwhile is kept, a form sent right
 * after its script arrived counts its fill time from when the form was first shown, and a form
 * sent before its script arrived posts like one without JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { humanPace, queryData, uniqueEmail } from './forms-helpers.ts';
import { holdRequests, pageWithScriptsHeld } from './hold-requests.ts';
import { removeDataDir, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

/** The chunk every lead form's script shares. */
const FORM_SCRIPT = /\/assets\/forms-[\w-]+\.js$/;

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test('typed before the form’s script arrived: kept, sent with it, and not taken for a bot', async ({
  browser,
}) => {
  test.setTimeout(scaled(90_000));
  // A server of its own: the test reads the stored row from its database once it has stopped.
  const server = await startServer();
  const email = uniqueEmail('early');
  try {
    const context = await browser.newContext({ baseURL: server.url });
    // A page of the context, not the fixture's: that one waits for the form's script on goto.
    const page = await context.newPage();
    await humanPace(page);
    const release = await holdRequests(page, FORM_SCRIPT);
    await page.goto('/contact');

    const form = page.getByRole('form', { name: 'Send Message' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Early Eve');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form
      .getByRole('combobox', { name: 'Subject', exact: true })
      .selectOption('Press Enquiry');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed at once.');
    expect(await isHydrated(page)).toBe(false);
    // The person took a few seconds over it before the script came.
    await page.clock.fastForward(4_000);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    // Nothing typed was lost when the form came alive.
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Early Eve');
    await expect(form.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue(
      'Press Enquiry',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeFocused();
    // Sent by the script, not posted: the address has no answer in it.
    await expect(page).toHaveURL(/\/contact$/);
    await context.close();
  } finally {
    await server.stop();
  }
  const rows = await queryData(
    server.dataDir,
    (sql) =>
      sql`select name, subject, message, spam_reason from contact_submissions where email = ${email}`,
  );
  removeDataDir(server.dataDir);
  expect(rows).toEqual([
    { name: 'Early Eve', subject: 'Press Enquiry', message: 'Typed at once.', spam_reason: null },
  ]);
});

test('sent before the form’s script arrived, the form posts as without JavaScript', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await holdRequests(page, FORM_SCRIPT);
  await page.goto('/sales');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Paul Post');
  await page.getByRole('textbox', { name: 'Work Email', exact: true }).fill(uniqueEmail('post'));
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Post OÜ');
  await page.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(page).toHaveURL(/\/sales\?sent=sales/);
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry!' })).toBeVisible();
  await context.close();
});

test('a rating chosen before the page’s scripts arrived is kept and sent with it', async ({
  browser,
  server,
}) => {
  const { page, hydrate } = await pageWithScriptsHeld(browser, { baseURL: server.url });
  // The page checks its link on arrival and would then put this made-up one aside: that check is
  // held, so the form stays and sending it is the server's answer.
  await holdRequests(page, /\/api\/support-satisfaction\?token=/);
  await page.goto(`/support/rate?token=${'x'.repeat(43)}`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('4 – Satisfied').check();
  await hydrate();
  await expect(page.getByLabel('4 – Satisfied')).toBeChecked();
  await page.getByRole('button', { name: 'Send Rating' }).click();
  // Sent with its rating ("Please choose a rating" had it been lost): the server refuses the link.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This link is not valid. Please open the link from our email again.',
  );
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
});
