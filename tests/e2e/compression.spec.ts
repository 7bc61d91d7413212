import { expect, test } from './fixtures.ts';
import { scaled } from './timeouts.ts';

/**
 * Issue 14, "Speed": the production server sends pages, feeds and built files compressed as the
 * browser asks (with Vary), and answers a revalidation of an unchanged page with a bodiless 304.
 */
test.describe('compressed and revalidated answers', () => {
  test('pages, a feed, the sitemap and the built files go out compressed as asked', async ({
    request,
  }) => {
    const home = await request.get('/');
    const html = await home.text();
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    const addresses = ['/', '/et', '/blog', '/blog/rss.xml', '/sitemap.xml', script, style];
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (const address of addresses) {
        const res = await request.get(address as string, {
          headers: { 'accept-encoding': accept },
        });
        const label = `${address} (${accept})`;
        expect(res.status(), label).toBe(200);
        expect(res.headers()['content-encoding'], label).toBe(encoding);
        expect(res.headers().vary ?? '', label).toMatch(/accept-encoding/i);
        // The client decodes: what it reads is the page itself.
        expect((await res.body()).byteLength, label).toBeGreaterThan(0);
      }
    }
  });

  test('an unchanged page is revalidated with a 304', async ({ request }) => {
    for (const address of ['/', '/blog', '/blog/rss.xml']) {
      const revalidate = async () => {
        const first = await request.get(address, { headers: { 'accept-encoding': 'br' } });
        const tag = first.headers().etag ?? '';
        expect(tag, address).toMatch(/^"[^"]+-br"$/);
        const again = await request.get(address, {
          headers: { 'accept-encoding': 'br', 'if-none-match': tag },
        });
        return { tag, again };
      };
      // A page from the database is kept once the server has heard its content version; until
      // then each answer is a new rendering. Waiting for that, not for a time.
      await expect
        .poll(async () => (await revalidate()).again.status(), { timeout: scaled(20_000) })
        .toBe(304);
      const { tag, again } = await revalidate();
      expect(again.status(), address).toBe(304);
      expect(again.headers().etag, address).toBe(tag);
      expect((await again.body()).byteLength, address).toBe(0);
    }
  });
});
