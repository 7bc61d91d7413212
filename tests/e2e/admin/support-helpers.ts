import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SupportTicketRow } from '../../../shared/admin/support.ts';
import { adminSignIn, expect } from '../admin-accounts.ts';
import type { Mailbox } from '../mailbox.ts';
import { scaled } from '../timeouts.ts';

/** A support request to seed through the public endpoint, as the support form sends it. */
export interface NewTicket {
  name: string;
  email: string;
  subject: string;
  description: string;
  category?: string;
  priority?: string;
  /** Fill the honeypot: stored as suspected spam. */
  bot?: boolean;
}

/** Submits tickets through POST /api/support-tickets; returns their ticket numbers in order. */
export async function seedTickets(request: APIRequestContext, tickets: NewTicket[]) {
  const numbers: string[] = [];
  for (const { bot, ...ticket } of tickets) {
    const answer = await request.post('/api/support-tickets', {
      data: {
        ...ticket,
        lang: 'en',
        fill_ms: 5_000,
        ...(bot ? { website: 'http://x.example' } : {}),
      },
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    numbers.push(((await answer.json()) as { ticket_number: string }).ticket_number);
  }
  return numbers;
}

/** A ticket whose name, email and subject carry `tag`, so a search finds exactly it. */
export function tagged(tag: string, n: number, extra: Partial<NewTicket> = {}): NewTicket {
  return {
    name: `${tag} Customer ${n}`,
    email: `${tag.toLowerCase()}.${n}@example.com`,
    subject: `${tag} question ${n}`,
    description: `Description number ${n} about ${tag}.`,
    ...extra,
  };
}

export interface TicketList {
  items: SupportTicketRow[];
  total: number;
  counts: Record<string, number>;
  averageRating: number | null;
}

/** GET /api/admin/support-tickets with the page's cookies: what the server has. */
export async function serverTickets(
  page: Page,
  params: Record<string, string> = {},
): Promise<TicketList> {
  const answer = await page.request.get(
    `/api/admin/support-tickets?${new URLSearchParams({ pageSize: '100', ...params })}`,
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()) as TicketList;
}

/** PATCH /api/admin/support-tickets/:id as the back office would (same origin, cookies). */
export async function patchTicket(page: Page, id: string, body: Record<string, unknown>) {
  const answer = await page.request.patch(`/api/admin/support-tickets/${id}`, {
    data: body,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SupportTicketRow;
}

/** Opens Support Management (signing in first) and waits for the list to be there. */
export async function openSupport(page: Page, query = ''): Promise<void> {
  await page.goto(`/admin/support${query}`);
  await adminSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Management' })).toBeVisible();
  await expect(page.getByText('Loading support tickets…')).toHaveCount(0);
}

/** The body rows of the tickets table. */
export function ticketRows(page: Page): Locator {
  return page
    .getByRole('table', { name: /Support tickets/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The panel of the ticket whose title starts with its number. */
export function ticketPanel(page: Page, ticketNumber: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${ticketNumber}:`) });
}

/** The <dd> that follows the <dt> reading exactly `label` inside `scope`. */
export function described(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[.]/g, '\\.')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The figure of one of the five cards. */
export function card(page: Page, label: string): Locator {
  return described(
    page.getByRole('region', { name: 'Tickets by status and average rating' }),
    label,
  );
}

/** The satisfaction link ('/support/rate?token=…') of the newest mail to `to`, once it came. */
export async function satisfactionLink(mailbox: Mailbox, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox.messages.filter((m) => m.to.includes(to)).at(-1);
        const body = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        link = /https?:\/\/[^/\s]+((?:\/et)?\/support\/rate\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
        return link;
      },
      { timeout: scaled(20_000), message: `a satisfaction mail to ${to}` },
    )
    .toBeTruthy();
  return link as string;
}
