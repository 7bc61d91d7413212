import { randomInt, randomUUID } from 'node:crypto';

/** The hidden field real people never fill in (the forms hide it from sight and from screen readers). */
export const HONEYPOT_FIELD = 'website';
/** Epoch milliseconds the form sets when it first renders. */
export const STARTED_AT_FIELD = 'started_at';
/** Faster than this from first render to submit is a script, not a person. */
export const MIN_FILL_MS = 3000;

/**
 * True for a submission that is almost certainly automated: the honeypot is filled in, or the
 * form was sent less than MIN_FILL_MS after it appeared. A missing `started_at` is not held
 * against the sender: old clients and the legacy newsletter path do not send it.
 */
export function looksAutomated(body: Record<string, unknown>, now: Date): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return true;
  const raw = body[STARTED_AT_FIELD];
  if (raw === undefined || raw === null || raw === '') return false;
  const startedAt = Number(raw);
  if (!Number.isFinite(startedAt)) return true;
  const elapsed = now.getTime() - startedAt;
  return elapsed < MIN_FILL_MS;
}

/** A 201 body a bot cannot tell from a real one. */
export function decoyId(): string {
  return randomUUID();
}

export function decoyTicketNumber(now: Date): string {
  return `SUP-${now.getUTCFullYear()}-${String(randomInt(1, 999_999)).padStart(6, '0')}`;
}
