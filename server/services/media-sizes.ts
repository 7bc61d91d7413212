/**
 * Judging and sizing an uploaded picture (issue #26), before anything is stored: sizes derived
 * once, by sharp: each width of MEDIA_WIDTHS not wider than the picture, as AVIF, WebP and a JPEG
 * (PNG when it has transparency) for browsers with neither. A file is judged by its content, never
 * its name; an SVG is drawn into a PNG (nothing in it runs, or survives). Photos are turned
 * upright, kept at most 2560 px wide or high, and lose their EXIF data (a phone's GPS position
 * among it).
 *
 * This runs in the worker pool (server/workers/tasks.ts), so it answers with data only: a refusal
 * is a value, not an error class, as it has to cross between threads.
 */
import sharp from 'sharp';
import { type MediaFormat, mediaWidthsFor } from '../../shared/media.ts';

/** More pixels than this is refused before it is decoded (a "decompression bomb"). */
const MAX_PIXELS = 50_000_000;
/** An SVG is drawn this wide (its derived sizes come from this). */
const SVG_WIDTH = 1280;
/**
 * The original is kept at most this wide or high: a phone's 12-megapixel photo is kept at a
 * quarter of its bytes (nothing on the site is shown larger), and writing it stays short.
 */
const ORIGINAL_MAX = 2560;

export interface Ingested {
  format: MediaFormat;
  bytes: Buffer;
  width: number;
  height: number;
  variants: { width: number; format: MediaFormat; bytes: Buffer }[];
}

/** Why a file is not taken: too many pixels, or not a picture of an accepted kind. */
export type PictureRefusal = { refused: 'tooBig' | 'unsupported' };

/**
 * How hard the encoders work. An upload gets `best`: the smallest files, at about a tenth of a
 * second per size. The demo seed's drawings get `quick` (AVIF and WebP at their lowest effort,
 * JPEG without mozjpeg): files a little larger, made in a fifth of the time, as every test
 * server and every first start seeds them.
 */
export type EncodeEffort = 'best' | 'quick';

/** What the bytes are: one of the accepted formats, or why not. */
async function sniff(
  bytes: Buffer,
): Promise<{ format: MediaFormat | 'svg'; alpha: boolean } | PictureRefusal> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (err) {
    return { refused: /pixel limit/i.test(String(err)) ? 'tooBig' : 'unsupported' };
  }
  const alpha = meta.hasAlpha === true;
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') {
    return { format: meta.format, alpha };
  }
  if (meta.format === 'heif' && meta.compression === 'av1') return { format: 'avif', alpha };
  if (meta.format === 'svg') return { format: 'svg', alpha: true };
  return { refused: 'unsupported' };
}

/** The picture as stored and its derived sizes, or why it is refused; stores nothing. */
export async function pictureSizes(
  upload: Buffer,
  effort: EncodeEffort,
): Promise<Ingested | PictureRefusal> {
  const kind = await sniff(upload);
  if ('refused' in kind) return kind;
  // The original as stored: upright, without metadata; an SVG drawn into a PNG.
  const source =
    kind.format === 'svg'
      ? sharp(upload, { limitInputPixels: MAX_PIXELS }).resize({ width: SVG_WIDTH }).png()
      : sharp(upload, { limitInputPixels: MAX_PIXELS }).rotate().resize({
          width: ORIGINAL_MAX,
          height: ORIGINAL_MAX,
          fit: 'inside',
          withoutEnlargement: true,
        });
  const format: MediaFormat = kind.format === 'svg' ? 'png' : kind.format;
  const original = await (kind.format === 'svg' ? source : source.toFormat(format)).toBuffer({
    resolveWithObject: true,
  });
  const { width, height } = original.info;
  const sizes = mediaWidthsFor(width);
  const fallback: MediaFormat = kind.alpha ? 'png' : 'jpeg';
  const variants: Ingested['variants'] = [];
  for (const w of sizes) {
    const resized = sharp(original.data).resize({ width: w, withoutEnlargement: true });
    const best = effort === 'best';
    for (const f of ['avif', 'webp', fallback] as const) {
      const encoded =
        f === 'avif'
          ? resized.clone().avif({ quality: 50, effort: best ? 3 : 0 })
          : f === 'webp'
            ? resized.clone().webp({ quality: 72, effort: best ? 4 : 0 })
            : f === 'jpeg'
              ? resized.clone().jpeg({ quality: 78, mozjpeg: best })
              : resized.clone().png({ compressionLevel: 9, palette: true });
      variants.push({ width: w, format: f, bytes: await encoded.toBuffer() });
    }
  }
  return { format, bytes: original.data, width, height, variants };
}
