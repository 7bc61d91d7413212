import type { Plugin } from 'vite';
import { TEMPLATE_FILE } from '../server/render/assets.ts';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">\s*/g;

/**
 * The public pages' own styles (the entry's: global, layout, ui, pages) go into a `<style>` at the
 * start of the page template's head instead of render-blocking `<link>`s, so a page's first paint
 * waits for no stylesheet at all. Page families' styles (content, forms, sign-in…) stay files,
 * linked per page by the server after this element, so their rules still come later in the
 * cascade. The CSP allows the element by its hash (server/render/csp.ts, inlineStyleHashes).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'lumen:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith(`/${TEMPLATE_FILE}`)) return html;
        const bundle = ctx.bundle;
        const css: string[] = [];
        const stripped = html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          css.push(String(asset.source).trim());
          // A disabled link is never fetched, but Vite's preload helper finds it: a chunk loaded
          // later whose dependencies list this file (start-offline, the consent banner, any page)
          // does not link it again, which would re-apply it last in the cascade and shift the page.
          return `<link rel="stylesheet" href="/${file}" disabled>\n    `;
        });
        if (css.length === 0) return html;
        // The page is whole without its scripts (server-rendered), so they need not compete with
        // the document and its images for the first paint: fetched at low priority.
        const scripts = stripped.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        );
        // Straight after the charset and viewport metas, before the head the server fills in.
        return scripts.replace(
          '<!--app-head-->',
          `<style>${css.join('\n')}</style>\n    <!--app-head-->`,
        );
      },
    },
  };
}
