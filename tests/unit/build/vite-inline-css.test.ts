import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../../../scripts/vite-inline-css.ts';
import { inlineStyleHashes } from '../../../server/render/csp.ts';

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/base-1.js">
    <link rel="stylesheet" crossorigin href="/assets/base-1.css">
    <link rel="stylesheet" crossorigin href="/assets/site-1.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

function transform(html: string, filename: string): string {
  const plugin = inlineEntryCss();
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const asset = (source: string) => ({ type: 'asset', source }) as const;
  const ctx = {
    filename,
    path: '/app.html',
    bundle: {
      'assets/base-1.css': asset(':root{--a:1}\n'),
      'assets/site-1.css': asset('.site{color:red}'),
    },
  } as unknown as IndexHtmlTransformContext;
  return hook.handler.call({} as never, html, ctx) as string;
}

describe('inlineEntryCss', () => {
  const html = transform(TEMPLATE, '/web/app.html');

  it("puts the entry's stylesheets, in order, into one <style> before the server's head", () => {
    expect(html).toMatch(/<style>:root\{--a:1\}\n\.site\{color:red\}<\/style>\s*<!--app-head-->/);
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('leaves a disabled link per inlined file, which is never fetched', () => {
    expect(html).toContain('<link rel="stylesheet" href="/assets/base-1.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-1.css" disabled>');
  });

  it('fetches the scripts at low priority', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
  });

  it('gives a style the CSP hash helper finds', () => {
    expect(inlineStyleHashes(html)).toHaveLength(1);
  });

  it('leaves other documents (the back office) alone', () => {
    expect(transform(TEMPLATE, '/web/admin.html')).toBe(TEMPLATE);
  });
});
