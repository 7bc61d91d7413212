import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../admin-accounts.ts';
import { aboutOrder, names, openEntities, publicHtml, row, rows, tab } from './entities-helpers.ts';

// Its own server: these tests add, move, hide and delete the demo team and investors.
test.use({ serverFor: 'admin-entities' });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('Entity Management', () => {
  test('tabs with counts and the specified columns; the tab is in the address; arrow keys move between tabs', async ({
    page,
  }) => {
    await openEntities(page);
    await expect(tab(page, 'Team Members')).toHaveAttribute('aria-selected', 'true');
    for (const [name, count] of [
      ['Team Members', 5],
      ['Advisory Board', 2],
      ['Investors', 3],
      ['People', 7],
    ] as const) {
      await expect(page.getByRole('tab', { name: `${name} (${count})` })).toBeVisible();
    }
    // The first heading is the page's checkbox.
    const headers = () => page.getByRole('tabpanel').getByRole('columnheader').allInnerTexts();
    expect(await headers()).toEqual(['', 'Name', 'Position', 'Order', 'Active', 'Actions']);
    // Team order as on the site; the bio cut at 50 characters; Helena is hidden from the site.
    expect(await names(page)).toEqual([
      'Kadri Lepik',
      'Martin Saar',
      'Liisa Kask',
      'Erik Lindqvist',
      'Helena Mänd',
    ]);
    await expect(row(page, 'Kadri Lepik')).toContainText(
      'Former commercial litigator who leads strategy, cu…',
    );
    await expect(row(page, 'Helena Mänd')).toContainText('Inactive');
    await expect(row(page, 'Kadri Lepik')).toContainText('Missing translation');

    // Keyboard: one stop for the tabs, the arrow keys choose.
    await tab(page, 'Team Members').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Investors')).toBeFocused();
    await expect(tab(page, 'Investors')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=investors$/);
    expect(await headers()).toEqual(['', 'Name', 'Type', 'Round', 'Active', 'Actions']);
    await expect(row(page, 'Innovation')).toContainText('N/A');
    await page.keyboard.press('End');
    await expect(tab(page, 'People')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Team Members')).toBeFocused();

    // /admin/settings is the same screen; the address chooses the tab.
    await page.goto('/admin/settings?tab=partners');
    await expect(tab(page, 'Partners')).toHaveAttribute('aria-selected', 'true');
    expect(await headers()).toEqual(['', 'Name', 'Kind', 'Order', 'Active', 'Actions']);
  });

  test('a team member added here appears on /about, Estonian position kept', async ({ page }) => {
    await openEntities(page);
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    await expect(page).toHaveURL(/\?tab=team&new=1$/);
    const form = page.getByRole('region', { name: 'Add team member' });
    await expect(form.getByRole('heading', { name: 'Add team member' })).toBeFocused();
    await form.getByLabel('Name (required)').fill('Piret Kuusk');
    await form.getByLabel('Position (required)').fill('Head of Customer Success');
    await form.getByLabel('Position (Estonian)').fill('Kliendiedu juht');
    await form.getByLabel('Bio', { exact: true }).fill('Keeps every customer rollout on track.');
    await form.getByLabel('Bio (Estonian)').fill('Hoiab iga kliendi juurutuse graafikus.');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Piret Kuusk saved.' })).toBeVisible();
    await expect(tab(page, 'Team Members')).toHaveText('Team Members (6)');
    await expect(row(page, 'Piret Kuusk')).toContainText('Head of Customer Success');
    // Both fields have Estonian text: no marker.
    await expect(row(page, 'Piret Kuusk')).not.toContainText('Missing translation');
    await expect(page.getByRole('button', { name: 'Add Team Member' })).toBeFocused();

    await expect.poll(() => publicHtml(page, '/about')).toContain('Piret Kuusk');
    await page.goto('/about');
    const card = page.getByRole('listitem').filter({ hasText: 'Piret Kuusk' });
    await expect(card).toContainText('Head of Customer Success');
  });

  test('the form says what is wrong, field by field, in order, and focuses the first', async ({
    page,
  }) => {
    await openEntities(page, '?tab=team');
    const count = (await tab(page, 'Team Members').textContent()) ?? '';
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('region', { name: 'Add team member' });
    await form.getByLabel('Image URL').fill('not an address');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toBeVisible();
    const name = form.getByLabel('Name (required)');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(form.getByLabel('Position (required)')).toHaveAccessibleDescription(
      'Position is required',
    );
    await expect(form.getByLabel('Image URL')).toHaveAccessibleDescription(
      /^Image must be a valid URL/,
    );
    expect(await form.locator('.admin-field__error').allInnerTexts()).toEqual([
      'Name is required',
      'Position is required',
      'Image must be a valid URL (https://…) or a path on this site (/images/…).',
    ]);
    // Nothing was made; Cancel asks (an address was typed), then goes back to the list.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave and discard' })
      .click();
    await expect(tab(page, 'Team Members')).toHaveText(count);

    // A person's slug and links.
    await tab(page, 'People').click();
    await page.getByRole('button', { name: 'Add Person' }).click();
    const person = page.getByRole('region', { name: 'Add person' });
    await person.getByLabel('Name (required)').fill('Tõnu Kivi');
    // The slug follows the name until edited.
    await expect(person.getByLabel('URL slug (required)')).toHaveValue('tnu-kivi');
    await person.getByLabel('URL slug (required)').fill('Tõnu Kivi');
    await person.getByRole('button', { name: 'Add Link' }).click();
    await expect(person.getByRole('group', { name: 'Link 1' }).getByLabel('Label')).toBeFocused();
    await person.getByRole('group', { name: 'Link 1' }).getByLabel('Address').fill('ftp://x');
    await person.getByRole('button', { name: 'Save' }).click();
    expect(await person.locator('.admin-field__error').allInnerTexts()).toEqual([
      'Use only lower-case letters, digits and single hyphens in the URL slug.',
      'Title is required',
      'Link label is required',
      'Link must be a valid URL (https://… or mailto:…).',
    ]);
    await expect(person.getByLabel('URL slug (required)')).toBeFocused();
  });

  test("a person's new title, saved with Ctrl+S, is on /people/{slug}", async ({ page }) => {
    await openEntities(page, '?tab=people');
    await row(page, 'Liisa Kask').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('region', { name: 'Edit person' });
    const title = form.getByLabel('Title (required)');
    await expect(title).toHaveValue('Co-founder and Head of Legal Research');
    await title.fill('Co-founder and Chief Research Officer');
    await form.getByLabel('Title (Estonian)').fill('Kaasasutaja ja teadusjuht');
    // Ctrl+S saves, as in the post editor.
    await page.keyboard.press('Control+s');
    await expect(page.getByRole('status').filter({ hasText: 'Liisa Kask saved.' })).toBeVisible();
    await expect(row(page, 'Liisa Kask')).toContainText('Co-founder and Chief Research Officer');
    await expect(
      row(page, 'Liisa Kask').getByRole('button', { name: 'Edit Liisa Kask' }),
    ).toBeFocused();

    await expect
      .poll(() => publicHtml(page, '/people/liisa-kask'))
      .toContain('Co-founder and Chief Research Officer');
    await page.goto('/people/liisa-kask');
    await expect(page.getByRole('heading', { level: 1, name: 'Liisa Kask' })).toBeVisible();
    await expect(page.getByText('Co-founder and Chief Research Officer')).toBeVisible();
  });

  test('moving a team member up changes the order on /about', async ({ page }) => {
    await openEntities(page, '?tab=team');
    expect(await aboutOrder(page, 'Kadri Lepik', 'Martin Saar')).toEqual([
      'Kadri Lepik',
      'Martin Saar',
    ]);
    const move = row(page, 'Martin Saar').getByRole('button', { name: 'Move up' });
    await move.click();
    await expect
      .poll(() => names(page).then((n) => n.slice(0, 2)))
      .toEqual(['Martin Saar', 'Kadri Lepik']);
    // The first row cannot go higher: focus moved to its other button.
    await expect(row(page, 'Martin Saar').getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(row(page, 'Martin Saar').getByRole('button', { name: 'Move down' })).toBeFocused();
    await expect
      .poll(() => aboutOrder(page, 'Kadri Lepik', 'Martin Saar'))
      .toEqual(['Martin Saar', 'Kadri Lepik']);
  });

  test('an investor added, then renamed, here is listed so on /about', async ({ page }) => {
    await openEntities(page, '?tab=investors');
    await page.getByRole('button', { name: 'Add Investor' }).click();
    const add = page.getByRole('region', { name: 'Add investor' });
    await add.getByLabel('Name (required)').fill('Baltic Seed Partners');
    await add.getByLabel('Type', { exact: true }).fill('Venture capital');
    await add.getByLabel('Type (Estonian)').fill('Riskikapital');
    await add.getByLabel('Investment round').fill('Seed');
    await add.getByLabel('Website').fill('https://balticseed.example.com');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Baltic Seed Partners saved.' }),
    ).toBeVisible();
    await expect(tab(page, 'Investors')).toHaveText('Investors (4)');
    await expect(row(page, 'Baltic Seed Partners')).toContainText('Seed');
    await expect.poll(() => publicHtml(page, '/about')).toContain('Baltic Seed Partners');

    await row(page, 'Baltic Seed Partners').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('region', { name: 'Edit investor' });
    await expect(edit.getByLabel('Type (Estonian)')).toHaveValue('Riskikapital');
    await edit.getByLabel('Name (required)').fill('Baltic Seed Fund');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(row(page, 'Baltic Seed Fund')).toContainText('Seed');
    await expect.poll(() => publicHtml(page, '/about')).toContain('Baltic Seed Fund');
    expect(await publicHtml(page, '/about')).not.toContain('Baltic Seed Partners');
  });

  test('moving a person down changes the order on /people', async ({ page }) => {
    await openEntities(page, '?tab=people');
    const [first, second] = await names(page);
    if (!first || !second) throw new Error('the demo has people');
    const peopleOrder = async () => {
      const html = await publicHtml(page, '/people');
      return [first, second].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    };
    expect(await peopleOrder()).toEqual([first, second]);
    await row(page, first).getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => names(page).then((n) => n.slice(0, 2))).toEqual([second, first]);
    await expect.poll(peopleOrder).toEqual([second, first]);
  });

  test('a deactivated team member is no longer on /about', async ({ page }) => {
    await openEntities(page, '?tab=team');
    expect(await publicHtml(page, '/about')).toContain('Erik Lindqvist');
    const active = row(page, 'Erik Lindqvist').getByRole('switch', {
      name: 'Active: Erik Lindqvist',
    });
    await expect(active).toBeChecked();
    await active.click();
    await expect(active).not.toBeChecked();
    await expect(row(page, 'Erik Lindqvist')).toContainText('Inactive');
    await expect.poll(() => publicHtml(page, '/about')).not.toContain('Erik Lindqvist');
  });

  test("delete asks the spec's question and removes the investor only when confirmed", async ({
    page,
  }) => {
    await openEntities(page, '?tab=investors');
    // Other tests on this server add investors: the count is taken as found.
    const count = Number(/\((\d+)\)$/.exec(await tab(page, 'Investors').innerText())?.[1]);
    const investor = row(page, 'Northgate Ventures');
    await investor.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this investor?' });
    await expect(dialog).toContainText('Are you sure you want to delete this investor?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(investor).toHaveCount(1);

    await investor.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(investor).toHaveCount(0);
    await expect(tab(page, 'Investors')).toHaveText(`Investors (${count - 1})`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Northgate Ventures deleted.' }),
    ).toBeVisible();
    await expect.poll(() => publicHtml(page, '/about')).not.toContain('Northgate Ventures');
  });
});

test.describe('Entity Management conflicts', () => {
  test('a save made after someone else changed the record is refused, then the person chooses between both versions', async ({
    page,
    browser,
    baseURL,
  }) => {
    await openEntities(page, '?tab=people');
    await row(page, 'Triin Ojala').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('region', { name: 'Edit person' });
    await form.getByLabel('Title (required)').fill('Principal Machine Learning Engineer');
    await form.getByLabel('Short bio', { exact: true }).fill('Builds the models behind search.');

    // Meanwhile a colleague saves another title.
    const other = await browser.newContext({ baseURL });
    const colleague = await other.newPage();
    await openEntities(colleague, '?tab=people');
    await row(colleague, 'Triin Ojala').getByRole('button', { name: 'Edit' }).click();
    await colleague.getByLabel('Title (required)').fill('Head of Machine Learning');
    await colleague.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => publicHtml(colleague, '/people/triin-ojala'))
      .toContain('Head of Machine Learning');
    await other.close();

    await form.getByRole('button', { name: 'Save' }).click();
    const notice = page
      .getByRole('alert', { name: 'Changes that did not go through: People' })
      .getByRole('listitem');
    await expect(notice).toContainText('Failed to save person. Please try again.');
    await expect(notice).toContainText('Someone else changed this record after you opened it');
    // Nothing was overwritten: the list and the site show the colleague's title.
    await expect(row(page, 'Triin Ojala')).toContainText('Head of Machine Learning');
    expect(await publicHtml(page, '/people/triin-ojala')).not.toContain('Principal Machine');

    // Nothing typed is lost either: both versions, side by side, field by field.
    await notice.getByRole('link', { name: 'Compare the versions' }).click();
    const choice = page.getByRole('alert', {
      name: 'Someone else saved this record while you were editing',
    });
    const title = choice.getByRole('row', { name: /^Title\b/ });
    await expect(title.getByRole('cell').nth(0)).toHaveText('Head of Machine Learning');
    await expect(title.getByRole('cell').nth(1)).toHaveText('Principal Machine Learning Engineer');
    const bio = choice.getByRole('row', { name: /^Short bio\b/ });
    await expect(bio.getByRole('cell').nth(1)).toHaveText('Builds the models behind search.');
    await expect(page.getByLabel('Title (required)')).toHaveValue(
      'Principal Machine Learning Engineer',
    );

    // Their title, the person's bio.
    await choice.getByRole('radio', { name: 'Keep theirs: Title' }).check();
    await choice.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Triin Ojala saved.' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect
      .poll(() => publicHtml(page, '/people/triin-ojala'))
      .toContain('Builds the models behind search.');
    const profile = await publicHtml(page, '/people/triin-ojala');
    expect(profile).toContain('Head of Machine Learning');
    expect(profile).not.toContain('Principal Machine');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`Entity Management in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('meets WCAG 2.2 AA: the table, the form with its messages, the confirmation', async ({
      page,
    }) => {
      const axe = async () =>
        (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
        );
      await openEntities(page, '?tab=team');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expect(rows(page).first()).toBeVisible();
      expect(await axe()).toEqual([]);

      await rows(page).first().getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axe()).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await tab(page, 'People').click();
      await rows(page).first().getByRole('button', { name: 'Edit' }).click();
      const form = page.getByRole('region', { name: 'Edit person' });
      await form.getByLabel('Name (required)').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByLabel('Name (required)')).toBeFocused();
      expect(await axe()).toEqual([]);
    });
  });
}
