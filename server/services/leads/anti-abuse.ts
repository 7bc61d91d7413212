import { randomInt, randomUUID } from 'node:crypto';
import { HIDDEN_FIELDS } from '../../../shared/forms.ts';

/** The hidden field real people never fill in (the forms hide it from sight and from screen readers). */
export const HONEYPOT_FIELD = HIDDEN_FIELDS.honeypot;
/** Epoch milliseconds the form sets when it first renders. */
export const STARTED_AT_FIELD = HIDDEN_FIELDS.startedAt;
/**
 * Milliseconds from first render to submit, measured by the page itself (performance.now()).
 * Preferred over `started_at`, because it does not depend on the visitor's clock being right.
 */
export const FILL_MS_FIELD = HIDDEN_FIELDS.fillMs;
/** Faster than this from first render to submit is a script, not a person. */
export const MIN_FILL_MS = 3000;

/**
 * True for a submission that is almost certainly automated: the honeypot is filled in, or the
 * form was sent less than MIN_FILL_MS after it appeared. The fill time is `fill_ms` when sent,
 * else now minus `started_at`. A `started_at` in the future means the visitor's clock is ahead
 * of ours, not a bot, so it is let through, as is a missing one: old clients, the legacy
 * newsletter path and forms posted without JavaScript do not send it.
 */
export function looksAutomated(body: Record<string, unknown>, now: Date): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return true;
  const fill = numberField(body[FILL_MS_FIELD]);
  if (fill !== undefined) return Number.isNaN(fill) || fill < MIN_FILL_MS;
  const startedAt = numberField(body[STARTED_AT_FIELD]);
  if (startedAt === undefined) return false;
  if (Number.isNaN(startedAt)) return true;
  const elapsed = now.getTime() - startedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/** undefined when absent; NaN when present but not a number (a tampered field). */
function numberField(raw: unknown): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A 201 body a bot cannot tell from a real one. */
export function decoyId(): string {
  return randomUUID();
}

export function decoyTicketNumber(now: Date): string {
  return `SUP-${now.getUTCFullYear()}-${String(randomInt(1, 999_999)).padStart(6, '0')}`;
}
