import { describe, expect, it } from 'vitest';
import { assembleDocument } from '../../../../web/src/app/document.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('assembleDocument', () => {
  it('puts text with replacement patterns into the page as it is', () => {
    // Each of these means something to String.replace with a string: the text before the match,
    // after it, the match itself, and a dollar sign.
    const text = "Price: $$ 5, $` $' $& $1";
    const html = assembleDocument(TEMPLATE, {
      htmlLang: 'et',
      head: `<title>${text}</title>`,
      body: `<h1>${text}</h1>`,
      data: { title: text },
    });
    expect(html).toBe(
      `<!doctype html><html lang="et"><head><title>${text}</title></head><body><div id="root"><h1>${text}</h1></div><script type="application/json" id="__page_data">{"title":"Price: $$ 5, $\` $' $& $1"}</script></body></html>`,
    );
  });

  it('stays the size of its parts however many patterns the text repeats', () => {
    const text = "$`$'".repeat(3_000);
    const html = assembleDocument(TEMPLATE, { htmlLang: 'en', head: '', body: text });
    expect(html.length).toBe(
      TEMPLATE.length - '<!--app-head--><!--app-html--><!--app-data-->'.length + text.length,
    );
  });
});
