import { createHash } from 'node:crypto';

/** CSP source expressions ('sha256-…') for the executable inline scripts of a template. */
export function inlineScriptHashes(template: string): string[] {
  const hashes: string[] = [];
  const inline =
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
  for (const match of template.matchAll(inline)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
