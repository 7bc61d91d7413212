import type { BrowserContext, Page } from '@playwright/test';
import { PULL_LIMIT_MAX } from '../../shared/sync/tables.ts';
import { contactRows } from '../../tests/e2e/admin/contacts-helpers.ts';
import { FIRST_COPY_PAGE } from '../../web/src/sync/pull.ts';

/**
 * What issue #44 asks of the packed local copy, beside the first pull (sync-first-pull.ts):
 * - the floor: the same pull answers fetched and parsed by the same browser, page after page as
 *   the engine asks for them, with nothing written. The first pull is reported as a ratio to it,
 *   which carries from machine to machine where absolute times do not;
 * - a reload with the whole copy held: from the navigation to the first row of Contacts;
 * - one changed row written locally (the page's `lumen:sync-mutate` measure).
 */

/** In the page: the pull answers of a first copy, fetched and parsed, nothing kept; in ms. */
export const FLOOR_SCRIPT = `(async () => {
  const start = performance.now();
  let since = '0';
  let limit = ${FIRST_COPY_PAGE};
  for (;;) {
    const query = new URLSearchParams({ since, limit: String(limit), scope: 'admin' });
    const answer = await fetch('/api/sync/pull?' + query, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!answer.ok) throw new Error('pull answered ' + answer.status);
    const page = await answer.json();
    if (!page.hasMore || page.cursor === since) break;
    since = page.cursor;
    limit = ${PULL_LIMIT_MAX};
  }
  return performance.now() - start;
})()`;

export const LIST_SHOWN_MARK = 'bench:list-shown';

/** In every new document: a mark when the first row of a list is on screen. */
export const LIST_SHOWN_SCRIPT = `new MutationObserver((_, observer) => {
  if (!document.querySelector('main table tbody tr td')) return;
  performance.mark('${LIST_SHOWN_MARK}');
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

export async function pullFloor(page: Page): Promise<number> {
  return page.evaluate(FLOOR_SCRIPT);
}

export async function markListShown(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: LIST_SHOWN_SCRIPT });
}

/** With Contacts open: reloads it, and times the navigation to its first row. */
export async function reloadToList(page: Page): Promise<number> {
  await page.reload();
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    LIST_SHOWN_MARK,
    {
      timeout: 600_000,
      polling: 20,
    },
  );
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    LIST_SHOWN_MARK,
  );
}

const MUTATE_MEASURE = 'lumen:sync-mutate';

/** With Contacts open: opens the first contact and changes its status; the local write's ms. */
export async function oneChange(page: Page): Promise<number> {
  await contactRows(page).first().click();
  // The list's filter and the record's field are both called Status: the record's is in its panel.
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  const panel = page.getByRole('region').filter({ has: status }).last();
  await panel.waitFor({ timeout: 120_000 });
  const field = panel.getByRole('combobox', { name: 'Status', exact: true });
  const current = await field.inputValue();
  const before = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').length,
    MUTATE_MEASURE,
  );
  await field.selectOption(current === 'closed' ? 'resolved' : 'closed');
  await page.waitForFunction(
    ([name, count]) =>
      performance.getEntriesByName(name as string, 'measure').length > (count as number),
    [MUTATE_MEASURE, before] as const,
    { timeout: 120_000 },
  );
  return page.evaluate(
    ([name, count]) =>
      performance.getEntriesByName(name as string, 'measure')[count as number]?.duration ??
      Number.NaN,
    [MUTATE_MEASURE, before] as const,
  );
}
