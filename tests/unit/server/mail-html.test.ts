import { describe, expect, it } from 'vitest';
import { htmlFromText } from '../../../server/mail/html.ts';

const ORIGIN = 'https://lumen-legal.example';

describe('the HTML part of a mail, made from its text', () => {
  it('keeps the paragraphs and makes the links clickable, in the mail’s language', () => {
    const html = htmlFromText(
      'Hello Mari,\n\nConfirm here: https://lumen-legal.example/et/newsletter/confirm?token=a_b-c.\nThanks.',
      'et',
      ORIGIN,
    );
    expect(html).toContain('<html lang="et">');
    expect(html).toContain('<p style="margin:0 0 16px">Hello Mari,</p>');
    // The full stop after the address is not part of the link.
    expect(html).toContain(
      'Confirm here: <a href="https://lumen-legal.example/et/newsletter/confirm?token=a_b-c" style="color:#1d4ed8">https://lumen-legal.example/et/newsletter/confirm?token=a_b-c</a>.<br>Thanks.',
    );
    expect(html).toContain('Lumen Legal, õigustehnoloogia Eestist');
  });

  it('escapes whatever the text holds, and shows quoted lines as a quotation', () => {
    const html = htmlFromText(
      'New contact message from <b>Mari</b> & "Jaan"\n\n> <script>alert(1)</script>\n>\n> https://evil.example/"onmouseover="x',
      'en',
      ORIGIN,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Mari</b>');
    expect(html).toContain(
      'New contact message from &lt;b&gt;Mari&lt;/b&gt; &amp; &quot;Jaan&quot;',
    );
    expect(html).toMatch(/<blockquote[^>]*>&lt;script&gt;alert\(1\)&lt;\/script&gt;<br><br>/);
    // An address cannot break out of its attribute.
    expect(html).toContain('<a href="https://evil.example/" style="color:#1d4ed8">');
    expect(html).not.toContain('"onmouseover="');
  });
});
