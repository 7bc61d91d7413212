import type { Page } from '@playwright/test';
import { adminSignIn, expect, test } from '../admin-accounts.ts';
import { scaled } from '../timeouts.ts';
import {
  auditLog,
  contactRows,
  controlled,
  detailPanel,
  openContacts,
  seedContacts,
  serverContacts,
  syncStatus,
  taggedContacts,
} from './contacts-helpers.ts';

// Offline behaviour: this spec needs the service worker (blocked elsewhere, see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const STATUSES = [
  ['in_progress', 'In Progress'],
  ['resolved', 'Resolved'],
  ['closed', 'Closed'],
] as const;
const PRIORITIES = [
  ['urgent', 'Urgent'],
  ['high', 'High'],
  ['low', 'Low'],
] as const;

interface Plan {
  name: string;
  status?: (typeof STATUSES)[number];
  priority?: (typeof PRIORITIES)[number];
  respond?: boolean;
  remove?: boolean;
}

/**
 * Twenty submissions: eighteen get a status and a priority (none the one they have), every
 * other one is marked as responded, and the last two are deleted.
 */
function triagePlan(tag: string): Plan[] {
  return Array.from({ length: 20 }, (_, i) => {
    const name = `${tag} Person ${String(i + 1).padStart(2, '0')}`;
    if (i >= 18) return { name, remove: true };
    return {
      name,
      status: STATUSES[i % 3],
      priority: PRIORITIES[i % 3],
      respond: i % 2 === 0,
    };
  });
}

/** The mutations a plan queues, one per change. */
function changeCount(plan: Plan[]): number {
  return plan.reduce(
    (n, p) =>
      n + (p.status ? 1 : 0) + (p.priority ? 1 : 0) + (p.respond ? 1 : 0) + (p.remove ? 1 : 0),
    0,
  );
}

async function triage(page: Page, step: Plan): Promise<void> {
  await contactRows(page).filter({ hasText: step.name }).click();
  const panel = detailPanel(page, step.name);
  await expect(panel).toBeVisible();
  if (step.status) await panel.getByLabel('Status', { exact: true }).selectOption(step.status[0]);
  if (step.priority) await panel.getByLabel('Priority').selectOption(step.priority[0]);
  if (step.respond) {
    await panel.getByRole('button', { name: 'Mark as Responded' }).click();
    await expect(panel.getByRole('button', { name: 'Response Sent' })).toBeDisabled();
  }
  if (step.remove) {
    await panel.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(panel).toHaveCount(0);
  } else {
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  }
}

