import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import {
  contactRows,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  syncStatus,
  taggedContacts,
} from './contacts-helpers.ts';

/** Issue #45: the palette's commands on the open lead, and the keys s, p, a and r. */

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Command palette' });
}

/** Opens the first contact the search `tag` finds; its panel is named after the person. */
async function openLead(page: Page, tag: string) {
  await openContacts(page, `?q=${tag}`);
  await contactRows(page).first().click();
  const panel = detailPanel(page, `${tag} Person 01`);
  await expect(panel).toBeVisible();
  return panel;
}

test('the palette’s Set status works offline, shows at once and reaches the server once online', async ({
  page,
  context,
  request,
}) => {
  const tag = `Cmd${Date.now().toString(36)}`;
  await seedContacts(request, taggedContacts(tag, 1));
  const panel = await openLead(page, tag);
  const name = `${tag} Person 01`;

  await context.setOffline(true);
  await expect(syncStatus(page)).toContainText('Offline');
  await page.keyboard.press('Control+k');
  const input = palette(page).getByRole('combobox', { name: 'Command, screen or record' });
  await expect(input).toBeFocused();
  // With no query the open lead's commands come first.
  await expect(palette(page).getByRole('option').first()).toHaveText(`CommandReply to ${name}`);
  await input.fill('status');
  await expect(palette(page).getByRole('option')).toHaveText([`CommandSet status of ${name}`]);
  await page.keyboard.press('Enter');

  // The second step: the statuses, the present one marked and chosen to start with.
  const choices = palette(page).getByRole('combobox', { name: `Status of ${name}` });
  await expect(choices).toBeFocused();
  const options = palette(page).getByRole('option');
  await expect(options).toHaveText([
    'ChoiceNewCurrent',
    'ChoiceIn Progress',
    'ChoiceResolved',
    'ChoiceClosed',
  ]);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await choices.fill('reso');
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();

  // Shown at once, on the panel and in the list, and queued like the panel's own change.
  await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('resolved');
  await expect(contactRows(page).first()).toContainText('Resolved');
  await expect(syncStatus(page)).toContainText('1 change waiting to be sent');
  // The Undo offers to take it back, as for a change made on the panel.
  const toast = page.getByRole('region', { name: 'Last change' }).getByRole('status');
  await expect(toast).toContainText(`${name}: status New → Resolved`);
  await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible();

  await context.setOffline(false);
  await expect(syncStatus(page)).not.toContainText('waiting to be sent', {
    timeout: scaled(15_000),
  });
  await expect
    .poll(async () => (await serverContacts(page, { q: tag })).items[0]?.status)
    .toBe('resolved');
  await page.reload();
  await expect(detailPanel(page, name).getByLabel('Status', { exact: true })).toHaveValue(
    'resolved',
  );
});

test('on an open lead s, p and a open their choices and r the reply form; ? lists them', async ({
  page,
  request,
}) => {
  const tag = `Key${Date.now().toString(36)}`;
  await seedContacts(request, taggedContacts(tag, 1));
  const search = page.getByRole('searchbox', { name: 'Search' });
  const panel = await openLead(page, tag);
  const name = `${tag} Person 01`;
  const row = contactRows(page).first();

  // Typed in a field, the letters are text.
  await search.focus();
  await page.keyboard.type('s');
  await expect(palette(page)).toBeHidden();
  await expect(search).toHaveValue(`${tag}s`);
  await search.fill(tag);
  await row.focus();

  await page.keyboard.press('s');
  await expect(palette(page).getByRole('combobox', { name: `Status of ${name}` })).toBeFocused();
  await expect(palette(page).getByRole('option', { selected: true })).toHaveText(
    'ChoiceNewCurrent',
  );
  const axe = await new AxeBuilder({ page })
    .include('dialog')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // Backspace in the empty step goes back to the commands.
  await page.keyboard.press('Backspace');
  await expect(
    palette(page).getByRole('combobox', { name: 'Command, screen or record' }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  await page.keyboard.press('p');
  await palette(page).getByRole('option', { name: 'Urgent' }).click();
  await expect(palette(page)).toBeHidden();
  await expect(panel.getByLabel('Priority')).toHaveValue('urgent');
  // Focus is back where it was before the palette opened.
  await expect(row).toBeFocused();

  await page.keyboard.press('a');
  const assign = palette(page).getByRole('combobox', { name: `Assignee of ${name}` });
  await expect(assign).toBeFocused();
  await expect(palette(page).getByRole('option').first()).toHaveText('ChoiceUnassignedCurrent');
  await page.keyboard.press('Escape');

  await page.keyboard.press('r');
  const composer = panel.getByRole('form', { name: `Reply to ${name}` });
  await expect(composer).toBeVisible();
  await expect(composer.getByLabel('Language')).toBeFocused();

  await row.focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('definition')).toHaveText([
    'Run a command, or go to any screen or record',
    'Go to the search box',
    'Next row',
    'Previous row',
    'Open or edit the row',
    'Show these shortcuts',
    'Set the status',
    'Set the priority',
    'Assign to a colleague',
    'Reply',
  ]);
  await expect(help.getByRole('heading', { name: 'On an open lead' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('the palette writes a new post, switches the theme and signs out', async ({ page }) => {
  await openContacts(page);
  const input = palette(page).getByRole('combobox', { name: 'Command, screen or record' });
  const run = async (query: string, option: string) => {
    await page.keyboard.press('Control+k');
    await input.fill(query);
    await expect(palette(page).getByRole('option').first()).toHaveText(`Command${option}`);
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
  };
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);

  const before = await theme();
  const other = before === 'dark' ? 'light' : 'dark';
  await run('theme', `Switch to ${other} theme`);
  expect(await theme()).toBe(other);
  // The header's switch knows: it offers the way back.
  await expect(page.getByRole('button', { name: `Switch to ${before} theme` })).toBeVisible();

  await run('new blog', 'New blog post');
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  await run('sign out', 'Sign out');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
