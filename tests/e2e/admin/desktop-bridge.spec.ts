import type { APIRequestContext } from '@playwright/test';
import { tokenStoreMessages } from '../../../desktop/token-store.ts';
import type { ContactRow } from '../../../shared/admin/contacts.ts';
import { ADMIN, adminSignIn, expect, test } from '../admin-accounts.ts';
import { contactRows, detailPanel, seedContacts, syncStatus } from './contacts-helpers.ts';
import { installDesktop } from './desktop-bridge.ts';

/**
 * The back office as the desktop app runs it: the same page, signed in through the bridge,
 * every API call carrying a bearer token from the main process's modules, no cookies at all.
 */
test('Contact Management works with bearer tokens instead of cookies', async ({
  page,
  context,
  server,
  request,
}) => {
  const desktop = await installDesktop(page, context, server.url);
  await page.goto('/admin/contacts');

  // Signed out: the sign-in page, which says why this computer will not remember the sign-in.
  await expect(page.getByText(tokenStoreMessages.basicText)).toBeVisible();
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await expect(contactRows(page).first()).toBeVisible();
  await expect(syncStatus(page).getByText('Online')).toBeVisible();

  // No cookie was ever set or sent; every API call after the sign-in carried the token.
  expect(await context.cookies()).toEqual([]);
  const apiCalls = desktop.sent.filter((s) => !s.path.startsWith('/api/auth/token'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((s) => s.cookie === null)).toBe(true);
  const pulls = apiCalls.filter((s) => s.path === '/api/sync/pull');
  expect(pulls.length).toBeGreaterThan(0);
  expect(pulls.every((s) => s.authorization?.startsWith('Bearer '))).toBe(true);
  // The page itself cannot reach the token endpoints.
  const tokenAnswer = await page.evaluate(async (email) => {
    const r = await fetch('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'x' }),
    });
    return { status: r.status, text: await r.text() };
  }, ADMIN.email);
  expect(tokenAnswer.status).toBe(403);
  expect(tokenAnswer.text).not.toMatch(/refreshToken/);

  // The window title follows the sync state.
  await expect
    .poll(() => desktop.statuses.at(-1))
    .toEqual({ online: true, deviceOnline: true, pending: 0 });

  // A change goes through the proxy too, and reaches the server.
  await page.getByRole('searchbox', { name: 'Search' }).fill('maria.tamm');
  await contactRows(page).filter({ hasText: 'Maria Tamm' }).click();
  const panel = detailPanel(page, 'Maria Tamm');
  await panel.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
  const pushes = () => desktop.sent.filter((s) => s.path === '/api/sync/push');
  await expect.poll(() => pushes().length).toBeGreaterThan(0);
  expect(pushes().every((s) => s.authorization?.startsWith('Bearer '))).toBe(true);
  await expect.poll(() => serverStatusOf(request, 'maria.tamm')).toBe('closed');

  // A new lead, fetched by the menu's "Sync now", becomes a notification that opens it.
  await seedContacts(request, [
    { name: 'Desktop Lead', email: 'desktop.lead@example.com', message: 'From the desktop test.' },
  ]);
  await desktop.command('sync-now');
  await expect.poll(() => desktop.leads.map((l) => l.name)).toContain('Desktop Lead');
  const lead = desktop.leads.find((l) => l.name === 'Desktop Lead');
  expect(lead?.table).toBe('contact_submissions');
  await desktop.openPath(`/admin/contacts?id=${lead?.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?id=${lead?.id}$`));
  await expect(detailPanel(page, 'Desktop Lead')).toBeVisible();

  // The menu's "Sign out": queued changes first, then the local copy is deleted.
  await desktop.command('sign-out');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? ''),
  );
  expect(databases.filter((n) => n.startsWith('lumen-admin-'))).toEqual([]);
  expect(desktop.sent.some((s) => s.path === '/api/auth/logout')).toBe(true);
  // Signed out for real: the server refuses the session the page had.
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
  expect(session).toBe(401);
});

/** The contact's status on the server, read with a bearer token of its own (no cookies). */
async function serverStatusOf(request: APIRequestContext, q: string): Promise<string | undefined> {
  const signIn = await request.post('/api/auth/token', { data: ADMIN });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const answer = await request.get(`/api/admin/contacts?${new URLSearchParams({ q })}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { items } = (await answer.json()) as { items: ContactRow[] };
  return items[0]?.status;
}
