import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedText } from '../../../../../../web/src/routes/admin/mail/linked-text.tsx';

const html = (text: string) => renderToStaticMarkup(<LinkedText text={text} />);

describe('a mail’s text on the Mail screen', () => {
  it('makes its web addresses links, leaving the sentence’s punctuation outside', () => {
    expect(html('Open in the back office: https://lumen.example/admin/contacts.')).toBe(
      'Open in the back office: <a href="https://lumen.example/admin/contacts" target="_blank" rel="noreferrer noopener">https://lumen.example/admin/contacts</a>.',
    );
    expect(html('(see http://a.example/x?y=1) and https://b.example')).toBe(
      '(see <a href="http://a.example/x?y=1" target="_blank" rel="noreferrer noopener">http://a.example/x?y=1</a>) and <a href="https://b.example" target="_blank" rel="noreferrer noopener">https://b.example</a>',
    );
  });

  it('never makes a link of anything but http(s), and escapes the rest', () => {
    expect(html('> javascript:alert(1) <b>hi</b> data:text/html,x')).toBe(
      '&gt; javascript:alert(1) &lt;b&gt;hi&lt;/b&gt; data:text/html,x',
    );
  });
});
