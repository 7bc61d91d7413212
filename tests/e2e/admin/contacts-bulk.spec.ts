import { readFileSync } from 'node:fs';
import { expect, test } from '../admin-accounts.ts';
import {
  auditLog,
  contactRows,
  openContacts,
  seedContacts,
  serverContacts,
  taggedContacts,
} from './contacts-helpers.ts';

test('bulk status, export and delete act on exactly the chosen submissions, after asking', async ({
  page,
  request,
}) => {
  const tag = `Bulk${Date.now().toString(36)}`;
  await seedContacts(request, taggedContacts(tag, 6));
  // An untouched neighbour outside the search.
  await seedContacts(
    request,
    taggedContacts(`${tag}x`, 1).map((c) => ({
      ...c,
      name: 'Neighbour',
      email: `neighbour.${tag.toLowerCase()}@example.com`,
    })),
  );
  await openContacts(page, `?q=${tag}%20Person`);
  await expect(contactRows(page)).toHaveCount(6);
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText(
    '6 submissions match the search and filters. Choose rows with their checkboxes to act on them.',
  );
  // Nothing chosen: nothing to change yet.
  await expect(bulk.getByRole('button', { name: 'Apply to Selected' })).toBeDisabled();
  await expect(bulk.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();

  // One row, then the whole page (a click on a checkbox does not open the row).
  await page.getByRole('checkbox', { name: `Select ${tag} Person 01` }).check();
  await expect(bulk).toContainText('1 submission selected.');
  await expect(page.getByRole('region', { name: `${tag} Person 01` })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk).toContainText('6 submissions selected.');

  // Status: asks with the count and the status; Cancel changes nothing.
  await bulk.getByLabel('New status').selectOption('resolved');
  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of these 6 submissions?' });
  await expect(dialog).toContainText('Change the status of 6 submissions to “Resolved”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(contactRows(page).filter({ hasText: 'Resolved' })).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
  await dialog.getByRole('button', { name: 'Apply to Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Status changed for 6 submissions.');
  await expect(contactRows(page).filter({ hasText: 'Resolved' })).toHaveCount(6);
  await expect
    .poll(async () => (await serverContacts(page, { q: tag, status: 'resolved' })).total)
    .toBe(6);
  expect((await serverContacts(page, { q: 'Neighbour' })).items[0]?.status).toBe('new');
  const statusAudits = (await auditLog(page)).filter(
    (e) =>
      e.action === 'contact.setStatus' &&
      (e.details.after as { status?: string })?.status === 'resolved',
  );
  expect(statusAudits.length).toBeGreaterThanOrEqual(6);

  // Export: the six, with the header, in a file named for today.
  const download = page.waitForEvent('download');
  await bulk.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Name,Email,Company,Subject,Message,Status,Priority,Assigned To,Received,Sent From Page,Referring Site,UTM Source,UTM Medium,UTM Campaign',
  );
  expect(lines.slice(1)).toHaveLength(6);
  expect(
    lines.slice(1).every((l) => l.startsWith(`${tag} Person`) && l.includes(',Resolved,')),
  ).toBe(true);
  await expect(bulk.getByRole('status')).toHaveText('6 submissions exported.');

  // Delete: asks with the spec's wording and the count.
  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete these 6 submissions?' });
  await expect(deleting).toContainText(
    'Are you sure you want to delete these 6 submissions? They go to the Trash, where they can be restored for 30 days.',
  );
  await deleting.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(bulk.getByRole('status')).toHaveText('6 submissions deleted.');
  await expect(contactRows(page)).toHaveCount(0);
  // Nothing left to act on, said as such (not "0 submissions match…; … apply to all of them").
  await expect(bulk).toContainText(
    'No submissions match the search and filters, so there is nothing to act on.',
  );
  await expect.poll(async () => (await serverContacts(page, { q: `${tag} Person` })).total).toBe(0);
  expect((await serverContacts(page, { q: 'Neighbour' })).total).toBeGreaterThanOrEqual(1);
});

test('all that match, on every page: chosen on request, and deleting more than 20 asks to type the number', async ({
  page,
  request,
}) => {
  const tag = `Many${Date.now().toString(36)}`;
  await seedContacts(request, taggedContacts(tag, 27));
  await openContacts(page, `?q=${tag}`);
  await expect(contactRows(page)).toHaveCount(25);
  const bulk = page.getByRole('region', { name: 'Bulk actions' });

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulk).toContainText('25 submissions selected.');
  await bulk.getByRole('button', { name: 'Select all 27 submissions that match' }).click();
  await expect(bulk).toContainText(
    'All 27 submissions that match the search and filters are selected.',
  );
  // The second page's rows (the oldest) are chosen too.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(contactRows(page)).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: /^Select .* Person 0[12]$/ })).toHaveCount(2);
  for (const box of await page.getByRole('checkbox', { name: /^Select .* Person 0[12]$/ }).all()) {
    await expect(box).toBeChecked();
  }
  // Letting one go leaves the other 26 chosen.
  await page.getByRole('checkbox', { name: `Select ${tag} Person 01` }).uncheck();
  await expect(bulk).toContainText('26 submissions selected.');

  await bulk.getByRole('button', { name: 'Delete Selected' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete these 26 submissions?' });
  const confirm = deleting.getByRole('button', { name: 'Delete Selected' });
  await expect(confirm).toBeDisabled();
  await deleting.getByLabel('Type 26 to confirm').fill('25');
  await expect(confirm).toBeDisabled();
  await deleting.getByLabel('Type 26 to confirm').fill('26');
  await confirm.click();
  await expect(bulk.getByRole('status')).toHaveText('26 submissions deleted.');
  await expect.poll(async () => (await serverContacts(page, { q: tag })).total).toBe(1);
  expect((await serverContacts(page, { q: tag })).items[0]?.name).toBe(`${tag} Person 01`);

  // A new search starts from nothing chosen.
  await expect(bulk).toContainText('1 submission matches the search and filters.');
});
