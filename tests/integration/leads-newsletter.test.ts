import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { count, ENV, errorOf, postForm, postJson } from './leads-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ENV);
});
afterAll(() => ctx.close());

describe('POST /api/newsletter', () => {
  it('answers 201 for a new address and stores it pending confirmation with its consent', async () => {
    const res = await postJson(ctx, '/api/newsletter', {
      email: ' Liis@Example.ee ',
      source: 'popup',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select * from newsletter_signups where id = ${id}`;
    expect(row).toMatchObject({
      email: 'Liis@Example.ee',
      // Double opt-in: not subscribed until its owner confirms with the mailed link.
      subscribed: false,
      confirmed_at: null,
      unsubscribed_at: null,
      source: 'popup',
      consent_at: ctx.clock.now(),
      ip_address: '203.0.113.10',
      language: 'en',
    });
  });

  it('answers an address already on the list as it answers a new one, in any letter case', async () => {
    // The same status and shape either way: the answer tells nobody who is subscribed.
    const res = await postJson(ctx, '/api/newsletter', { email: 'liis@example.EE' });
    expect(res.status).toBe(201);
    expect(Object.keys((await res.json()) as object)).toEqual(['id']);
    expect(await count(ctx, 'newsletter_signups')).toBe(1);
  });

  it('stores an unsubscribed address pending again with new consent, keeping its opt-out, and answers 201', async () => {
    await ctx.db.sql`
      insert into newsletter_signups (email, subscribed, source, consent_at, unsubscribed_at)
      values ('gone@example.ee', false, 'page', '2024-01-01', '2024-06-01')`;
    ctx.clock.advance(60_000);
    const res = await postJson(ctx, '/api/newsletter', {
      email: 'gone@example.ee',
      source: 'popup',
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await ctx.db.sql`select * from newsletter_signups where id = ${id}`;
    expect(row).toMatchObject({
      subscribed: false,
      confirmed_at: null,
      source: 'popup',
      consent_at: ctx.clock.now(),
      // Until its owner confirms the new signup with the mailed link.
      unsubscribed_at: new Date('2024-06-01'),
    });
  });

  it('uses the page and popup wording for an empty address', async () => {
    const page = await postJson(ctx, '/api/newsletter', { email: '  ' });
    expect((await errorOf(page)).fields).toEqual({ email: 'Please enter your email' });
    const popup = await postJson(ctx, '/api/newsletter', { source: 'popup' });
    expect((await errorOf(popup)).fields).toEqual({ email: 'Please enter your email address' });
    const invalid = await postJson(ctx, '/api/newsletter', { email: 'a@b' });
    expect((await errorOf(invalid)).fields).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('keeps /.netlify/functions/subscribe-newsletter for old clients ({ email } only, no key needed)', async () => {
    const res = await postJson(ctx, '/.netlify/functions/subscribe-newsletter', {
      email: 'old@client.ee',
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.db.sql`
      select source from newsletter_signups where email = 'old@client.ee'`;
    expect(row?.source).toBe('legacy');
    const again = await postJson(
      ctx,
      '/.netlify/functions/subscribe-newsletter',
      { email: 'old@client.ee' },
      { key: null },
    );
    expect(again.status).toBe(201);
    const withoutKey = await postJson(
      ctx,
      '/.netlify/functions/subscribe-newsletter',
      { email: 'older@client.ee' },
      { key: null },
    );
    expect(withoutKey.status).toBe(201);
    const newPathWithoutKey = await postJson(
      ctx,
      '/api/newsletter',
      { email: 'newer@client.ee' },
      { key: null },
    );
    expect(newPathWithoutKey.status).toBe(400);
  });

  it('treats an already subscribed address as success in a plain form post', async () => {
    const res = await postForm(ctx, '/api/newsletter', {
      email: 'liis@example.ee',
      return_to: '/blog',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/blog?sent=newsletter#newsletter-form');
    const invalid = await postForm(ctx, '/api/newsletter', { email: 'nope', lang: 'et' });
    expect(invalid.headers.get('Location')).toBe(
      '/et/blog?form=newsletter&error=email%3Ainvalid&email=nope#newsletter-form',
    );
  });
});
