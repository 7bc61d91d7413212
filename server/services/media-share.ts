/**
 * Crops of uploads for shared links (shared/media.ts SHARE_CROPS): a link preview's 1200×630
 * picture and a summary card's square, each the largest region of the original in that shape
 * that keeps the editor's focal point as near its centre as the edges allow. Made by sharp on
 * first request (off the main thread, in libuv's pool) and kept in memory, a few at a time:
 * they are asked for by link previews and crawlers, seldom and once each.
 */
import sharp from 'sharp';
import { parseShareCrop, SHARE_CROPS } from '../../shared/media.ts';
import type { Sql } from '../db/client.ts';

/** Crops kept in memory (about 100 KB each). */
const KEPT = 32;
const kept = new Map<string, Promise<Buffer>>();

export interface ShareCropFile {
  bytes: Buffer;
  storedAt: Date;
}

/**
 * The crop a file name asks for, or null when there is no such upload or its focal point is not
 * the one named (an old address, or one nobody was given: no crop is made for it).
 */
export async function shareCropFile(sql: Sql, name: string): Promise<ShareCropFile | null> {
  const asked = parseShareCrop(name);
  if (!asked) return null;
  const [row] = await sql<
    { bytes: Buffer; focal_x: number; focal_y: number; created_at: Date }[]
  >`select o.bytes, m.focal_x, m.focal_y, m.created_at from media m
      join media_originals o on o.media_id = m.id
     where m.hash = ${asked.hash} and m.deleted_at is null`;
  if (!row) return null;
  if (
    Math.round(row.focal_x * 100) !== asked.focalX ||
    Math.round(row.focal_y * 100) !== asked.focalY
  ) {
    return null;
  }
  let made = kept.get(name);
  if (!made) {
    made = cropAround(row.bytes, SHARE_CROPS[asked.crop], row.focal_x, row.focal_y);
    kept.set(name, made);
    made.catch(() => kept.delete(name));
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  }
  return { bytes: await made, storedAt: row.created_at };
}

/** The largest region of `target`'s shape around the focal point, scaled to `target`. */
export async function cropAround(
  original: Buffer,
  target: { width: number; height: number },
  focalX: number,
  focalY: number,
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(original).metadata();
  const aspect = target.width / target.height;
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const place = (focal: number, whole: number, part: number) =>
    Math.min(whole - part, Math.max(0, Math.round(focal * whole - part / 2)));
  return sharp(original)
    .extract({
      left: place(focalX, width, cropWidth),
      top: place(focalY, height, cropHeight),
      width: cropWidth,
      height: cropHeight,
    })
    .resize(target.width, target.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
