import { z } from 'zod';
import type { ConsentRecord } from '../consent.ts';

/**
 * What POST /api/consent stores: an anonymous id made in the browser, the categories granted,
 * the banner's version and when the visitor decided. Nothing that identifies the visitor.
 */
export const consentRecordSchema: z.ZodType<ConsentRecord> = z.strictObject({
  id: z.uuid(),
  categories: z.strictObject({
    necessary: z.literal(true),
    statistics: z.boolean(),
    marketing: z.boolean(),
  }),
  version: z.number().int().min(1).max(1_000_000),
  decided_at: z.iso.datetime({ offset: true }),
});
