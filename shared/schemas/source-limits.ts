/**
 * The lead source fields' limits (shared/schemas/lead-source.ts), each its column's limit in
 * migrations/0025_lead_sources.sql. A module of its own, without the schema library: the public
 * pages' start-up code reads it (web/src/features/forms/lead-form/visit-source.ts).
 */
export const LEAD_SOURCE_MAX = { page: 500, referrer: 300, utm: 200 } as const;

/** The UTM parameters a lead records, by their name in the landing page's address. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
