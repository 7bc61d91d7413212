import { queueSubmission } from '../../../offline/outbox-writer.ts';
import { loadOnce } from './load-once.ts';
import type { LeadSubmission, SendOutcome } from './send.ts';

/** Sending: the API client is not needed before the form is used. */
export const loadSender = loadOnce(() => import('./send.ts'));

export type DeliveryOutcome =
  | Exclude<SendOutcome, { kind: 'unreachable' }>
  /** Kept in the outbox, sent when the connection is back. */
  | { kind: 'queued' }
  /** Unreachable, and the browser would not keep it (storage blocked or full). */
  | { kind: 'unkept' };

/**
 * Sends a lead form or, when the network or the server is unreachable, keeps it in the outbox.
 * What keeps it is part of the form's own script, not loaded on demand: offline, on a first visit
 * (no service worker to serve scripts), nothing more can be loaded, not even the sender, when
 * the person never typed (values filled in before the scripts ran, or by the browser).
 */
export async function deliver(submission: LeadSubmission): Promise<DeliveryOutcome> {
  const outcome = await loadSender()
    .then(({ sendLeadForm }) => sendLeadForm(submission))
    // Not loadable: the network is down (or the server away) anyway.
    .catch((): SendOutcome => ({ kind: 'unreachable' }));
  if (outcome.kind !== 'unreachable') return outcome;
  const { endpoint, body, idempotencyKey } = submission;
  try {
    await queueSubmission({ endpoint, body, idempotencyKey });
    return { kind: 'queued' };
  } catch (error) {
    console.error(`A submission to ${endpoint} could not be saved for later`, error);
    return { kind: 'unkept' };
  }
}
