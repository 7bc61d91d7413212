import { describe, expect, it } from 'vitest';
import {
  MAX_MARKDOWN_NESTING,
  renderMarkdown,
  TEXT_PICTURE_SIZES,
} from '../../../server/services/markdown.ts';
import type { PictureSources } from '../../../shared/content-types.ts';
import { mediaUrlsIn } from '../../../shared/media.ts';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown('## Title\n\nSome **bold** text.\n\n- one\n- two\n\n[Docs](/docs)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/docs">Docs</a>');
  });

  it('demotes a level-one heading, which belongs to the page title', () => {
    expect(renderMarkdown('# Big')).toBe('<h2>Big</h2>\n');
  });

  it('removes script elements written into a post', () => {
    const html = renderMarkdown('Hello\n\n<script>alert(1)</script>\n\nafter');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('after');
  });

  it('makes javascript: links inert', () => {
    for (const source of [
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
    ]) {
      const html = renderMarkdown(source);
      expect(html.toLowerCase()).not.toContain('javascript:');
      expect(html).not.toContain('data:text/html');
    }
  });

  it('drops event handlers, iframes and inline styles', () => {
    const html = renderMarkdown(
      '<img src="/x.png" onerror="alert(1)" alt="x"> <iframe src="https://evil.example"></iframe> <p style="color:red" onclick="x()">t</p>',
    );
    expect(html).not.toMatch(/onerror|onclick|iframe|style=/i);
    expect(html).toContain('<img src="/x.png" alt="x"');
  });

  it('opens external links in a new tab without the opener', () => {
    const html = renderMarkdown('[site](https://example.com)');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});

describe('renderMarkdown on pathological nesting', () => {
  const count = (html: string, tag: string) => html.split(tag).length - 1;

  it('shows 5,000 quote marks as quotes 32 deep, then as the characters typed', () => {
    const html = renderMarkdown('>'.repeat(5000));
    expect(count(html, '<blockquote>')).toBe(MAX_MARKDOWN_NESTING);
    expect(count(html, '&gt;')).toBe(5000 - MAX_MARKDOWN_NESTING);
  });

  it('bounds lists nested on one line, and quotes with spaces', () => {
    expect(count(renderMarkdown(`${'- '.repeat(3000)}x`), '<ul>')).toBe(MAX_MARKDOWN_NESTING);
    expect(count(renderMarkdown(`${'> '.repeat(3000)}x`), '<blockquote>')).toBe(
      MAX_MARKDOWN_NESTING,
    );
  });

  it('shows a run of 20,000 emphasis marks as text', () => {
    const html = renderMarkdown(`${'*'.repeat(20_000)}a${'*'.repeat(20_000)}`);
    expect(html).toContain('a');
    expect(html).not.toContain('<em>');
  });

  it('leaves ordinary nesting as it was', () => {
    expect(renderMarkdown('> > quote\n\n- a\n  - b\n    - c')).toBe(
      '<blockquote>\n<blockquote>\n<p>quote</p>\n</blockquote>\n</blockquote>\n<ul>\n<li>a<ul>\n<li>b<ul>\n<li>c</li>\n</ul>\n</li>\n</ul>\n</li>\n</ul>\n',
    );
    expect(renderMarkdown('***both*** and **bold**')).toBe(
      '<p><em><strong>both</strong></em> and <strong>bold</strong></p>\n',
    );
  });
});

describe('pictures in a text', () => {
  const hash = '0123456789abcdef0123456789abcdef';
  const sources: PictureSources = {
    focalX: 0.5,
    focalY: 0.5,
    width: 1600,
    height: 900,
    alt: 'Stored description',
    avif: `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w`,
    webp: `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w`,
    fallback: `/media/${hash}-320.jpg 320w, /media/${hash}-640.jpg 640w`,
    src: `/media/${hash}-320.jpg`,
  };

  it('an upload gets its sizes and dimensions, so the page does not shift as it loads', () => {
    const source = `Before.\n\n![Our desk](/media/${hash}.jpg)`;
    expect(mediaUrlsIn(source)).toEqual([`/media/${hash}.jpg`]);
    const html = renderMarkdown(source, new Map([[hash, sources]]));
    expect(html).toContain(
      `<img src="/media/${hash}-320.jpg" alt="Our desk" loading="lazy" decoding="async" ` +
        `srcset="/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w" ` +
        `sizes="${TEXT_PICTURE_SIZES}" width="1600" height="900" />`,
    );
  });

  it('any other picture keeps its address alone; a srcset typed in the text is dropped', () => {
    const html = renderMarkdown(
      `![A](/media/${hash}.jpg) <img src="https://img.example/a.png" srcset="https://evil.example/x 2x" alt="b">`,
      new Map(),
    );
    expect(html).toContain(
      `<img src="/media/${hash}.jpg" alt="A" loading="lazy" decoding="async" />`,
    );
    expect(html).toContain(
      '<img src="https://img.example/a.png" alt="b" loading="lazy" decoding="async" />',
    );
    expect(html).not.toContain('evil.example');
  });

  it('never publishes the inserted placeholder: the upload’s own description, else none', () => {
    const pictures = new Map([[hash, sources]]);
    for (const placeholder of ['Describe the picture', 'Kirjelda pilti', '']) {
      const upload = renderMarkdown(`![${placeholder}](/media/${hash}.jpg)`, pictures);
      expect(upload, placeholder).toContain('alt="Stored description"');
      const other = renderMarkdown(`![${placeholder}](https://img.example/a.png)`);
      expect(other, placeholder).toContain('<img src="https://img.example/a.png" alt="" ');
      expect(upload + other).not.toMatch(/Describe the picture|Kirjelda pilti/);
    }
  });

  it('a picture marked decorative is published with an empty description and no title', () => {
    const html = renderMarkdown(`![](/media/${hash}.jpg "decorative")`, new Map([[hash, sources]]));
    expect(html).toContain(`<img src="/media/${hash}-320.jpg" alt="" loading="lazy"`);
    expect(html).not.toContain('title=');
    expect(renderMarkdown('![A chart](/a.png "Sales")')).toContain('alt="A chart" title="Sales"');
  });
});
