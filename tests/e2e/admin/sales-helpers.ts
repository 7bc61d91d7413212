import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../admin-accounts.ts';

/** An enquiry through the public endpoint; `bot` sends it faster than a person can. */
export async function enquire(
  request: APIRequestContext,
  enquiry: Record<string, string>,
  bot = false,
) {
  const answer = await request.post('/api/sales-enquiries', {
    data: { ...enquiry, lang: 'en', fill_ms: bot ? 50 : 5_000 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
