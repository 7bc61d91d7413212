import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/**
 * Malformed input to every lead endpoint: the answer is a 4xx (never a 5xx) and a rejected
 * request stores nothing — no lead, no idempotency record, no mail.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_FORMS_PER_HOUR: '1000000',
    NOTIFY_EMAIL: 'leads@lumen-legal.example',
  });
});
afterAll(() => ctx.close());

const ENDPOINTS = {
  '/api/contact': ['name', 'email', 'company', 'subject', 'message', 'referrer'],
  '/api/sales-enquiries': ['name', 'email', 'company', 'title', 'employees', 'phone', 'message'],
  '/api/newsletter': ['email', 'source'],
  '/api/partner-applications': ['name', 'email', 'company', 'partner_type', 'message'],
  '/api/support-tickets': [
    'name',
    'email',
    'company',
    'subject',
    'description',
    'category',
    'priority',
  ],
  '/.netlify/functions/subscribe-newsletter': ['email'],
} as const;
type Path = keyof typeof ENDPOINTS;
const PATHS = Object.keys(ENDPOINTS) as Path[];

const NASTY = [
  "'; drop table contact_submissions; --",
  "' or '1'='1",
  'Robert"); DELETE FROM sales_enquiries; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '\u0000',
  'a\u0000b@c.ee',
  '\ud800',
  '\uffff\ufffe',
  `$${'{'}7*7}{{7*7}}`,
  '../../etc/passwd',
  '%00%ff',
  '\r\nBcc: victim@example.com',
  'x'.repeat(10_001),
];

async function stored(): Promise<number> {
  const [row] = await ctx.db.sql<{ n: number }[]>`
    select ((select count(*) from contact_submissions) + (select count(*) from sales_enquiries)
      + (select count(*) from newsletter_signups) + (select count(*) from partner_applications)
      + (select count(*) from support_tickets) + (select count(*) from idempotency_keys)
      + (select count(*) from mail_outbox))::int as n`;
  return row?.n ?? 0;
}

async function send(
  path: string,
  body: BodyInit,
  contentType: string | null,
): Promise<{ status: number; storedDelta: number }> {
  const before = await stored();
  const headers: Record<string, string> = { 'Idempotency-Key': randomUUID() };
  if (contentType) headers['Content-Type'] = contentType;
  const res = await ctx.app.request(path, { method: 'POST', headers, body });
  await res.arrayBuffer();
  return { status: res.status, storedDelta: (await stored()) - before };
}

function expectRejected(result: { status: number; storedDelta: number }, label: string) {
  expect(result.status, label).toBeGreaterThanOrEqual(400);
  expect(result.status, label).toBeLessThan(500);
  expect(result.storedDelta, label).toBe(0);
}

/** Any answer but a 5xx; when it is a 4xx, nothing was stored. */
function expectNoServerError(result: { status: number; storedDelta: number }, label: string) {
  expect(result.status, label).toBeLessThan(500);
  if (result.status >= 400) expect(result.storedDelta, label).toBe(0);
}

describe.each(PATHS)('%s with malformed input', (path) => {
  it('rejects broken JSON, non-objects and invalid UTF-8 with a 4xx', async () => {
    const cases: [string, BodyInit][] = [
      ['broken JSON', '{"name": "Mari", '],
      ['empty body', ''],
      ['JSON null', 'null'],
      ['JSON array', '[{"email":"a@b.ee"}]'],
      ['JSON string', '"a@b.ee"'],
      ['JSON number', '42'],
      ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      [
        'invalid UTF-8',
        Buffer.from([
          0x7b, 0x22, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22,
          0x7d,
        ]),
      ],
      [
        'proto pollution',
        '{"__proto__": {"name": "A", "email": "a@b.ee", "message": "m", "company": "C", "partner_type": "reseller", "subject": "s", "description": "d"}}',
      ],
    ];
    for (const [label, body] of cases) {
      expectRejected(await send(path, body, 'application/json'), label);
    }
  });

  it('rejects wrong content types with 415', async () => {
    for (const type of [
      null,
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/html',
      'application/jsonx',
    ]) {
      const result = await send(path, '{"email":"a@b.ee"}', type);
      expectRejected(result, String(type));
      expect(result.status, String(type)).toBe(415);
    }
  });

  it('rejects a 1 MB string with 413 and stores nothing', async () => {
    const big = JSON.stringify({ email: 'a@b.ee', name: 'x'.repeat(1024 * 1024) });
    const result = await send(path, big, 'application/json');
    expectRejected(result, '1 MB JSON');
    const form = await send(
      path,
      `email=a%40b.ee&name=${'x'.repeat(1024 * 1024)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(413);
    expect(form.storedDelta).toBe(0);
  });

  it('never answers 5xx to bodies of wrong types, missing, extra and hostile fields', async () => {
    const fields = ENDPOINTS[path];
    const value = fc.oneof(
      fc.constantFrom(...NASTY),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
      fc.constantFrom(
        'a@b.ee',
        'technology',
        'billing',
        'urgent',
        'popup',
        '11-50',
        'General Enquiry',
      ),
    );
    const body = fc.dictionary(
      fc.oneof(
        fc.constantFrom(...fields, 'lang', 'website', 'started_at', 'return_to', 'id', 'status'),
        fc.string({ maxLength: 8 }),
      ),
      value,
      { maxKeys: 10 },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, asForm) => {
        if (asForm) {
          const params = new URLSearchParams();
          for (const [k, v] of Object.entries(input))
            params.append(k, typeof v === 'string' ? v : JSON.stringify(v));
          const result = await send(path, params.toString(), 'application/x-www-form-urlencoded');
          expect([303, 413]).toContain(result.status);
          return;
        }
        expectNoServerError(
          await send(path, JSON.stringify(input), 'application/json'),
          JSON.stringify(input).slice(0, 200),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('stores injection strings verbatim as plain text when the form is otherwise valid', async () => {
    const hostile = "<script>alert('x')</script>'; drop table contact_submissions; --";
    const body: Record<string, string> = {
      name: hostile,
      email: `o'brien+${randomUUID().slice(0, 8)}@example.ee`,
      company: hostile,
      subject: 'General Enquiry',
      message: hostile,
      description: hostile,
      partner_type: 'reseller',
      category: 'billing',
      priority: 'low',
    };
    if (path.includes('support')) body.subject = hostile;
    const result = await send(path, JSON.stringify(body), 'application/json');
    expect(result.status).toBe(201);
    expect(result.storedDelta).toBeGreaterThan(0);
  });
});
