/**
 * Newsletter double opt-in end to end: the page form → the confirmation mail through a real SMTP
 * server, with its one-click unsubscribe headers → the link's page, whose button confirms →
 * the back office lists the address as Active. Its own server: it counts no seeded data, but
 * needs the mailbox.
 */
import AxeBuilder from '@axe-core/playwright';
import { adminSignIn } from './admin-accounts.ts';
import { humanPace, tookTime, uniqueEmail } from './forms-helpers.ts';
import { expect, test, waitForMail } from './mailbox.ts';

test.use({ serverFor: 'newsletter-optin' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A raw mail's headers unfolded and its quoted-printable body decoded (enough for links). */
function readMail(raw: string): { headers: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw
    .slice(split + 4)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return { headers, body };
}

function header(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim();
}

test('sign up → confirmation mail with List-Unsubscribe → confirm on the page → Active in the back office', async ({
  page,
  context,
  baseURL,
  mailbox,
}) => {
  // The popup stays away: the page form is the one under test.
  await context.addCookies([{ name: 'newsletter-closed', value: 'true', url: baseURL as string }]);
  await humanPace(page);
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
  const email = uniqueEmail('optin');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await tookTime(page);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // The spec's text stays: the mail says what happens next.
  await expect(
    form.getByRole('status').filter({ hasText: 'Thanks for subscribing!' }),
  ).toBeVisible();

  // The mail outbox delivers on its own schedule (a few seconds).
  const raw = (await waitForMail(mailbox, email))[0]?.raw ?? '';
  const { headers, body } = readMail(raw);
  expect(header(headers, 'Subject')).toBe(
    'Please confirm your Lumen Legal newsletter subscription',
  );
  expect(header(headers, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  expect(header(headers, 'List-Unsubscribe')).toMatch(
    /^<https?:\/\/[^/>]+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
  );
  expect(body).toContain('What happens next');
  const confirmPath = /https?:\/\/[^/\s]+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
    body,
  )?.[1];
  expect(confirmPath).toBeTruthy();

  // Pending until confirmed: not Active in the back office.
  await page.goto('/admin/newsletter');
  await adminSignIn(page);
  const row = page
    .getByRole('table', { name: 'Newsletter signups' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: email }) });
  await expect(row.getByText('Pending confirmation')).toBeVisible();

  // Opening the link confirms nothing; its button does.
  await page.goto(confirmPath as string);
  const confirm = page.getByRole('button', { name: 'Confirm Subscription' });
  await expect(confirm).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await confirm.click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you: your subscription is confirmed. You will receive our newsletter from now on.',
  );

  // The link is spent.
  await page.goto(confirmPath as string);
  await expect(page.getByRole('alert').or(page.getByRole('status'))).toHaveText(
    'This link has already been used: your subscription is confirmed.',
  );

  await page.goto('/admin/newsletter');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The mail's own unsubscribe page: opening it changes nothing, its button unsubscribes.
  const unsubscribePath =
    /https?:\/\/[^/\s]+(\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(unsubscribePath).toBeTruthy();
  await page.goto(unsubscribePath as string);
  const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(unsubscribe).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await unsubscribe.click();
  await expect(page.getByRole('status')).toHaveText(
    'You have been unsubscribed. You will not receive our newsletter any more.',
  );
  await page.goto('/admin/newsletter');
  await expect(row.getByText('Unsubscribed', { exact: true })).toBeVisible();
});
