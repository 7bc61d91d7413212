import type { Locator } from '@playwright/test';

/**
 * The cell of `row` under the column headed `column`. Read by heading, not by position: some
 * columns step aside while a detail panel is open (DataTable's secondary columns).
 */
export async function cellUnder(row: Locator, column: string): Promise<Locator> {
  const headers = await row
    .locator('xpath=ancestor::table[1]')
    .getByRole('columnheader')
    .allInnerTexts();
  const index = headers.findIndex((header) => header.trim() === column);
  if (index < 0) throw new Error(`No column "${column}" among: ${headers.join(', ')}`);
  // By position among the row's cells and its row header (the first column's).
  return row.locator('xpath=./th|./td').nth(index);
}
