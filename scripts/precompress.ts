import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compress, isCompressible } from '../server/http/representation.ts';
import { PRECOMPRESSED } from '../server/http/static-files.ts';

/**
 * Writes the Brotli and gzip forms of the client build's text files next to them (`x.js.br`,
 * `x.js.gz`), at the best settings, so the server sends them without compressing per request.
 * HTML is left out (documents are served from memory with the server's origin and settings put
 * in, and compressed there once), as are dotfiles and dot-directories (build bookkeeping the
 * server never serves). A form that would not be smaller is not written.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let saved = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const targets = entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const relative = path.relative(dir, file);
      if (relative.split(path.sep).some((part) => part.startsWith('.'))) return false;
      if (file.endsWith('.html') || file.endsWith('.br') || file.endsWith('.gz')) return false;
      return isCompressible(getMimeType(file));
    });
  for (const file of targets) {
    const body = new Uint8Array(await readFile(file));
    for (const encoding of ['br', 'gzip'] as const) {
      const out = await compress(body, encoding, 'best');
      if (out.byteLength >= body.byteLength) continue;
      await writeFile(file + PRECOMPRESSED[encoding], out);
      if (encoding === 'br') saved += body.byteLength - out.byteLength;
    }
    files += 1;
  }
  return { files, bytes: saved };
}
