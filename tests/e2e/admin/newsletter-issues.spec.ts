/**
 * Sending the newsletter (issue #48), as an editor does it: an issue made from a post, its
 * preview in both languages, a test to the editor, then the send. An Estonian subscriber (double
 * opt-in through the public form) gets it in Estonian, with their own one-click unsubscribe,
 * and the issue is in the public archive.
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import PostalMime from 'postal-mime';
import { ADMIN, adminSignIn, PARTNER } from '../admin-accounts.ts';
import { expect, type Mailbox, test as mailboxTest, waitForMail } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';
import { EDITOR } from './staff-accounts.ts';

const test = mailboxTest;
test.use({
  serverFor: 'newsletter-issues',
  accounts: [
    [
      { ...ADMIN, role: 'admin' },
      { ...PARTNER, role: 'partner' },
      { ...EDITOR, role: 'editor' },
    ],
    { scope: 'worker' },
  ],
});

const POST = 'Decision Support, Not Legal Advice: How AI Fits Into Estonian Legal Practice';
const POST_ET = 'Otsusetugi, mitte õigusnõu: kuidas tehisintellekt sobitub Eesti õiguspraktikasse';

/** Signs up in Estonian through the public endpoint and confirms with the mailed link. */
async function estonianSubscriber(request: APIRequestContext, mailbox: Mailbox, email: string) {
  const answer = await request.post('/api/newsletter', {
    data: { email, lang: 'et', fill_ms: 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const raw = (await waitForMail(mailbox, email))[0]?.raw ?? '';
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  const confirmed = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('an editor sends an issue made from a post; an Estonian subscriber gets it in Estonian', async ({
  page,
  mailbox,
}) => {
  test.setTimeout(scaled(150_000));
  const subscriber = `mari.${Date.now()}@example.ee`;
  await estonianSubscriber(page.request, mailbox, subscriber);

  await page.goto('/admin/newsletter-issues');
  await adminSignIn(page, EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Issues' })).toBeVisible();
  await page.getByRole('button', { name: 'New issue' }).click();
  const editor = page.getByRole('form', { name: 'Issue' });
  await editor.getByLabel('Make it from a post').selectOption({ label: POST });
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved.');

  // The preview, as the server makes the mail: English, then Estonian, HTML and text.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByTitle('Preview of the mail in English')).toBeVisible();
  await expect(preview.getByText(POST, { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Estonian' }).click();
  await expect(preview.getByTitle('Preview of the mail in Estonian')).toBeVisible();
  await expect(preview.getByText(POST_ET, { exact: true })).toBeVisible();
  await preview.getByRole('button', { name: 'Text' }).click();
  await expect(preview.getByText(/Loe seda numbrit veebis:/)).toBeVisible();
  await preview.getByLabel('Phone width').check();
  // The screen, its form, preview and actions meet WCAG 2.2 AA.
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );

  // A test in both languages to the editor alone.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByRole('status').filter({ hasText: EDITOR.email })).toBeVisible();
  const tests = await waitForMail(mailbox, EDITOR.email, 2);
  const testSubjects = await Promise.all(
    tests.map(async (m) => (await PostalMime.parse(m.raw)).subject),
  );
  expect(testSubjects.sort()).toEqual([`[Proov] ${POST_ET}`, `[Test] ${POST}`].sort());

  // Send, asked twice.
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('button', { name: /^Send to \d+ subscribers$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Sending started/ })).toBeVisible();

  const [mail] = await waitForMail(mailbox, subscriber, 2).then((m) => m.slice(1));
  const parsed = await PostalMime.parse(mail?.raw ?? '');
  expect(parsed.subject).toBe(POST_ET);
  expect(parsed.text).toContain('Loe seda numbrit veebis:');
  const unsubscribe = parsed.headers.find((h) => h.key === 'list-unsubscribe')?.value ?? '';
  const link = /<([^>]+)>/.exec(unsubscribe)?.[1] ?? '';
  expect(link).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
  // One click, as a mail client does it (RFC 8058).
  const url = new URL(link);
  const oneClick = await page.request.post(`${url.pathname}${url.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(oneClick.status()).toBe(200);

  // The report counts the delivery and the unsubscribe.
  await expect(page.getByRole('heading', { name: 'Report' })).toBeVisible({
    timeout: scaled(20_000),
  });
  await page.reload();
  await expect(page.getByText('Unsubscribed within 7 days')).toBeVisible();

  // Once every delivery has gone the issue is Sent, and the public archive shows it, in
  // Estonian on the Estonian site.
  await expect(
    page.getByRole('table', { name: 'Newsletter issues' }).getByRole('cell', { name: 'Sent' }),
  ).toBeVisible({ timeout: scaled(30_000) });
  await page.goto('/et/newsletter/archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Uudiskirjade arhiiv' })).toBeVisible();
  await page.getByRole('link', { name: POST_ET }).click();
  await expect(page.getByRole('heading', { level: 1, name: POST_ET })).toBeVisible();
});
