import { describe, expect, it } from 'vitest';
import { formatOfContentType, mediaUrlsIn, mediaWidthsFor } from '../../../shared/media.ts';

// The rules the server's sizes and the back office's thumbnails and choices share.
describe('pictures', () => {
  it('are made in the widths not wider than they are, or at their own width when narrower', () => {
    expect(mediaWidthsFor(2560)).toEqual([160, 320, 640, 1280]);
    expect(mediaWidthsFor(700)).toEqual([160, 320, 640]);
    expect(mediaWidthsFor(120)).toEqual([120]);
  });

  it('are told apart by their content type, and the uploads a text names are found once each', () => {
    expect(formatOfContentType('image/jpeg')).toBe('jpeg');
    expect(formatOfContentType('image/avif')).toBe('avif');
    expect(formatOfContentType('image/gif')).toBeNull();
    const hash = '0123456789abcdef0123456789abcdef';
    expect(
      mediaUrlsIn(
        `![a](/media/${hash}.jpg) ![b](/media/${hash}.jpg) ![c](https://x.example/y.png)`,
      ),
    ).toEqual([`/media/${hash}.jpg`]);
  });
});
