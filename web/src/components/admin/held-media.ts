import { useLiveQuery } from 'dexie-react-hooks';
import { formatOfContentType, mediaUrl, mediaWidthsFor } from '../../../../shared/media.ts';
import { useSyncEngine } from '../../sync/hooks.ts';

/** A picture's description as the devices hold it (the synced `media` table). */
export interface HeldPicture {
  id: string;
  hash: string;
  file_name: string;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt: string;
  alt_et: string;
  created_at: string;
  deleted_at: string | null;
}

/** The smallest size made of a picture. */
export function thumbnailOf(row: HeldPicture): string {
  return mediaUrl(row.hash, mediaWidthsFor(row.width)[0] ?? row.width, 'webp');
}

/**
 * The pictures this device holds, newest first (they sync, so offline too), while `wanted`;
 * null while they are read, when not wanted, or when the person's role holds none (`held`).
 */
export function useHeldPictures(wanted: boolean): { held: boolean; rows: HeldPicture[] | null } {
  const { db } = useSyncEngine();
  const held = db.readable.includes('media');
  const rows = useLiveQuery(
    async () =>
      wanted && held
        ? ((await db.rows('media').toArray()) as unknown as HeldPicture[])
            .filter((r) => r.deleted_at === null && formatOfContentType(r.content_type))
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
        : null,
    [db, wanted, held],
  );
  return { held, rows: rows ?? null };
}
