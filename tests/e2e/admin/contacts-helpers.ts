import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ContactRow } from '../../../shared/admin/contacts.ts';
import { adminSignIn, expect } from '../admin-accounts.ts';
import { FIRST_COPY_MS } from '../timeouts.ts';

/** A contact submission to seed through the public endpoint, as the contact form sends it. */
export interface NewContact {
  name: string;
  email: string;
  message: string;
  company?: string;
  subject?: string;
}

/**
 * Submits contacts through POST /api/contact (the public form's endpoint), one key each.
 * `fill_ms` says the form took a person's time, so the anti-bot check stores them as leads;
 * with `spam`, it says less, so they are stored as suspected spam.
 */
export async function seedContacts(
  request: APIRequestContext,
  contacts: NewContact[],
  options: { spam?: boolean } = {},
) {
  for (const contact of contacts) {
    const answer = await request.post('/api/contact', {
      // Sent faster than a person can: stored, but as suspected spam.
      data: { ...contact, lang: 'en', fill_ms: options.spam ? 100 : 5_000 },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

/** `count` contacts whose names and emails share `tag`, so a search finds exactly them. */
export function taggedContacts(tag: string, count: number): NewContact[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      name: `${tag} Person ${n}`,
      email: `${tag.toLowerCase()}.${n}@example.com`,
      company: `${tag} Company`,
      subject: 'General Enquiry',
      message: `Message number ${n} about ${tag}.`,
    };
  });
}

export interface ContactList {
  items: ContactRow[];
  total: number;
  counts: Record<string, number>;
}

/** GET /api/admin/contacts with the page's cookies: what the server has. */
export async function serverContacts(
  page: Page,
  params: Record<string, string> = {},
): Promise<ContactList> {
  const answer = await page.request.get(
    `/api/admin/contacts?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ContactList;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  details: { mutationId?: string | null; before?: unknown; after?: unknown };
}

/** The newest audit entries (GET /api/admin/audit-log). */
export async function auditLog(page: Page, limit = 200): Promise<AuditEntry[]> {
  const answer = await page.request.get(`/api/admin/audit-log?limit=${limit}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { entries: AuditEntry[] }).entries;
}

/** Opens Contact Management (signing in first) and waits for the list to be there. */
export async function openContacts(
  page: Page,
  query = '',
  user?: { email: string; password: string },
): Promise<void> {
  await page.goto(`/admin/contacts${query}`);
  await adminSignIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await expect(page.getByText('Loading contact submissions…')).toHaveCount(0, {
    timeout: FIRST_COPY_MS,
  });
}

/** The body rows of the contacts table. */
export function contactRows(page: Page): Locator {
  return page
    .getByRole('table', { name: /Contact submissions/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

export function detailPanel(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** The <dd> that follows the <dt> reading exactly `label` inside `scope`. */
export function described(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export function syncStatus(page: Page): Locator {
  return page.getByRole('group', { name: 'Sync status' });
}

/** Waits until the service worker controls the page (needed to reload while offline). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
