import { createHash } from 'node:crypto';

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** CSP source expressions ('sha256-…') for the executable inline scripts of a template. */
export function inlineScriptHashes(template: string): string[] {
  const hashes: string[] = [];
  const inline =
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
  for (const match of template.matchAll(inline)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

/**
 * CSP source expressions ('sha256-…') for the `<style>` elements of a document: the hash is of
 * the element's text exactly as written, so it must be taken from the built bytes the browser
 * gets. Empty elements need none.
 */
export function inlineStyleHashes(document: string): string[] {
  const hashes: string[] = [];
  for (const match of document.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)) {
    const body = match[1] ?? '';
    if (body === '') continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}
