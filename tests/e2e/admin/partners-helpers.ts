import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PartnerApplicationRow } from '../../../shared/admin/partners.ts';
import { adminSignIn, expect } from '../admin-accounts.ts';

export interface NewApplication {
  name: string;
  email: string;
  company: string;
  partner_type: 'technology' | 'implementation' | 'reseller';
  message: string;
}

/**
 * Submits applications through POST /api/partner-applications (the public form's endpoint).
 * `fill_ms` of a person's time stores them as real leads; `spam` sends one faster than a person
 * can, so it is stored as suspected spam.
 */
export async function seedApplications(
  request: APIRequestContext,
  applications: NewApplication[],
  options: { spam?: boolean } = {},
): Promise<void> {
  for (const application of applications) {
    const answer = await request.post('/api/partner-applications', {
      data: { ...application, lang: 'en', fill_ms: options.spam ? 100 : 5_000 },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

/** An application whose name, email and company carry `tag`, so a search finds exactly it. */
export function taggedApplication(tag: string, over: Partial<NewApplication> = {}): NewApplication {
  return {
    name: `${tag} Applicant`,
    email: `${tag.toLowerCase()}@partner.example`,
    company: `${tag} Consulting`,
    partner_type: 'implementation',
    message: `We would like to partner with you (${tag}).`,
    ...over,
  };
}

export interface PartnerList {
  items: PartnerApplicationRow[];
  total: number;
  counts: Record<string, number>;
}

/** GET /api/admin/partner-applications with the page's cookies: what the server has. */
export async function serverApplications(
  page: Page,
  params: Record<string, string> = {},
): Promise<PartnerList> {
  const answer = await page.request.get(
    `/api/admin/partner-applications?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PartnerList;
}

/** Opens Partner Applications (signing in first) and waits for the list to be there. */
export async function openPartners(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/partners${query}`);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Applications' })).toBeVisible();
  await expect(page.getByText('Loading partner applications…')).toHaveCount(0);
}

/** The body rows of the applications table (or of the suspected-spam table). */
export function applicationRows(page: Page): Locator {
  return page
    .getByRole('table', { name: /Partner applications/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/**
 * Approve or Reject in an application's panel, then the decision confirmed in the question that
 * names the applicant (the decision is final, so it asks first).
 */
export async function decide(
  page: Page,
  panel: Locator,
  decision: 'Approve' | 'Reject',
  applicant: string,
): Promise<void> {
  await panel.getByRole('button', { name: decision, exact: true }).click();
  await page
    .getByRole('dialog', { name: `${decision} ${applicant}?` })
    .getByRole('button', { name: decision, exact: true })
    .click();
}
