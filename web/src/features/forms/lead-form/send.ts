import { ApiError, apiFetch, NetworkError } from '../../../lib/api.ts';

/** How sending a lead form ended, for the form to show. */
export type SendOutcome =
  | { kind: 'sent'; answer: Record<string, unknown> }
  /** The server refused fields (its messages, by field). */
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'rate-limited'; message: string }
  /** Unreachable: kept in the outbox, sent when the connection is back. */
  | { kind: 'queued' }
  /** Neither sent nor kept; `stage` says which failed. */
  | { kind: 'failed'; stage: 'send' | 'queue'; error: unknown };

export interface LeadSubmission {
  endpoint: string;
  body: Record<string, string>;
  idempotencyKey: string;
  /** Statuses that count as sent (the newsletter popup treats 409 so). */
  successStatuses?: number[];
}

/**
 * Sends a lead form to the API, or, when the network or the server is unreachable, queues it in
 * the offline outbox. Loaded when a form is first used, so the API client stays out of the
 * pages' first load.
 */
export async function sendLeadForm(submission: LeadSubmission): Promise<SendOutcome> {
  const { endpoint, body, idempotencyKey } = submission;
  try {
    const answer = await apiFetch<Record<string, unknown>>(endpoint, { body, idempotencyKey });
    return { kind: 'sent', answer: answer ?? {} };
  } catch (error) {
    if (error instanceof ApiError && submission.successStatuses?.includes(error.status)) {
      return { kind: 'sent', answer: {} };
    }
    if (error instanceof NetworkError) return queue(submission);
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      return { kind: 'invalid', fields: error.fields };
    }
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'rate-limited', message: error.message };
    }
    return { kind: 'failed', stage: 'send', error };
  }
}

async function queue({ endpoint, body, idempotencyKey }: LeadSubmission): Promise<SendOutcome> {
  try {
    // Dexie loads only now, so it stays out of the first-load bundle.
    const { queueSubmission } = await import('../../../offline/outbox.ts');
    await queueSubmission({ endpoint, body, idempotencyKey });
    return { kind: 'queued' };
  } catch (error) {
    return { kind: 'failed', stage: 'queue', error };
  }
}
