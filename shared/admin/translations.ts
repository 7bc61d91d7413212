/**
 * The Estonian version of a post is whole or absent: once any Estonian field is filled, its
 * title and content are required, so an /et page never mixes an Estonian title with an English
 * body. Absent, the /et page shows the English post marked lang="en".
 */
import type { z } from 'zod';

export const TRANSLATION_MESSAGES = {
  titleRequired: 'Estonian title is required for the Estonian version',
  contentRequired: 'Estonian content is required for the Estonian version',
} as const;

type EtFields = { title_et: string | null; content_et: string | null } & Record<string, unknown>;

/** A superRefine for a post schema; `extras` are its other Estonian fields. */
export function estonianVersion(extras: readonly string[]) {
  return (value: EtFields, ctx: z.RefinementCtx) => {
    const started = [value.title_et, value.content_et, ...extras.map((f) => value[f])].some(
      (v) => typeof v === 'string' && v !== '',
    );
    if (!started) return;
    if (!value.title_et) {
      ctx.addIssue({
        code: 'custom',
        path: ['title_et'],
        message: TRANSLATION_MESSAGES.titleRequired,
      });
    }
    if (!value.content_et) {
      ctx.addIssue({
        code: 'custom',
        path: ['content_et'],
        message: TRANSLATION_MESSAGES.contentRequired,
      });
    }
  };
}

/** Whether a post has its Estonian version (title and content). */
export function hasEstonian(row: { title_et?: unknown; content_et?: unknown }): boolean {
  return (
    typeof row.title_et === 'string' &&
    row.title_et.trim() !== '' &&
    typeof row.content_et === 'string' &&
    row.content_et.trim() !== ''
  );
}
