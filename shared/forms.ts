/**
 * The public lead forms' contract, shared by the pages that post them and the server that
 * receives them.
 */

/** Which endpoint each form posts to; the outbox and the notices name forms by these kinds. */
export const FORM_ENDPOINTS = {
  contact: '/api/contact',
  sales: '/api/sales-enquiries',
  newsletter: '/api/newsletter',
  partner: '/api/partner-applications',
  support: '/api/support-tickets',
} as const;

/**
 * Names of the hidden fields every form sends: the page language, the honeypot people never fill
 * in, and when the form was shown (milliseconds since the epoch) for the minimum fill time.
 */
export const HIDDEN_FIELDS = {
  lang: 'lang',
  honeypot: 'website',
  startedAt: 'started_at',
  /** Milliseconds from showing the form to sending it, by the page's own monotonic clock. */
  fillMs: 'fill_ms',
  /** Where the server's 303 answer to a plain post goes back to (the page the form is on). */
  returnTo: 'return_to',
} as const;
