import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferEntryScripts } from '../../../scripts/vite-defer-scripts.ts';

/** The page template as Vite builds it: the entry's script and preloads in the head. */
const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <script type="module" fetchpriority="low" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/base-1.js">
    <!--app-head-->
    <script>(() => {})();</script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
    <!--app-modules-->
    <script>/* loader */</script>
  </body>
</html>`;

function transform(html: string, filename: string): string {
  const plugin = deferEntryScripts();
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const ctx = { filename, path: '/app.html' } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, html, ctx) as string;
}

describe('deferEntryScripts', () => {
  const html = transform(TEMPLATE, '/web/app.html');

  it("moves the entry's script and preloads into an inert template before the loader", () => {
    expect(html).toContain(
      '<!--app-data-->\n    <template data-modules>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/base-1.js">' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/app-1.js"></script>' +
        '</template>\n    <script>/* loader */</script>',
    );
  });

  it('leaves no script to fetch in the head, and the inline ones where they were', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('<script>(() => {})();</script>');
    expect(html).not.toContain('<!--app-modules-->');
  });

  it('leaves other documents (the back office) alone', () => {
    expect(transform(TEMPLATE, '/web/admin.html')).toBe(TEMPLATE);
  });
});
