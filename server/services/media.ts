/**
 * Pictures uploaded in the back office (issue #26), kept in the database with their derived sizes
 * (made by media-ingest.ts): stored, listed with where they are used, described, deleted when
 * unused, served, and turned into <picture> sources for the site.
 */
import type { PictureSources } from '../../shared/content-types.ts';
import {
  formatOfContentType,
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  type MediaView,
  mediaHashOf,
  mediaMessages,
  mediaUrl,
  originalUrl,
  parseMediaFile,
} from '../../shared/media.ts';
import type { Sql, TransactionSql } from '../db/client.ts';
import { AppError, ConflictError, NotFoundError, RateLimitError } from '../errors.ts';
import { QueueFullError, type WorkerPool } from '../workers/pool.ts';
import { recordAudit } from './audit.ts';
import { type IngestedPicture, ingested } from './media-ingest.ts';

type MediaRow = {
  id: string;
  hash: string;
  file_name: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt: string;
  alt_et: string;
  focal_x: number;
  focal_y: number;
  created_at: Date;
};

/**
 * Pictures as the back office lists them: their sizes in one read, and where each is used in
 * one read per image field, however many pictures there are.
 */
async function views(sql: Sql, rows: readonly MediaRow[]): Promise<MediaView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const variants = await sql<{ media_id: string; width: number; format: MediaFormat }[]>`
    select media_id, width, format from media_variants where media_id = any(${ids}::uuid[])
     order by width, format`;
  const uses = await usesOfAll(
    sql,
    rows.map((r) => r.hash),
  );
  return rows.map((row) => ({
    id: row.id,
    hash: row.hash,
    fileName: row.file_name,
    contentType: row.content_type,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    alt: row.alt,
    altEt: row.alt_et,
    focalX: row.focal_x,
    focalY: row.focal_y,
    createdAt: row.created_at.toISOString(),
    url: originalUrl(row.hash, formatOfContentType(row.content_type) ?? 'jpeg'),
    variants: variants
      .filter((v) => v.media_id === row.id)
      .map((v) => ({
        width: v.width,
        format: v.format,
        url: mediaUrl(row.hash, v.width, v.format),
      })),
    usedBy: uses.get(row.hash) ?? [],
  }));
}

async function view(sql: Sql, row: MediaRow): Promise<MediaView> {
  const [one] = await views(sql, [row]);
  if (!one) throw new AppError(500, 'internal', 'The picture could not be read.');
  return one;
}

const ROW = (sql: Sql) => sql`id, hash, file_name, content_type, width, height, byte_size, alt,
  alt_et, focal_x, focal_y, created_at`;

/**
 * Stores an ingested picture and its sizes in `tx` (a picture deleted earlier comes back as this
 * one); null when the same picture is already there. Not audited: the caller says who did it.
 */
export async function storePicture(
  tx: Sql | TransactionSql,
  made: IngestedPicture,
  meta: { name: string; createdBy: string; now: Date; alt?: string; altEt?: string },
): Promise<MediaRow | null> {
  const [inserted] = await tx<MediaRow[]>`
    insert into media (hash, file_name, content_type, width, height, byte_size, alt, alt_et,
      created_at, created_by)
    values (${made.hash}, ${meta.name}, ${MEDIA_CONTENT_TYPES[made.format]}, ${made.width},
      ${made.height}, ${made.bytes.length}, ${meta.alt ?? ''}, ${meta.altEt ?? ''}, ${meta.now},
      ${meta.createdBy})
    on conflict (hash) do update set file_name = excluded.file_name,
      content_type = excluded.content_type, width = excluded.width, height = excluded.height,
      byte_size = excluded.byte_size, alt = excluded.alt, alt_et = excluded.alt_et,
      focal_x = 0.5, focal_y = 0.5, created_at = excluded.created_at,
      created_by = excluded.created_by, deleted_at = null
      where media.deleted_at is not null
    returning ${ROW(tx as Sql)}`;
  if (!inserted) return null;
  await tx`insert into media_originals (media_id, bytes) values (${inserted.id}, ${made.bytes})
    on conflict (media_id) do update set bytes = excluded.bytes`;
  const variants = made.variants.map((v) => ({ media_id: inserted.id, ...v }));
  await tx`insert into media_variants ${tx(variants, 'media_id', 'width', 'format', 'bytes')}
    on conflict (media_id, width, format) do update set bytes = excluded.bytes`;
  return inserted;
}

/** Seconds a person whose upload queue is full is asked to wait (about one picture's sizing). */
const QUEUE_FULL_RETRY_SECONDS = 5;

/**
 * Sizes a picture in the worker pool, in its uploader's queue: a 429 with Retry-After when they
 * have too many waiting already, a 400 saying what is accepted when it is no picture we take.
 */
