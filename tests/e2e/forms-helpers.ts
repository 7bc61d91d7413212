import type { Page } from '@playwright/test';
import { connectToEmbedded, openDatabase } from '../../server/db/client.ts';
import { runningEmbeddedServer } from '../../server/db/embedded.ts';

/**
 * The server flags a form sent less than 1 s after it became usable as suspected spam (stored,
 * but hidden from the back office's lists). Tests that look for the stored row control the
 * page's clock: `humanPace` before loading the page, `tookTime` before sending, so the form
 * looks filled in at human speed.
 */
export async function humanPace(page: Page): Promise<void> {
  await page.clock.install();
}

export async function tookTime(page: Page): Promise<void> {
  await page.clock.fastForward(4_000);
}

/** Reads the stopped server's embedded database (its DATA_DIR). */
export async function queryData<T>(
  dataDir: string,
  query: (sql: Awaited<ReturnType<typeof openDatabase>>['sql']) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await query(db.sql);
  } finally {
    await db.close();
  }
}

/**
 * A query on the database of a server that is running (through the socket it serves its
 * embedded database on, as `npm run admin` does): e.g. to let time pass for a record, since the
 * server's clock cannot be moved.
 */
export async function queryRunning<T>(
  dataDir: string,
  query: (sql: Awaited<ReturnType<typeof openDatabase>>['sql']) => Promise<T>,
): Promise<T> {
  const running = await runningEmbeddedServer(dataDir);
  if (!running?.socketPath) throw new Error(`No server is serving the database in ${dataDir}.`);
  const db = await connectToEmbedded(running.socketPath);
  try {
    return await query(db.sql);
  } finally {
    await db.close();
  }
}

/** The texts of the visible field errors, top to bottom. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('.form-field__error').allInnerTexts();
}

/** A unique address so a test can find its own row. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
