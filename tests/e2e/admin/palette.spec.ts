import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import { openContacts, seedContacts, taggedContacts } from './contacts-helpers.ts';

/** Issue #30, item 11: Ctrl+K goes to any screen, or any record by name, from the local copy. */
test('the command palette goes to a screen or a record by name, offline too', async ({
  page,
  context,
  request,
}) => {
  const tag = `Palette${Date.now()}`;
  const people = taggedContacts(tag, 1);
  const person = people[0] as (typeof people)[number];
  await seedContacts(request, people);
  await openContacts(page, `?q=${tag}`);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox', { name: 'Command, screen or record' });
  const options = palette.getByRole('option');

  // A screen, by part of its name.
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill('audit');
  await expect(options.first()).toHaveText('ScreenAudit Log');
  const axe = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

  // A record, by its address, with no network: read from this device.
  await page.waitForFunction(
    () => performance.getEntriesByName('lumen:admin-screens-loaded').length > 0,
    null,
    { timeout: scaled(15_000) },
  );
  await context.setOffline(true);
  await page.keyboard.press('Control+k');
  await input.fill(person.email.slice(0, 12));
  await expect(options.first()).toContainText(`Contact${person.name}`);
  await expect(input).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contacts\?id=/);
  await expect(page.getByRole('region', { name: person.name })).toBeVisible();

  // Nothing found says so; Escape closes.
  await page.keyboard.press('Control+k');
  await input.fill(`${tag}-nobody`);
  await expect(palette.getByRole('status')).toHaveText(
    `Nothing on this device matches “${tag}-nobody”.`,
  );
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await context.setOffline(false);
});
