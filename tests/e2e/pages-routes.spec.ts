import { expect, test } from './fixtures.ts';
import { documentTitle, htmlText, LANGS, localised, staticPages } from './pages-routes.ts';

test.describe('every static public page is served complete by the server', () => {
  for (const { lang, prefix, t } of LANGS) {
    test(`all pages in ${lang} answer 200 (an error page its error) with their title and server-rendered heading`, async ({
      request,
    }) => {
      for (const page of staticPages(t)) {
        const path = localised(prefix, page.path);
        const response = await request.get(path, { maxRedirects: 0 });
        const errorCode = /\/error\/(\d{3})$/.exec(path)?.[1];
        expect(response.status(), path).toBe(errorCode ? Number(errorCode) : 200);
        const html = await response.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        expect(title, path).toBe(htmlText(documentTitle(page.title)));
        const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(h1, path).toContain(htmlText(page.heading));
        expect(html, path).toContain(`lang="${lang === 'et' ? 'et' : 'en-GB'}"`);
      }
    });
  }

  test('page copy is server-rendered, not filled in by JavaScript', async ({ request }) => {
    const { t } = LANGS[0];
    const checks: [string, string][] = [
      ['/', t.pages.home.resultsHeading],
      ['/', '47+'],
      ['/products/paas', '€499'],
      ['/products/iaas', '€2,499'],
      ['/pricing', t.pages.pricing.faq[3]?.question ?? ''],
      ['/sales', t.pages.sales.steps[3]?.duration ?? ''],
      ['/career', t.pages.career.noPositions],
      ['/legal/terms-of-service', t.pages.terms.sections[7]?.title ?? ''],
      ['/faq', t.pages.faq.categories[0]?.entries[0]?.answer ?? ''],
    ];
    for (const [path, text] of checks) {
      const html = await (await request.get(path)).text();
      expect(html, `${path} contains ${text}`).toContain(htmlText(text));
    }
    const et = await (await request.get('/et/products/paas')).text();
    expect(et).toContain('499 €');
  });

  test('an unknown technology partner answers 404 with the not-found page', async ({ request }) => {
    for (const path of ['/partners/technology/acme', '/et/partners/technology/acme']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).toContain('404');
      // The not-found page offers the popular pages by name.
      const { t } = path.startsWith('/et') ? LANGS[1] : LANGS[0];
      for (const name of [t.pages.products.title, t.pages.pricing.title, t.pages.contact.title]) {
        expect(html, `${path} links to ${name}`).toContain(`>${htmlText(name)}</a>`);
      }
    }
  });

  test('the configured embeds are offered to the browser as JSON', async ({ request }) => {
    const response = await request.get('/api/embeds');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ docs: null, api: null, status: null });
  });
});
