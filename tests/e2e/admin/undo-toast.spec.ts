import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../admin-accounts.ts';
import {
  contactRows,
  detailPanel,
  openContacts,
  seedContacts,
  taggedContacts,
} from './contacts-helpers.ts';

// Issue #45 (Low): the Undo says what changed, and on a phone it covers none of the record's
// buttons while it is offered.

const undoRegion = (page: Page) => page.getByRole('region', { name: 'Last change' });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every button of the detail panel is on screen with its middle not under anything else. */
async function buttonsUncovered(panel: Locator, toast: Locator) {
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const buttons = panel.getByRole('button');
  const count = await buttons.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    if (!box || !toastBox) continue;
    expect(overlaps(box, toastBox), await button.innerText()).toBe(false);
    const onTop = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect(onTop, await button.innerText()).toBe(true);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Undo names the change and covers none of the record's buttons", async ({ page }) => {
    const tag = `UndoText${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 1));
    await openContacts(page, `?q=${tag}`);
    const name = `${tag} Person 01`;
    await contactRows(page).filter({ hasText: name }).click();
    const panel = detailPanel(page, name);
    await panel.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });

    const toast = undoRegion(page).getByRole('status');
    await expect(toast).toHaveText(new RegExp(`^${name}: status New → Closed`));
    await buttonsUncovered(panel, toast);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toHaveText('Undone.');
    await expect(panel.getByLabel('Status', { exact: true })).toHaveValue('new');
  });
});