async function sizeInPool(
  workers: WorkerPool,
  bytes: Buffer,
  owner: string,
): Promise<IngestedPicture> {
  try {
    return ingested(await workers.pictureSizes(bytes, { owner }));
  } catch (err) {
    if (err instanceof QueueFullError) {
      throw new RateLimitError(QUEUE_FULL_RETRY_SECONDS, mediaMessages.queueFull);
    }
    throw err;
  }
}

/**
 * Uploads a picture (the same picture again is the one already there; one deleted earlier comes
 * back as a new upload: its tombstone, still synced, becomes the row again).
 */
export async function uploadMedia(
  deps: { sql: Sql; workers: WorkerPool },
  file: { name: string; bytes: Buffer },
  actor: { id: string; email: string; ip: string | null },
  now: Date,
): Promise<{ media: MediaView; created: boolean }> {
  const { sql } = deps;
  const made = await sizeInPool(deps.workers, file.bytes, actor.id);
  const [existing] = await sql<MediaRow[]>`
    select ${ROW(sql)} from media where hash = ${made.hash} and deleted_at is null`;
  if (existing) return { media: await view(sql, existing), created: false };
  const name = file.name.replace(/[\\/\p{Cc}]/gu, '').slice(0, 255) || 'picture';
  const row = await sql.begin(async (tx) => {
    const inserted = await storePicture(tx, made, { name, createdBy: actor.email, now });
    if (!inserted) return null;
    await recordAudit(
      tx,
      {
        action: 'media.uploaded',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'media',
        entityId: inserted.id,
        ip: actor.ip,
        details: { fileName: name, width: made.width, height: made.height },
      },
      now,
    );
    return inserted;
  });
  // The same picture uploaded twice at once: the first one stands.
  const stored =
    row ??
    (
      await sql<MediaRow[]>`
        select ${ROW(sql)} from media where hash = ${made.hash} and deleted_at is null`
    )[0];
  if (!stored) throw new AppError(500, 'internal', 'The picture was not saved.');
  return { media: await view(sql, stored), created: row !== null };
}

/** The image fields of the content, and where a Markdown text may show a picture. */
const FIELDS = [
  ['blog_posts', 'featured_image', 'title', 'Blog post'],
  ['blog_posts', 'content', 'title', 'Blog post'],
  ['blog_posts', 'content_et', 'title', 'Blog post'],
  ['newsroom_posts', 'featured_image', 'title', 'Press release'],
  ['newsroom_posts', 'content', 'title', 'Press release'],
  ['newsroom_posts', 'content_et', 'title', 'Press release'],
  ['team_members', 'image_url', 'name', 'Team member'],
  ['advisory_members', 'image_url', 'name', 'Advisor'],
  ['investors', 'logo_url', 'name', 'Investor'],
  ['partners', 'logo_url', 'name', 'Partner'],
  ['people', 'photo_url', 'name', 'Person'],
] as const;

/**
 * The records that use each of these pictures (trashed ones too: they may come back), by hash:
 * every /media/<hash> address a field holds, a Markdown text's several among them.
 */
async function usesOfAll(
  sql: Sql,
  hashes: readonly string[],
): Promise<Map<string, { kind: string; name: string }[]>> {
  const found = await Promise.all(
    FIELDS.map(
      ([table, column, label, kind]) => sql<{ hash: string; name: string; kind: string }[]>`
        select distinct m[1] as hash, t.${sql(label)}::text as name, ${kind}::text as kind
          from ${sql(table)} t, regexp_matches(t.${sql(column)}, '/media/([0-9a-f]{32})', 'g') m
         where t.${sql(column)} like '%/media/%' and m[1] = any(${hashes as string[]}::text[])`,
    ),
  );
  const uses = new Map<string, { kind: string; name: string }[]>();
  for (const { hash, name, kind } of found.flat()) {
    const list = uses.get(hash) ?? [];
    if (!list.some((u) => u.kind === kind && u.name === name)) list.push({ kind, name });
    uses.set(hash, list);
  }
  return uses;
}

/** The records that use the picture. */
export async function usesOf(sql: Sql, hash: string): Promise<{ kind: string; name: string }[]> {
  return (await usesOfAll(sql, [hash])).get(hash) ?? [];
}

export async function listMedia(
  sql: Sql,
  page: number,
  pageSize = 50,
): Promise<{ items: MediaView[]; total: number }> {
  const rows = await sql<(MediaRow & { total: number })[]>`
    select ${ROW(sql)}, count(*) over ()::int as total from media
     where deleted_at is null
     order by created_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`;
  return {
    items: await views(sql, rows),
    total: rows[0]?.total ?? 0,
  };
}

export async function describeMedia(
  sql: Sql,
  id: string,
  texts: {
    alt?: string | undefined;
    altEt?: string | undefined;
    focalX?: number | undefined;
    focalY?: number | undefined;
  },
): Promise<MediaView> {
  const [row] = await sql<MediaRow[]>`
    update media set alt = coalesce(${texts.alt ?? null}, alt),
      alt_et = coalesce(${texts.altEt ?? null}, alt_et),
      focal_x = coalesce(${texts.focalX ?? null}, focal_x),
      focal_y = coalesce(${texts.focalY ?? null}, focal_y)
    where id::text = ${id} and deleted_at is null
    returning ${ROW(sql)}`;
  if (!row) throw new NotFoundError(mediaMessages.notFound);
  return view(sql, row);
}