test.describe('Contact Management offline', () => {
  test('twenty submissions triaged offline survive a reload and reach the server exactly once', async ({
    page,
    context,
  }) => {
    test.setTimeout(scaled(120_000));
    const tag = `Offline${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 22));
    await openContacts(page, `?q=${tag}`);
    await controlled(page);
    await expect(contactRows(page)).toHaveCount(22);
    const ids = new Map((await serverContacts(page, { q: tag })).items.map((r) => [r.name, r.id]));

    await context.setOffline(true);
    await expect(syncStatus(page).getByText('Offline')).toBeVisible();
    await expect(page.getByText(/^You are offline\. Changes you make are kept/)).toBeVisible();
    const plan = triagePlan(tag);
    for (const step of plan) await triage(page, step);
    const changes = changeCount(plan);
    await expect(syncStatus(page)).toContainText(`${changes} changes waiting to be sent`);

    // A reload offline: the shell comes from the service worker, the session from the cache,
    // the rows and the queue from the local database.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
    await expect(page.getByText(/^You are offline: this is your last session/)).toBeVisible();
    await expect(syncStatus(page)).toContainText(`${changes} changes waiting to be sent`);
    await expect(contactRows(page)).toHaveCount(20);
    for (const step of plan.filter((p) => p.status && p.priority)) {
      const cells = contactRows(page).filter({ hasText: step.name }).getByRole('cell');
      await expect(cells.nth(4)).toHaveText(step.status?.[1] ?? '');
      await expect(cells.nth(5)).toHaveText(step.priority?.[1] ?? '');
    }

    await context.setOffline(false);
    await expect(syncStatus(page).getByText('Online')).toBeVisible();
    await expect(syncStatus(page).getByText(/waiting to be sent/)).toHaveCount(0, {
      timeout: scaled(15_000),
    });
    await expect(page.getByText(/^You are offline/)).toHaveCount(0);

    const stored = new Map((await serverContacts(page, { q: tag })).items.map((r) => [r.name, r]));
    expect(stored.size).toBe(20);
    for (const step of plan) {
      const row = stored.get(step.name);
      if (step.remove) {
        expect(row, step.name).toBeUndefined();
        continue;
      }
      expect(row, step.name).toMatchObject({
        status: step.status?.[0],
        priority: step.priority?.[0],
        response_sent: step.respond === true,
      });
    }

    // One audit entry per change, each for its own pushed mutation.
    const ours = new Set(plan.map((p) => ids.get(p.name)));
    const entries = (await auditLog(page)).filter((e) => ours.has(e.entityId));
    expect(entries).toHaveLength(changes);
    const mutationIds = entries.map((e) => e.details.mutationId);
    expect(new Set(mutationIds).size).toBe(changes);
    for (const step of plan) {
      const actions = entries
        .filter((e) => e.entityId === ids.get(step.name))
        .map((e) => e.action)
        .sort();
      const expected = [
        step.status ? 'contact.setStatus' : null,
        step.priority ? 'contact.setPriority' : null,
        step.respond ? 'contact.markResponded' : null,
        step.remove ? 'contact.delete' : null,
      ]
        .filter((a) => a !== null)
        .sort();
      expect(actions, step.name).toEqual(expected);
    }
  });

  test('the shell opens offline with the last session; signing out offline asks about unsent changes', async ({
    page,
    context,
  }) => {
    const tag = `Shell${Date.now()}`;
    await seedContacts(page.request, taggedContacts(tag, 1));
    await openContacts(page, `?q=${tag}`);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
    await expect(page.getByText(/^You are offline: this is your last session/)).toBeVisible();
    await expect(syncStatus(page).getByText('Offline')).toBeVisible();
    await expect(page.getByText('Signed in as')).toBeVisible();

    await contactRows(page).first().click();
    await detailPanel(page, `${tag} Person 01`).getByLabel('Priority').selectOption('urgent');
    await expect(syncStatus(page)).toContainText('1 change waiting to be sent');

    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.click();
    const dialog = page.getByRole('dialog', { name: 'Unsent changes' });
    await expect(dialog).toContainText(
      'You have 1 change that has not been sent. Sign out anyway and discard it?',
    );
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(signOut).toBeFocused();

    await signOut.click();
    await dialog.getByRole('button', { name: 'Sign out and discard' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
    const local = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((d) => d.name),
      session: localStorage.getItem('lumen-admin-session'),
    }));
    expect(local.databases.filter((name) => name?.startsWith('lumen-admin-'))).toEqual([]);
    expect(local.session).toBeNull();

    // Offline, the back office no longer opens; once online the server session is ended too.
    await page.goto('/admin/contacts');
    await expect(
      page.getByText('Your session could not be checked. Please try again.'),
    ).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts$/);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);

    // The discarded change never reached the server.
    await adminSignIn(page);
    await expect(contactRows(page).first()).toBeVisible();
    expect((await serverContacts(page, { q: tag })).items[0]?.priority).toBe('medium');
  });

  test('a cached session past the 12 hours a session lives does not open offline', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openContacts(page);
    await controlled(page);
    await context.setOffline(true);
    await page.clock.fastForward('11:59:00');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();

    await page.clock.fastForward('00:01:01');
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(
      'Your session could not be checked. Please try again.',
    );
    await expect(page.getByRole('heading', { name: 'Contact Management' })).toHaveCount(0);
  });
});
