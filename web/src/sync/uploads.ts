/**
 * Pictures chosen while offline (issue #26): the file is kept in the local database and the
 * form gets a stand-in address, `/media/pending/<id>`, shown at once from the kept file. Before
 * a queued change that names a stand-in is pushed, the picture is uploaded and the change (its
 * arguments and the columns it set) is rewritten to the picture's real address, so the server
 * never sees a stand-in. A picture the server refuses (not a picture, too large) refuses the
 * changes that use it, and the person is told why; nothing they typed is lost (the notice keeps
 * it).
 */
import type { QueuedMutation, SyncDb } from './db.ts';

export const PENDING_PREFIX = '/media/pending/';

/** A picture kept on this device until it is uploaded. */
export interface KeptUpload {
  id: string;
  fileName: string;
  /** The file itself until it is uploaded; dropped then. */
  blob: Blob | null;
  /** The picture's address once uploaded: stand-ins still on screen resolve to it. */
  url: string | null;
  /** A small copy to show meanwhile, as a data: address (the CSP allows no blob: pictures). */
  preview: string;
  createdAt: string;
}

/** What the server answered for an upload. */
export type UploadOutcome = { url: string } | { refused: string };

const PENDING = /\/media\/pending\/([0-9a-f-]{36})/g;

export function pendingUrl(id: string): string {
  return `${PENDING_PREFIX}${id}`;
}

export function isPendingUrl(value: string | null | undefined): boolean {
  return !!value?.startsWith(PENDING_PREFIX);
}

/** The stand-ins named anywhere in a value (a field, or a picture inside a Markdown text). */
export function pendingIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const match of value.matchAll(PENDING)) if (match[1]) found.add(match[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) pendingIdsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) pendingIdsIn(item, found);
  }
  return found;
}

/** Every stand-in in a value replaced by its address (strings, arrays and plain objects). */
export function replacePending<T>(value: T, urls: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(PENDING, (whole, id: string) => urls.get(id) ?? whole) as T;
  }
  if (Array.isArray(value)) return value.map((item) => replacePending(item, urls)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replacePending(item, urls)]),
    ) as T;
  }
  return value;
}

/** Keeps a picture on this device; resolves with the stand-in address for the form. */
export async function keepUpload(db: SyncDb, file: File, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db._uploads.add({
    id,
    fileName: file.name,
    blob: file,
    url: null,
    preview: await previewOf(file),
    createdAt: now.toISOString(),
  });
  return pendingUrl(id);
}

/** The width of the copy shown until the picture is uploaded (wider than any preview). */
const PREVIEW_WIDTH = 640;

/**
 * A copy at most PREVIEW_WIDTH wide, as a data: address: a phone's 10 MB photo is shown from a
 * few tens of kilobytes. A picture the browser cannot draw into a canvas (an SVG) is kept whole.
 */
async function previewOf(file: Blob): Promise<string> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PREVIEW_WIDTH / bitmap.width);
    const canvas = new OffscreenCanvas(
      Math.max(1, Math.round(bitmap.width * scale)),
      Math.max(1, Math.round(bitmap.height * scale)),
    );
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await dataUrlOf(await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 }));
  } catch {
    return dataUrlOf(file);
  }
}

async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * Uploads the kept pictures the queued changes name, and rewrites those changes to their real
 * addresses. Resolves with the changes to refuse (the picture they use was refused), each by
 * seq with the reason, and whether any change was rewritten (read the queue again); a network
 * error propagates (the changes wait, still queued).
 */
export async function uploadPending(
  db: SyncDb,
  queued: readonly QueuedMutation[],
  upload: (file: Blob, fileName: string) => Promise<UploadOutcome>,
): Promise<{ refused: Map<number, string>; rewritten: boolean }> {
  const refused = new Map<number, string>();
  const ids = new Set<string>();
  for (const m of queued) pendingIdsIn(m.args, ids);
  if (ids.size === 0) return { refused, rewritten: false };
  const urls = new Map<string, string>();
  const reasons = new Map<string, string>();
  for (const id of ids) {
    const kept = await db._uploads.get(id);
    if (kept?.url) {
      urls.set(id, kept.url);
      continue;
    }
    if (!kept?.blob) {
      reasons.set(id, UPLOAD_MESSAGES.lost);
      continue;
    }
    const outcome = await upload(kept.blob, kept.fileName);
    if ('refused' in outcome) {
      reasons.set(id, `${kept.fileName}: ${outcome.refused}`);
      continue;
    }
    urls.set(id, outcome.url);
    // Uploaded: the stand-in now means this address, and the file need not be kept.
    await db._uploads.update(id, { url: outcome.url, blob: null });
  }
  await db.transaction('rw', db._mutations, async () => {
    for (const m of queued) {
      const named = pendingIdsIn(m.args);
      if (named.size === 0) continue;
      const reason = [...named].map((id) => reasons.get(id)).find(Boolean);
      if (reason) {
        refused.set(m.seq as number, reason);
        continue;
      }
      await db._mutations.update(m.seq as number, {
        args: replacePending(m.args, urls),
        patch: replacePending(m.patch, urls),
      });
    }
  });
  return { refused, rewritten: true };
}

export const UPLOAD_MESSAGES = {
  lost: 'A picture chosen on this device is no longer here, so the change that used it was not saved. Choose the picture again.',
} as const;
