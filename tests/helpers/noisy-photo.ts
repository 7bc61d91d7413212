import sharp from 'sharp';

/**
 * A photo-like JPEG: noise compresses badly, as photos do, so making its sizes takes a moment.
 * Each `seed` makes a different picture.
 */
export function noisyPhoto(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + seed * 104_729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
