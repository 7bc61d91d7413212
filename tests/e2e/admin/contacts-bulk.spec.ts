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

test('bulk status, export and delete act on exactly the filtered submissions, after asking', async ({
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
  await expect(bulk).toContainText('6 submissions match the search and filters');

  // Status: asks with the count and the status; Cancel changes nothing.
  await bulk.getByLabel('New status').selectOption('resolved');
  await bulk.getByRole('button', { name: 'Apply to All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the status of all 6 submissions?' });
  await expect(dialog).toContainText('Change the status of 6 submissions to “Resolved”?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(contactRows(page).filter({ hasText: 'Resolved' })).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Apply to All' }).click();
  await dialog.getByRole('button', { name: 'Apply to All' }).click();
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
  expect(lines[0]).toBe('Name,Email,Company,Subject,Message,Status,Priority,Assigned To,Received');
  expect(lines.slice(1)).toHaveLength(6);
  expect(
    lines.slice(1).every((l) => l.startsWith(`${tag} Person`) && l.includes(',Resolved,')),
  ).toBe(true);
  await expect(bulk.getByRole('status')).toHaveText('6 submissions exported.');

  // Delete: asks with the spec's wording and the count.
  await bulk.getByRole('button', { name: 'Delete All' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete all 6 submissions?' });
  await expect(deleting).toContainText(
    'Are you sure you want to delete these 6 submissions? This action cannot be undone.',
  );
  await deleting.getByRole('button', { name: 'Delete All' }).click();
  await expect(bulk.getByRole('status')).toHaveText('6 submissions deleted.');
  await expect(contactRows(page)).toHaveCount(0);
  // Nothing left to act on, said as such (not "0 submissions match…; … apply to all of them").
  await expect(bulk).toContainText(
    'No submissions match the search and filters, so there is nothing to act on.',
  );
  await expect.poll(async () => (await serverContacts(page, { q: `${tag} Person` })).total).toBe(0);
  expect((await serverContacts(page, { q: 'Neighbour' })).total).toBeGreaterThanOrEqual(1);
});
