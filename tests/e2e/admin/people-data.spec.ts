import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { expect, test } from '../admin-accounts.ts';
import { auditLog, contactRows, openContacts, seedContacts } from './contacts-helpers.ts';

// People's data (GDPR articles 15, 17 and 20): an administrator finds a person's records by
// their address, exports them as one zip, and erases them after typing the address again. The
// device's own copy loses the person as well. A colleague's message that names her address is
// listed apart, as mentioning her: not exported with her data and not erased with it.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('Export and erase one person', async ({ page }) => {
  const tag = `Forget${Date.now()}`;
  const name = `${tag} Person`;
  const email = `${tag}.Person@Example.ee`;
  await seedContacts(page.request, [
    { name, email, company: `${tag} OÜ`, subject: 'General Enquiry', message: 'Call me.' },
  ]);
  const signup = await page.request.post('/api/newsletter', {
    data: { email, lang: 'en', fill_ms: 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  // The device holds her contact.
  await openContacts(page, `?q=${tag}`);
  await expect(contactRows(page)).toHaveCount(1);
  const colleague = `Colleague${Date.now()}`;
  await seedContacts(page.request, [
    {
      name: `${colleague} Person`,
      email: `${colleague}@example.ee`,
      subject: 'General Enquiry',
      message: `Please also write to ${email}.`,
    },
  ]);

  await page
    .getByRole('navigation', { name: 'Back-office navigation' })
    .getByRole('link', { name: 'People’s Data' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'People’s Data' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Find a person' });
  const field = form.getByLabel('Email address');
  await field.fill('not an address');
  await form.getByRole('button', { name: 'Find' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Enter a valid email address, such as name@example.com.',
  );
  await expect(field).toBeFocused();

  await field.fill(` ${email} `);
  await form.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /records hold/ })).toContainText(email);
  const kinds = page.getByRole('table', { name: 'Records by kind' });
  await expect(kinds.getByRole('row', { name: /^Contacts 1 / })).toBeVisible();
  await expect(kinds.getByRole('row', { name: /^Newsletter signups 1 / })).toBeVisible();
  const contacts = page.getByRole('table', { name: 'Contacts: records holding the address' });
  await expect(contacts.getByRole('row').filter({ hasText: name })).toContainText(email);
  await expect(contacts.getByRole('row').filter({ hasText: colleague })).toHaveCount(0);
  const mentioned = page.getByRole('table', { name: 'Contacts: records that mention the address' });
  await expect(mentioned.getByRole('row').filter({ hasText: colleague })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

  // Export: one zip, her records in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^people-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['people-data.json', 'contact_submissions.csv']),
  );
  const exported = JSON.parse(new TextDecoder().decode(files['people-data.json'])) as {
    records: Record<string, { name?: string; email?: string }[]>;
  };
  expect(exported.records.contact_submissions).toEqual([expect.objectContaining({ name, email })]);
  await expect(page.getByRole('status').filter({ hasText: 'is downloaded.' })).toHaveText(
    `The export for ${email} is downloaded.`,
  );

  // Erase: only once the address is typed again.
  await page.getByRole('button', { name: 'Erase' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase every record of ${email}?` });
  const confirm = dialog.getByRole('button', { name: 'Erase' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await expect(page.getByRole('heading', { level: 2, name: 'What was erased' })).toBeFocused();
  await expect(page.getByText(`Every record of ${email} is erased.`)).toBeVisible();
  const done = page.getByRole('table', { name: 'What was erased' });
  await expect(done.getByRole('row', { name: /^Contacts 1 / })).toContainText(
    'Kept for the counts, personal fields erased',
  );
  await expect(done.getByRole('row', { name: /^Newsletter signups 1 / })).toContainText(
    'Erased and removed from every device',
  );
  await expect(page.getByText('No records hold this address.')).toBeVisible();
  // The colleague's message still names her: listed for review, left as it was.
  await expect(mentioned.getByRole('row').filter({ hasText: colleague })).toContainText(
    `Please also write to ${email}.`,
  );

  // The audit log says so, without the address.
  const entries = (await auditLog(page, 20)).filter((e) => e.action.startsWith('people.'));
  expect(entries.map((e) => e.action)).toEqual(['people.erased', 'people.exported']);
  expect(JSON.stringify(entries).toLowerCase()).not.toContain(email.toLowerCase());

  // The device's copy loses her too: only the colleague's message still answers to her address.
  await page.goto(`/admin/contacts?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await expect(contactRows(page)).toHaveCount(1);
  await expect(contactRows(page).first()).toContainText(colleague);
});
