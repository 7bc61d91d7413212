import { escapeHtml } from '../../../shared/text.ts';
import { PAGE_DATA_ID } from './page-data.ts';

export { escapeHtml };

/**
 * JSON that is safe inside <script type="application/json">: `<` is escaped so no `</script>` or
 * `<!--` can end or alter the block. The block is data, never executed, so CSP stays strict.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export interface DocumentParts {
  htmlLang: string;
  head: string;
  body: string;
  /** Page data for hydration (page-data.ts); omitted for client-rendered (admin) documents. */
  data?: unknown;
}

export function assembleDocument(template: string, parts: DocumentParts): string {
  const data =
    parts.data === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ID}">${serializeJsonForHtml(parts.data)}</script>`;
  // Function replacers: a string replacement would read `$&`, `$'`, `` $` `` and `$$` in the page's
  // text (a post's title, an echoed query) as patterns and splice the template into the page.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(parts.htmlLang)}"`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.body)
    .replace('<!--app-data-->', () => data);
}
