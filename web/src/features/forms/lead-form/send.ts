import { ApiError, apiFetch, messageFromServer, NetworkError } from '../../../lib/api.ts';

/** How sending a lead form ended, for the form to show. */
export type SendOutcome =
  | { kind: 'sent'; answer: Record<string, unknown> }
  /** The server refused fields (its messages, by field). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** `message`: the server's own words, when it sent them. */
  | { kind: 'rate-limited'; message: string | undefined }
  /** The network or the server is unreachable: the form keeps the submission in the outbox. */
  | { kind: 'unreachable' }
  /** Refused for another reason; `message`: the server's own words, when it sent them. */
  | { kind: 'failed'; message: string | undefined };

export interface LeadSubmission {
  endpoint: string;
  body: Record<string, string>;
  idempotencyKey: string;
  /** Statuses that count as sent (the newsletter popup treats 409 so). */
  successStatuses?: number[];
}

/**
 * Sends a lead form to the API. Loaded when a form is first used, so the API client stays out of
 * the pages' first load.
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
    if (error instanceof NetworkError) return { kind: 'unreachable' };
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      return { kind: 'invalid', fields: error.fields };
    }
    if (error instanceof ApiError && error.status === 429) {
      return { kind: 'rate-limited', message: messageFromServer(error) };
    }
    console.error(`Sending to ${endpoint} failed`, error);
    return { kind: 'failed', message: messageFromServer(error) };
  }
}
