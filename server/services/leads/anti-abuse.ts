import { HIDDEN_FIELDS } from '../../../shared/forms.ts';

/** The hidden field real people never fill in (the forms hide it from sight and from screen readers). */
export const HONEYPOT_FIELD = HIDDEN_FIELDS.honeypot;
/** Epoch milliseconds the form became usable (the page sets it once it is interactive). */
export const STARTED_AT_FIELD = HIDDEN_FIELDS.startedAt;
/**
 * Milliseconds from the form becoming usable to submit, measured by the page itself
 * (performance.now()). Preferred over `started_at`, because it does not depend on the visitor's
 * clock being right.
 */
export const FILL_MS_FIELD = HIDDEN_FIELDS.fillMs;
/**
 * Faster than this from the form becoming usable to submit is treated as a script. One second:
 * a person with autofill can choose a suggestion and press Enter in under three (the old
 * threshold caught real people), but not focus a field, fill it and send within one; scripts
 * post in milliseconds. A false positive is no longer lost either: it is stored as suspected
 * spam and can be restored.
 */
export const MIN_FILL_MS = 1000;

/** Why a submission is suspected spam; stored in the lead's `spam_reason` column. */
export type SpamReason = 'honeypot' | 'too_fast';

/**
 * The reason a submission looks automated, or null: the honeypot is filled in, or the form was
 * sent less than MIN_FILL_MS after it became usable. The fill time is `fill_ms` when sent, else
 * now minus `started_at`. A `started_at` in the future means the visitor's clock is ahead of
 * ours, not a bot, so it is let through, as is a missing one: old clients and the legacy
 * newsletter path do not send it.
 */
export function spamReason(body: Record<string, unknown>, now: Date): SpamReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') {
    return 'honeypot';
  }
  const fill = numberField(body[FILL_MS_FIELD]);
  if (fill !== undefined) return Number.isNaN(fill) || fill < MIN_FILL_MS ? 'too_fast' : null;
  const startedAt = numberField(body[STARTED_AT_FIELD]);
  if (startedAt === undefined) return null;
  if (Number.isNaN(startedAt)) return 'too_fast';
  const elapsed = now.getTime() - startedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS ? 'too_fast' : null;
}

/** undefined when absent; NaN when present but not a number (a tampered field). */
function numberField(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : Number.NaN;
}
