/**
 * A picture made ready to store (media-sizes.ts does the work): a refusal becomes the answer the
 * person reads, the stored original gets its hash. Uploads are sized in the worker pool
 * (server/workers/pool.ts); the demo seed, before the server listens, sizes its drawings here.
 */
import { createHash } from 'node:crypto';
import { mediaMessages } from '../../shared/media.ts';
import { ValidationError } from '../errors.ts';
import {
  type EncodeEffort,
  type Ingested,
  type PictureRefusal,
  pictureSizes,
} from './media-sizes.ts';

export type { EncodeEffort, Ingested } from './media-sizes.ts';

/** A picture made ready to store: its sizes made, and its hash. */
export type IngestedPicture = Ingested & { hash: string };

/** The sized picture with its hash, or the 400 that says what is accepted. */
export function ingested(made: Ingested | PictureRefusal): IngestedPicture {
  if ('refused' in made) {
    const message = mediaMessages[made.refused];
    throw new ValidationError({ file: message }, message);
  }
  return { ...made, hash: createHash('sha256').update(made.bytes).digest('hex').slice(0, 32) };
}

/** Judges and sizes a picture on this thread (400 with what is accepted when it is none). */
export async function ingestPicture(
  bytes: Buffer,
  effort: EncodeEffort = 'best',
): Promise<IngestedPicture> {
  return ingested(await pictureSizes(bytes, effort));
}
