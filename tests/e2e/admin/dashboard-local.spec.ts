import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { holdRequests } from '../hold-requests.ts';
import { scaled } from '../timeouts.ts';
import { controlled, seedContacts } from './contacts-helpers.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// A server of its own: this test adds a lead, which admin-dashboard.spec.ts's seeded counts must
// not see.
test.use({ serverFor: 'admin-dashboard-live' });

test.describe('admin dashboard from the local copy', () => {
  test('waits for the first sync, then follows new leads live and opens offline', async ({
    page,
    context,
    request,
  }) => {
    const release = await holdRequests(page, '**/api/sync/pull**');
    await page.goto('/admin/login');
    await adminSignIn(page);
    // An empty local copy before the first pull must not read as zeros.
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading dashboard…');
    await expect(page.locator('.admin-stat__value')).toHaveCount(0);
    release();
    const stat = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    const contacts = Number(await stat('Contact submissions').textContent());
    expect(contacts).toBeGreaterThan(0);
    await expect(stat('Partner applications')).toHaveText(/^\d+$/);
    await expect(stat('Sales enquiries')).toHaveText(/^\d+$/);

    // A message sent on the public site: the figure and the recent activity follow, no reload.
    await seedContacts(request, [
      { name: 'Dora Dashboard', email: 'dora.dashboard@example.ee', message: 'Hello' },
    ]);
    await expect(stat('Contact submissions')).toHaveText(String(contacts + 1), {
      timeout: scaled(10_000),
    });
    const firstActivity = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstActivity).toContainText('Dora Dashboard');

    // Offline: the dashboard opens from the local copy and says where its figures come from.
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByText(/^You are offline: these figures are from the last sync/),
    ).toBeVisible();
    await expect(stat('Contact submissions')).toHaveText(String(contacts + 1));
    await expect(firstActivity).toContainText('Dora Dashboard');
    await context.setOffline(false);
  });
});
