import {
  ADVISORY_MEMBERS,
  INVESTORS,
  PARTNERS,
  TEAM_MEMBERS,
} from '../../server/db/seed-content.ts';
import {
  CONTACT_SUBMISSIONS,
  PARTNER_APPLICATIONS,
  SALES_ENQUIRIES,
} from '../../server/db/seed-content-leads.ts';
import { SUPPORT_TICKETS } from '../../server/db/seed-content-support.ts';
import { adminSignIn, expect, PARTNER, partnerSignIn, test } from './admin-accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Back-office §7: the 5 latest of each kind, merged newest first, cut to 10. */
function expectedRecentActivity(): { type: string; name: string; email: string }[] {
  const latest = <T extends { days_ago: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.days_ago - b.days_ago).slice(0, 5);
  return [
    ...latest(CONTACT_SUBMISSIONS).map((r) => ({ ...r, type: 'Contact' })),
    ...latest(SALES_ENQUIRIES).map((r) => ({ ...r, type: 'Sales enquiry' })),
    ...latest(PARTNER_APPLICATIONS).map((r) => ({ ...r, type: 'Partner application' })),
    ...latest(SUPPORT_TICKETS).map((r) => ({
      days_ago: r.days_ago,
      name: r.customer_name,
      email: r.customer_email,
      type: 'Support ticket',
    })),
  ]
    .sort((a, b) => a.days_ago - b.days_ago)
    .slice(0, 10)
    .map(({ type, name, email }) => ({ type, name, email }));
}

// The counts below are the demo seed's: other admin specs add and delete leads on theirs.
test.use({ serverFor: 'admin-dashboard' });

test.describe('admin dashboard', () => {
  test('shows the seeded counts, recent activity and quick links', { tag: '@smoke' }, async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Admin | Lumen Legal');

    const stat = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(stat('Team members')).toHaveText(String(TEAM_MEMBERS.length));
    await expect(stat('Investors')).toHaveText(String(INVESTORS.length));
    await expect(stat('Advisors')).toHaveText(String(ADVISORY_MEMBERS.length));
    await expect(stat('Total entities')).toHaveText(
      String(TEAM_MEMBERS.length + INVESTORS.length + ADVISORY_MEMBERS.length + PARTNERS.length),
    );
    await expect(stat('Contact submissions')).toHaveText(String(CONTACT_SUBMISSIONS.length));
    await expect(stat('Support tickets')).toHaveText(String(SUPPORT_TICKETS.length));
    // The real change: rows of the last 30 days against the 30 days before (no invented figures).
    const recent = CONTACT_SUBMISSIONS.filter((r) => r.days_ago < 30).length;
    const before = CONTACT_SUBMISSIONS.filter((r) => r.days_ago >= 30 && r.days_ago < 60).length;
    const percent = Math.round(((recent - before) / before) * 100);
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: 'Contact submissions' })
        .locator('xpath=following-sibling::dd[2]'),
    ).toHaveText(`+${recent} new in the last 30 days (+${percent}% on the previous 30 days)`);
    for (const label of ['Newsletter subscribers', 'Blog posts', 'Press releases', 'Partners']) {
      await expect(stat(label)).toHaveText(/^\d+$/);
    }

    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    const expected = expectedRecentActivity();
    await expect(rows).toHaveCount(expected.length);
    for (const [i, item] of expected.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(item.type);
      await expect(cells.nth(1)).toHaveText(item.name);
      await expect(cells.nth(2)).toHaveText(item.email);
      // en-GB date and time, e.g. '21 Nov 2026, 14:05'.
      await expect(cells.nth(3)).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    }

    const quickLinks = page.getByRole('region', { name: 'Quick links' }).getByRole('link');
    await expect(quickLinks).toHaveCount(11);
    await page.getByRole('link', { name: 'Write a press release' }).click();
    await expect(page).toHaveURL(/\/admin\/newsroom\/new$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Press Release' }),
    ).toBeVisible();
  });

  test('counts "new in the last 30 days" by the server’s clock when the device’s is a week ahead', async ({
    page,
  }) => {
    // A week ahead, the device alone would count 3 new (24.0 days old reads as 31) against 3.
    await page.clock.install({ time: Date.now() + 7 * DAY_MS });
    await page.goto('/admin');
    await adminSignIn(page);
    const change = page
      .getByRole('term')
      .filter({ hasText: 'Contact submissions' })
      .locator('xpath=following-sibling::dd[2]');
    const recent = CONTACT_SUBMISSIONS.filter((r) => r.days_ago < 30).length;
    const before = CONTACT_SUBMISSIONS.filter((r) => r.days_ago >= 30 && r.days_ago < 60).length;
    const percent = Math.round(((recent - before) / before) * 100);
    await expect(change).toHaveText(
      `+${recent} new in the last 30 days (+${percent}% on the previous 30 days)`,
    );
  });

  test('signing out in one tab ends access in another', async ({ page, context }) => {
    await page.goto('/admin/login');
    await adminSignIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/admin/contacts');
    await expect(
      other.getByRole('heading', { level: 1, name: 'Contact Management' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await other.reload();
    await expect(other).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
    await expect(other.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
    const api = await other.request.get('/api/admin/dashboard');
    expect(api.status()).toBe(401);
  });

  test('a partner is denied the back office', async ({ page }) => {
    await partnerSignIn(page, PARTNER);
    await expect(page).toHaveURL(/\/partners\/dashboard$/);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Back-office navigation' })).toHaveCount(0);
    const api = await page.request.get('/api/admin/dashboard');
    expect(api.status()).toBe(403);
  });
});
