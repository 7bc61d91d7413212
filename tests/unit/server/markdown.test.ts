import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../server/services/markdown.ts';

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
