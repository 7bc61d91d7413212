import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, errorOf, postForm, postJson, startedAgo } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

describe('POST /api/sales-enquiries', () => {
  it('stores the enquiry with a server-computed lead score and answers 201 { id }', async () => {
    const res = await postJson(ctx, '/api/sales-enquiries', {
      name: 'Kadri Kask',
      email: 'kadri@bigcorp.ee',
      company: 'Big Corp AS',
      title: 'General Counsel',
      employees: '1000+',
      phone: '+372 5555 5555',
      message: 'We would like a demo for our legal team of forty.',
      lead_score: 0,
      status: 'won',
      started_at: startedAgo(ctx),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select * from sales_enquiries where id = ${id}`;
    expect(row).toMatchObject({
      name: 'Kadri Kask',
      email: 'kadri@bigcorp.ee',
      company: 'Big Corp AS',
      title: 'General Counsel',
      employees: '1000+',
      phone: '+372 5555 5555',
      status: 'new',
      lead_score: 100,
      user_agent: 'Mozilla/5.0 (test)',
      ip_address: '203.0.113.10',
      language: 'en',
    });
  });

  it('scores a free-mail enquiry without size or title low', async () => {
    const res = await postJson(ctx, '/api/sales-enquiries', {
      name: 'Tom',
      email: 'tom@gmail.com',
      company: 'Tom',
    });
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select lead_score from sales_enquiries where id = ${id}`;
    expect(row?.lead_score).toBe(0);
  });

  it('requires name, work email and company and checks the company size options', async () => {
    const res = await postJson(ctx, '/api/sales-enquiries', { employees: '5000', lang: 'et' });
    expect(res.status).toBe(400);
    expect(Object.entries((await errorOf(res)).fields ?? {})).toEqual([
      ['name', 'Nimi on kohustuslik'],
      ['email', 'E-posti aadress on kohustuslik'],
      ['company', 'Ettevõtte nimi on kohustuslik'],
      ['employees', 'Palun vali üks pakutud valikutest'],
    ]);
  });

  it('enqueues a notification with the lead score', async () => {
    await postJson(ctx, '/api/sales-enquiries', {
      name: 'Scored Person',
      email: 'p@firm.ee',
      company: 'Firm',
      employees: '51-200',
    });
    const [mail] = await ctx.db.sql<{ text_body: string }[]>`
      select text_body from mail_outbox where subject like '%Scored Person%'`;
    expect(mail?.text_body).toContain('Lead score: 45');
    expect(mail?.text_body).toContain('Company size: 51-200');
  });

  it('answers a plain form post with 303 to /sales', async () => {
    const before = await count(ctx, 'sales_enquiries');
    const ok = await postForm(ctx, '/api/sales-enquiries', {
      name: 'Jaan',
      email: 'jaan@firma.ee',
      company: 'Firma',
      employees: '11-50',
    });
    expect(ok.headers.get('Location')).toBe('/sales?sent=sales#sales-form');
    expect(await count(ctx, 'sales_enquiries')).toBe(before + 1);
    const bad = await postForm(ctx, '/api/sales-enquiries', { name: 'Jaan', lang: 'et' });
    expect(bad.headers.get('Location')).toBe(
      '/et/sales?form=sales&error=email%3Arequired%2Ccompany%3Arequired&name=Jaan#sales-form',
    );
  });
});
