import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINGERPRINTED_PICTURE } from '../../../server/http/static-files.ts';

const IMAGES = path.resolve(import.meta.dirname, '../../../web/public/images');

describe('the site’s pictures named by their content', () => {
  it('are named by the first 8 hex digits of their SHA-256, so browsers may keep them for good', () => {
    const named = readdirSync(IMAGES).filter((file) =>
      FINGERPRINTED_PICTURE.test(`/images/${file}`),
    );
    expect(named).toContain('hero-scales-70d7f9c9.svg');
    for (const file of named) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(IMAGES, file)))
        .digest('hex');
      expect({ file, prefix: FINGERPRINTED_PICTURE.exec(`/images/${file}`)?.[1] }).toEqual({
        file,
        prefix: hash.slice(0, 8),
      });
    }
  });
});
