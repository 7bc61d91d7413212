/**
 * At most `max` characters of `text`, cut between code points. `String.prototype.slice` counts
 * UTF-16 units and can keep half of an emoji (a lone surrogate), which is not valid UTF-8:
 * PostgreSQL then refuses the whole statement the text is in.
 */
export function truncateCodePoints(text: string, max: number): string {
  // Most texts are short enough already: no need to split them into code points.
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    out += char;
    count++;
  }
  return out;
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
