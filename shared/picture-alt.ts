/**
 * Pictures in a post's Markdown and their descriptions (alt text). A picture inserted in the
 * back office reads `![Describe the picture](address)` until the editor writes one: that
 * placeholder (in either language) is never published as a description. A picture the editor
 * marked decorative reads `![](address "decorative")`: published with `alt=""` on purpose, and
 * not asked about again.
 */

/** The inserted picture's placeholder, in each language of the back office. */
export const PICTURE_ALT_PLACEHOLDERS: readonly string[] = [
  'Describe the picture',
  'Kirjelda pilti',
];

/** The Markdown title that marks a picture decorative (language-neutral, as the text keeps it). */
export const DECORATIVE_TITLE = 'decorative';

/** Whether `alt` is no description: empty, or the placeholder in either language. */
export function isMissingAlt(alt: string | null | undefined): boolean {
  const text = (alt ?? '').trim();
  return text === '' || PICTURE_ALT_PLACEHOLDERS.includes(text);
}

/** `![alt](address "title")`, the inline form the editor writes and inserts. */
const IMAGE = /!\[([^\]\n]*)\]\(\s*(<[^>\n]*>|[^\s)]+)(?:\s+"([^"\n]*)")?\s*\)/g;

export interface TextPicture {
  alt: string;
  url: string;
  title: string | null;
}

/** The pictures of a Markdown text, in order. */
export function picturesIn(markdown: string): TextPicture[] {
  return [...markdown.matchAll(IMAGE)].map((m) => ({
    alt: m[1] ?? '',
    url: (m[2] ?? '').replace(/^<|>$/g, ''),
    title: m[3] ?? null,
  }));
}

/** The pictures that have no description and are not marked decorative. */
export function undescribedPictures(markdown: string): TextPicture[] {
  return picturesIn(markdown).filter((p) => isMissingAlt(p.alt) && p.title !== DECORATIVE_TITLE);
}

/** The text with every undescribed picture marked decorative; described ones as they were. */
export function markDecorative(markdown: string): string {
  return markdown.replace(IMAGE, (whole, alt: string, url: string, title?: string) =>
    isMissingAlt(alt) && title !== DECORATIVE_TITLE ? `![](${url} "${DECORATIVE_TITLE}")` : whole,
  );
}
