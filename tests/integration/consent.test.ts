import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_SETTINGS_ID } from '../../shared/consent.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

const ORIGIN = 'https://lumen-legal.example';
const ANALYTICS_ENV = {
  PUBLIC_ORIGIN: ORIGIN,
  POSTHOG_KEY: 'phc_test',
  POSTHOG_HOST: 'https://eu.i.posthog.com',
  TAG_MANAGER_ID: 'GTM-TEST1',
  FEEDBACK_WIDGET_URL: 'https://widget.example/w.js',
};

const record = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  categories: { necessary: true, statistics: true, marketing: false },
  version: 1,
  decided_at: '2026-11-20T09:59:58.000Z',
  ...over,
});

function post(ctx: TestContext, body: unknown) {
  return ctx.app.request('/api/consent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
    body: JSON.stringify(body),
  });
}

function directive(res: Response, name: string): string[] {
  const csp = res.headers.get('content-security-policy') ?? '';
  return (
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? []
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ...ANALYTICS_ENV, TRUST_PROXY: 'true' });
  ctx.clock.set('2026-11-20T10:00:00Z');
});
afterAll(() => ctx.close());

describe('POST /api/consent', () => {
  it('stores the decision anonymously: id, categories, version and time, nothing else', async () => {
    const body = record();
    const res = await post(ctx, body);
    expect(res.status).toBe(204);
    const rows = await ctx.db.sql`select * from consent_records where id = ${body.id}`;
    expect(rows).toEqual([
      {
        id: body.id,
        necessary: true,
        statistics: true,
        marketing: false,
        version: 1,
        decided_at: new Date(body.decided_at),
        received_at: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    const columns = await ctx.db.sql<{ column_name: string }[]>`
      select column_name from information_schema.columns where table_name = 'consent_records'`;
    expect(columns.map((c) => c.column_name).sort()).toEqual(
      ['decided_at', 'id', 'marketing', 'necessary', 'received_at', 'statistics', 'version'].sort(),
    );
  });

  it('stores a retry of the same record once', async () => {
    const body = record({ categories: { necessary: true, statistics: false, marketing: false } });
    expect((await post(ctx, body)).status).toBe(204);
    expect((await post(ctx, body)).status).toBe(204);
    const [row] = await ctx.db.sql<{ n: number }[]>`
      select count(*)::int as n from consent_records where id = ${body.id}`;
    expect(row?.n).toBe(1);
  });

  it('refuses a record with anything missing or extra, naming the field', async () => {
    const res = await post(ctx, { ...record(), ip: '203.0.113.7' });
    expect(res.status).toBe(400);
    const noId = await post(ctx, { ...record(), id: 'not-a-uuid' });
    expect(noId.status).toBe(400);
    expect(
      ((await noId.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty('id');
    const unnecessary = await post(
      ctx,
      record({ categories: { necessary: false, statistics: false, marketing: false } }),
    );
    expect(unnecessary.status).toBe(400);
  });
});

describe('analytics settings and the CSP', () => {
  it('puts the settings in every public page, prerendered or rendered', async () => {
    for (const path of ['/', '/et/contact', '/blog', '/no-such-page']) {
      const html = await (await ctx.app.request(path)).text();
      const block = new RegExp(
        `<script type="application/json" id="${ANALYTICS_SETTINGS_ID}">([^<]*)</script>`,
      ).exec(html);
      expect(block, path).not.toBeNull();
      expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
        productionHost: 'lumen-legal.example',
        posthog: { key: 'phc_test', host: 'https://eu.i.posthog.com' },
        tagManager: { id: 'GTM-TEST1' },
        feedbackWidget: { src: 'https://widget.example/w.js' },
      });
    }
  });

  it('widens script-src and connect-src by exactly the configured hosts', async () => {
    const res = await ctx.app.request('/');
    const configured = [
      'https://eu.i.posthog.com',
      'https://www.googletagmanager.com',
      'https://widget.example',
    ];
    expect(directive(res, 'script-src').filter((s) => s.startsWith('https:'))).toEqual(configured);
    expect(directive(res, 'connect-src')).toEqual(["'self'", ...configured]);
    expect(directive(res, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(res, 'frame-src')).toEqual(["'none'"]);
  });

  it('with nothing configured, the CSP allows no third party at all', async () => {
    const plain = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
    try {
      const res = await plain.app.request('/');
      expect(directive(res, 'script-src').filter((s) => /^https?:/.test(s))).toEqual([]);
      expect(directive(res, 'connect-src')).toEqual(["'self'"]);
    } finally {
      await plain.close();
    }
  });
});
