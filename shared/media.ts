/**
 * Uploaded pictures (issue #26): what is accepted, the sizes made of each, and their addresses.
 * The server is the authority (server/services/media.ts); the back office checks the same first.
 */

/** The widths made of every picture (those not wider than it, and at least one). */
export const MEDIA_WIDTHS = [160, 320, 640, 1280] as const;

/** The largest file accepted: a phone's photo, with room to spare. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/** The kinds accepted, by what the file is (its content), not its name. */
export const MEDIA_KINDS = ['JPEG', 'PNG', 'WebP', 'AVIF', 'SVG'] as const;

export type MediaFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Each format's content type (the originals are stored as one of these). */
export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The format of a stored original, from its content type; null for any other type. */
export function formatOfContentType(contentType: string): MediaFormat | null {
  const found = Object.entries(MEDIA_CONTENT_TYPES).find(([, type]) => type === contentType);
  return found ? (found[0] as MediaFormat) : null;
}

/** The widths made of a picture `width` wide: those of MEDIA_WIDTHS not wider, else its own. */
export function mediaWidthsFor(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

export const mediaMessages = {
  missing: 'Choose a picture to upload.',
  unsupported: 'This file is not a picture we accept: upload a JPEG, PNG, WebP, AVIF or SVG.',
  tooLarge: 'This picture is larger than 15 MB. Upload a smaller one.',
  tooBig: 'This picture has too many pixels (more than 50 million). Upload a smaller one.',
  inUse: 'This picture is in use, so it cannot be deleted. Remove it from where it is used first.',
  notFound: 'Picture not found.',
  queueFull:
    'Your earlier pictures are still being processed. Upload this one when one of them is done.',
} as const;

export interface MediaVariant {
  width: number;
  format: MediaFormat;
  url: string;
}

/** A picture as the back office lists it. */
export interface MediaView {
  id: string;
  hash: string;
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
  alt: string;
  altEt: string;
  focalX: number;
  focalY: number;
  createdAt: string;
  /** Its address for image fields: the original, served as uploaded (an SVG as drawn). */
  url: string;
  variants: MediaVariant[];
  /** Where it is used: a record's kind and name. */
  usedBy: { kind: string; name: string }[];
}

const EXTENSION: Record<MediaFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

export function mediaUrl(hash: string, width: number, format: MediaFormat): string {
  return `/media/${hash}-${width}.${EXTENSION[format]}`;
}

export function originalUrl(hash: string, format: MediaFormat): string {
  return `/media/${hash}.${EXTENSION[format]}`;
}

/**
 * An uploaded picture's file name (`<hash>-<width>.<ext>`, or `<hash>.<ext>` for the original)
 * read: its hash, its width (none for the original) and its format; null for any other name.
 * The server serves by it, and the service worker and the desktop app keep what it names.
 */
export function parseMediaFile(
  name: string,
): { hash: string; width: number | null; format: MediaFormat } | null {
  const match = /^([0-9a-f]{32})(?:-(\d{1,5}))?\.(avif|webp|jpg|png)$/.exec(name);
  if (!match) return null;
  const [, hash = '', width, ext] = match;
  return {
    hash,
    width: width === undefined ? null : Number(width),
    format: ext === 'jpg' ? 'jpeg' : (ext as MediaFormat),
  };
}

/**
 * Whether the path is an uploaded picture's file (`/media/<hash>-<width>.<ext>` or the original):
 * its address names its content, so a kept copy is always the right one. A stand-in for a picture
 * not yet uploaded (`/media/pending/…`) is not one.
 */
export function isMediaFile(pathname: string): boolean {
  return (
    pathname.startsWith('/media/') && parseMediaFile(pathname.slice('/media/'.length)) !== null
  );
}

/** `/media/<hash>…` → the hash; null for any other address. */
export function mediaHashOf(url: string | null | undefined): string | null {
  return /^\/media\/([0-9a-f]{32})[-.]/.exec(url ?? '')?.[1] ?? null;
}

/** The uploads a Markdown text shows or links to (their addresses, each once). */
export function mediaUrlsIn(text: string | null | undefined): string[] {
  return [...new Set(text?.match(/\/media\/[0-9a-f]{32}[-.][0-9a-z.-]*/g) ?? [])];
}

/**
 * Crops of an upload for shared links, made on request: `card` is the 1200×630 picture of a link
 * preview, `square` the 600×600 one of a small summary card. The address names the focal point
 * (percent from the left and the top) the crop follows, so a moved focal point is a new address.
 */
export const SHARE_CROPS = {
  card: { width: 1200, height: 630 },
  square: { width: 600, height: 600 },
} as const;
export type ShareCrop = keyof typeof SHARE_CROPS;

export function shareCropUrl(
  hash: string,
  crop: ShareCrop,
  focal: { focalX: number; focalY: number },
): string {
  const percent = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100);
  return `/media/${hash}-${crop}-${percent(focal.focalX)}-${percent(focal.focalY)}.jpg`;
}

/** A share crop's file name read (see shareCropUrl); null for any other name. */
export function parseShareCrop(
  name: string,
): { hash: string; crop: ShareCrop; focalX: number; focalY: number } | null {
  const match = /^([0-9a-f]{32})-(card|square)-(\d{1,3})-(\d{1,3})\.jpg$/.exec(name);
  if (!match) return null;
  const [, hash = '', crop, x, y] = match;
  const focalX = Number(x);
  const focalY = Number(y);
  if (focalX > 100 || focalY > 100) return null;
  return { hash, crop: crop as ShareCrop, focalX, focalY };
}