/**
 * Deletes a picture no record uses; one in use is refused (409 in_use) with where. Its files go
 * at once; its row stays as a tombstone, so devices holding its description forget it.
 */
export async function deleteMedia(
  sql: Sql,
  id: string,
  actor: { id: string; email: string; ip: string | null },
  now: Date,
): Promise<void> {
  const [row] = await sql<{ hash: string; file_name: string }[]>`
    select hash, file_name from media where id::text = ${id} and deleted_at is null`;
  if (!row) throw new NotFoundError(mediaMessages.notFound);
  const uses = await usesOf(sql, row.hash);
  if (uses.length > 0) throw new ConflictError(mediaMessages.inUse, 'in_use');
  await sql.begin(async (tx) => {
    const [gone] = await tx<{ id: string }[]>`
      update media set deleted_at = ${now} where id::text = ${id} and deleted_at is null
      returning id`;
    if (!gone) return;
    await tx`delete from media_originals where media_id = ${gone.id}`;
    await tx`delete from media_variants where media_id = ${gone.id}`;
    await recordAudit(
      tx,
      {
        action: 'media.deleted',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'media',
        entityId: id,
        ip: actor.ip,
        details: { fileName: row.file_name },
      },
      now,
    );
  });
}

/**
 * The bytes behind /media/<file>: a derived size, or the original, with the date the picture was
 * stored; null when there is none.
 */
export async function mediaFile(
  sql: Sql,
  file: string,
): Promise<{ bytes: Buffer; contentType: string; storedAt: Date } | null> {
  const parsed = parseMediaFile(file);
  if (!parsed) return null;
  const { hash, width, format } = parsed;
  if (width === null) {
    const [row] = await sql<{ bytes: Buffer; content_type: string; created_at: Date }[]>`
      select o.bytes, m.content_type, m.created_at from media m
        join media_originals o on o.media_id = m.id
       where m.hash = ${hash} and m.deleted_at is null`;
    if (!row || row.content_type !== MEDIA_CONTENT_TYPES[format]) return null;
    return { bytes: row.bytes, contentType: row.content_type, storedAt: row.created_at };
  }
  const [row] = await sql<{ bytes: Buffer; created_at: Date }[]>`
    select v.bytes, m.created_at from media_variants v join media m on m.id = v.media_id
     where m.hash = ${hash} and m.deleted_at is null and v.width = ${width}
       and v.format = ${format}`;
  return row
    ? { bytes: row.bytes, contentType: MEDIA_CONTENT_TYPES[format], storedAt: row.created_at }
    : null;
}

/**
 * The derived sizes of the uploaded pictures among `urls` (by hash), for <picture> elements; an
 * address that is not an upload has none. One read for all of a page's pictures.
 */
export async function pictureSources(
  sql: Sql,
  urls: readonly (string | null)[],
  lang: 'en' | 'et' = 'en',
): Promise<Map<string, PictureSources>> {
  const hashes = [...new Set(urls.map(mediaHashOf).filter((h): h is string => h !== null))];
  const out = new Map<string, PictureSources>();
  if (hashes.length === 0) return out;
  const rows = await sql<
    {
      hash: string;
      width: number;
      height: number;
      alt: string;
      alt_et: string;
      focal_x: number;
      focal_y: number;
      vwidth: number;
      format: MediaFormat;
    }[]
  >`select m.hash, m.width, m.height, m.alt, m.alt_et, m.focal_x, m.focal_y, v.width as vwidth,
      v.format
      from media m join media_variants v on v.media_id = m.id
     where m.hash in ${sql(hashes)} and m.deleted_at is null
     order by m.hash, v.width`;
  for (const hash of hashes) {
    const mine = rows.filter((r) => r.hash === hash);
    const first = mine[0];
    if (!first) continue;
    const set = (format: MediaFormat) =>
      mine
        .filter((r) => r.format === format)
        .map((r) => `${mediaUrl(hash, r.vwidth, format)} ${r.vwidth}w`)
        .join(', ');
    const fallbackFormat: MediaFormat = mine.some((r) => r.format === 'png') ? 'png' : 'jpeg';
    const fallbacks = mine.filter((r) => r.format === fallbackFormat);
    const src = fallbacks.find((r) => r.vwidth >= 320) ?? fallbacks.at(-1) ?? first;
    out.set(hash, {
      width: first.width,
      height: first.height,
      alt: (lang === 'et' && first.alt_et) || first.alt,
      focalX: first.focal_x,
      focalY: first.focal_y,
      avif: set('avif'),
      webp: set('webp'),
      fallback: set(fallbackFormat),
      src: mediaUrl(hash, src.vwidth, fallbackFormat),
    });
  }
  return out;
}
