import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENDPOINTS } from '../../shared/forms.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, postJson, startedAgo } from './leads-helpers.ts';

/**
 * The offline outbox sends a queued submission again under its key until one answer gets
 * through (a page, another tab and the service worker may even send it at once): each form's
 * endpoint stores it once and answers every copy as it answered the first.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

type Form = keyof typeof FORM_ENDPOINTS;

/** One valid submission per form, and the table it is stored in. */
const FORMS: Record<Form, { table: string; body: (tag: string) => Record<string, unknown> }> = {
  contact: {
    table: 'contact_submissions',
    body: (tag) => ({ name: 'Mari', email: `${tag}@firma.ee`, message: 'Please call me back.' }),
  },
  sales: {
    table: 'sales_enquiries',
    body: (tag) => ({ name: 'Kadri Kask', email: `${tag}@bigcorp.ee`, company: 'Big Corp AS' }),
  },
  newsletter: {
    table: 'newsletter_signups',
    body: (tag) => ({ email: `${tag}@example.ee`, source: 'page' }),
  },
  partner: {
    table: 'partner_applications',
    body: (tag) => ({
      name: 'Peeter Partner',
      email: `${tag}@integrator.ee`,
      company: 'Integrator OÜ',
      partner_type: 'implementation',
      message: 'We implement document systems.',
    }),
  },
  support: {
    table: 'support_tickets',
    body: (tag) => ({
      name: 'Kati Klient',
      email: `${tag}@klient.ee`,
      subject: 'Cannot export the report',
      description: 'The export button shows a spinner forever.',
    }),
  },
};

const CASES = (Object.keys(FORM_ENDPOINTS) as Form[]).map((form) => ({
  form,
  path: FORM_ENDPOINTS[form],
  ...FORMS[form],
}));

describe.each(CASES)('$path', ({ form, path, table, body }) => {
  it('stores a submission sent twice under one key once, and answers both alike', async () => {
    const submission = { ...body(`${form}-again`), lang: 'en', started_at: startedAgo(ctx) };
    const key = randomUUID();
    const rows = await count(ctx, table);
    const first = await postJson(ctx, path, submission, { key });
    expect(first.status).toBe(201);
    const mail = await count(ctx, 'mail_outbox');
    const again = await postJson(ctx, path, submission, { key });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect(await count(ctx, table)).toBe(rows + 1);
    expect(await count(ctx, 'mail_outbox')).toBe(mail);
  });

  it('stores it once when the copies arrive at the same time', async () => {
    const submission = { ...body(`${form}-at-once`), lang: 'en', started_at: startedAgo(ctx) };
    const key = randomUUID();
    const rows = await count(ctx, table);
    const answers = await Promise.all([
      postJson(ctx, path, submission, { key }),
      postJson(ctx, path, submission, { key }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const [one, two] = await Promise.all(answers.map((a) => a.json()));
    expect(two).toEqual(one);
    expect(await count(ctx, table)).toBe(rows + 1);
  });
});
