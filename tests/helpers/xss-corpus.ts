/**
 * Markdown bodies that try to run script on a page that shows a post: raw tags, event handlers,
 * script-bearing URLs (plain, mixed-case, entity-encoded, with whitespace), SVG and MathML,
 * frames, styles, forms and parser tricks. A payload that ran would set `window.__xss` to its
 * name (or open a dialog), so a page shows its body safely when, after loading, `window.__xss`
 * is still undefined, no dialog opened and `dangerousMarkup` finds nothing in the body.
 * Shared by the public post page tests and the back office's Markdown preview tests.
 */

export interface XssCase {
  /** Short kebab-case name: also a slug suffix and the value the payload would set. */
  name: string;
  markdown: string;
}

const run = (name: string) => `window.__xss='${name}'`;

export const XSS_CORPUS: readonly XssCase[] = [
  { name: 'script-tag', markdown: `Before <script>${run('script-tag')}</script> after.` },
  {
    name: 'script-src-data',
    markdown: `<SCRIPT SRC="data:text/javascript,${run('script-src-data')}"></SCRIPT>`,
  },
  { name: 'img-onerror', markdown: `<img src="x" onerror="${run('img-onerror')}">` },
  {
    name: 'img-onerror-unquoted',
    markdown: `<IMG SRC=/nope.png oNeRrOr=${run('img-onerror-unquoted')}>`,
  },
  {
    name: 'markdown-image-breakout',
    markdown: `![x](/nope.png" onerror="${run('markdown-image-breakout')})`,
  },
  { name: 'markdown-js-link', markdown: `[Read more](javascript:${run('markdown-js-link')})` },
  { name: 'anchor-js', markdown: `<a href="javascript:${run('anchor-js')}">Open</a>` },
  {
    name: 'anchor-js-mixed-case',
    markdown: `<a href="JaVaScRiPt:${run('anchor-js-mixed-case')}">Open</a>`,
  },
  {
    name: 'anchor-js-entities',
    markdown: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run('anchor-js-entities')}">Open</a>`,
  },
  {
    name: 'anchor-js-hex-entities',
    markdown: `<a href="&#x6A;avascript&#x3A;${run('anchor-js-hex-entities')}">Open</a>`,
  },
  {
    name: 'anchor-js-tab',
    markdown: `<a href="jav&#x09;ascript:${run('anchor-js-tab')}">Open</a>`,
  },
  {
    name: 'anchor-js-spaces',
    markdown: `<a href="  javascript:${run('anchor-js-spaces')}">Open</a>`,
  },
  {
    name: 'markdown-js-link-encoded',
    markdown: `[Open](javascript%3A${run('markdown-js-link-encoded')})`,
  },
  { name: 'anchor-vbscript', markdown: `<a href="vbscript:msgbox('anchor-vbscript')">Open</a>` },
  {
    name: 'anchor-data-html',
    markdown: `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Open</a>`,
  },
  {
    name: 'markdown-data-link',
    markdown: `[Open](data:text/html,<script>${run('markdown-data-link')}</script>)`,
  },
  {
    name: 'img-data-svg',
    markdown: `<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=">`,
  },
  { name: 'svg-onload', markdown: `<svg onload="${run('svg-onload')}"><circle r="5"/></svg>` },
  {
    name: 'svg-script',
    markdown: `<svg><script>${run('svg-script')}</script><a xlink:href="javascript:${run('svg-script')}"><text y="20">x</text></a></svg>`,
  },
  {
    name: 'math-href',
    markdown: `<math><mi xlink:href="javascript:${run('math-href')}">x</mi></math>`,
  },
  { name: 'iframe-js', markdown: `<iframe src="javascript:parent.${run('iframe-js')}"></iframe>` },
  {
    name: 'iframe-srcdoc',
    markdown: `<iframe srcdoc="<script>parent.${run('iframe-srcdoc')}</script>"></iframe>`,
  },
  {
    name: 'object-embed',
    markdown: `<object data="javascript:${run('object-embed')}"></object><embed src="javascript:${run('object-embed')}">`,
  },
  {
    name: 'style-tag',
    markdown: `<style>@import 'javascript:${run('style-tag')}'; body { display: none }</style>Text`,
  },
  {
    name: 'style-attribute',
    markdown: `<p style="background:url('javascript:${run('style-attribute')}')">Styled</p>`,
  },
  {
    name: 'details-ontoggle',
    markdown: `<details open ontoggle="${run('details-ontoggle')}"><summary>x</summary></details>`,
  },
  {
    name: 'input-autofocus',
    markdown: `<input autofocus onfocus="${run('input-autofocus')}">`,
  },
  {
    name: 'form-action',
    markdown: `<form action="javascript:${run('form-action')}"><button>Go</button></form>`,
  },
  {
    name: 'meta-refresh',
    markdown: `<meta http-equiv="refresh" content="0;url=javascript:${run('meta-refresh')}">`,
  },
  { name: 'base-href', markdown: `<base href="javascript:${run('base-href')}//">[rel](x)` },
  {
    name: 'noscript-mutation',
    markdown: `<noscript><p title="</noscript><img src=x onerror=${run('noscript-mutation')}>"></noscript>`,
  },
  {
    name: 'video-source-onerror',
    markdown: `<video><source onerror="${run('video-source-onerror')}"></video>`,
  },
  {
    name: 'body-onload',
    markdown: `<body onload="${run('body-onload')}">Body</body>`,
  },
  {
    name: 'code-span-is-text',
    markdown: `\`<script>${run('code-span-is-text')}</script>\` and &lt;script&gt; stay text.`,
  },
  {
    name: 'html-comment-break',
    markdown: `<!--><img src=x onerror=${run('html-comment-break')}>-->`,
  },
  {
    name: 'table-cell-handler',
    markdown: `| a |\n| - |\n| <td onmouseover="${run('table-cell-handler')}">b</td> |`,
  },
];

/**
 * What survived in `root` that could run script or change the page around it: forbidden
 * elements, event-handler or style attributes, and links or sources with a script or data URL.
 * Self-contained, so it can be passed to Playwright's `evaluate` and run in the page.
 */
export function dangerousMarkup(root: Element): string[] {
  const found: string[] = [];
  const forbidden = new Set([
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'svg',
    'math',
    'video',
    'audio',
    'source',
    'details',
    'noscript',
    'template',
  ]);
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (forbidden.has(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      // Normalised as a browser would before choosing a scheme (whitespace and controls dropped).
      const value = Array.from(attr.value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (name === 'style' || name === 'srcdoc' || name === 'formaction')
        found.push(`<${tag} ${name}>`);
      if (
        ['href', 'src', 'xlink:href', 'action', 'data', 'background', 'poster'].includes(name) &&
        /^(javascript|vbscript|data):/.test(value)
      ) {
        found.push(`<${tag} ${name}="${attr.value}">`);
      }
    }
  }
  return found;
}
