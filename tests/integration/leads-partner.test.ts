import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, errorOf, postForm, postJson } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

const valid = {
  name: 'Peeter Partner',
  email: 'peeter@integrator.ee',
  company: 'Integrator OÜ',
  partner_type: 'implementation',
  message: 'We implement document systems for law firms.',
};

describe('POST /api/partner-applications', () => {
  it("stores a 'pending' application and answers 201 { id }", async () => {
    const res = await postJson(ctx, '/api/partner-applications', { ...valid, status: 'approved' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select * from partner_applications where id = ${id}`;
    expect(row).toMatchObject({
      ...valid,
      status: 'pending',
      user_agent: 'Mozilla/5.0 (test)',
      ip_address: '203.0.113.10',
      language: 'en',
      reviewed_at: null,
    });
    const [mail] = await ctx.db.sql<{ subject: string; text_body: string }[]>`
      select subject, text_body from mail_outbox where kind = 'lead.partner'`;
    expect(mail?.subject).toBe('New partner application from Integrator OÜ');
    expect(mail?.text_body).toContain('Partnership type: Professional Services Partner');
  });

  it("says 'Please select a partnership type' when the type is missing", async () => {
    const { partner_type: _, ...withoutType } = valid;
    const res = await postJson(ctx, '/api/partner-applications', withoutType);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      partner_type: 'Please select a partnership type',
    });
    const et = await postJson(ctx, '/api/partner-applications', { ...withoutType, lang: 'et' });
    expect((await errorOf(et)).fields).toEqual({ partner_type: 'Palun vali partnerluse liik' });
  });

  it('rejects a type outside technology, implementation and reseller', async () => {
    const res = await postJson(ctx, '/api/partner-applications', {
      ...valid,
      partner_type: 'franchise',
    });
    expect((await errorOf(res)).fields).toEqual({
      partner_type: 'Please choose one of the options',
    });
  });

  it('answers a plain form post with 303 to /partners#become-partner', async () => {
    const before = await count(ctx, 'partner_applications');
    const res = await postForm(ctx, '/api/partner-applications', { ...valid, lang: 'et' });
    expect(res.headers.get('Location')).toBe('/et/partners?sent=partner#become-partner');
    expect(await count(ctx, 'partner_applications')).toBe(before + 1);
  });
});
