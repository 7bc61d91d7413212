import * as z from 'zod/mini';
import { LEAD_SOURCE_MAX, UTM_PARAMS } from './source-limits.ts';

/**
 * Where a lead came from (issue 49): the page its form was sent from, the referring site of the
 * visit's landing page (its origin only) and that page's UTM parameters. The browser keeps the
 * landing facts in session storage (web/src/features/forms/lead-form/visit-source.ts) and every
 * lead form sends them with the submission; they are never sent to analytics.
 *
 * Each value is checked against its column's limit (migrations/0025_lead_sources.sql) and its
 * shape; one that fails is dropped, never the lead: a person must not be refused because of a
 * long campaign name in an address they clicked.
 */
export { LEAD_SOURCE_MAX, UTM_PARAMS };

export const LEAD_SOURCE_FIELDS = [
  'source_page',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type LeadSourceField = (typeof LEAD_SOURCE_FIELDS)[number];
export type LeadSource = Partial<Record<LeadSourceField, string>>;

/** A path of the site: starts with one slash, no query, fragment, spaces or control characters. */
export const SOURCE_PAGE_PATTERN = /^\/(?!\/)[^?#\s\p{Cc}]*$/u;
/** An http(s) origin: scheme and host (and port), nothing after it. */
export const SOURCE_ORIGIN_PATTERN = /^https?:\/\/[^/?#\s\p{Cc}@]+$/u;
/** A UTM value: printable text on one line. */
const UTM_PATTERN = /^[^\p{Cc}]+$/u;

function lenient(max: number, pattern: RegExp) {
  return z.catch(
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(pattern))),
    undefined,
  );
}

/** The source fields every lead form's schema takes (spread into its object). */
export function leadSourceShape() {
  return {
    source_page: lenient(LEAD_SOURCE_MAX.page, SOURCE_PAGE_PATTERN),
    source_referrer: lenient(LEAD_SOURCE_MAX.referrer, SOURCE_ORIGIN_PATTERN),
    utm_source: lenient(LEAD_SOURCE_MAX.utm, UTM_PATTERN),
    utm_medium: lenient(LEAD_SOURCE_MAX.utm, UTM_PATTERN),
    utm_campaign: lenient(LEAD_SOURCE_MAX.utm, UTM_PATTERN),
  };
}

/** The source columns of a stored lead: every field, null when not given. */
export function leadSourceColumns(data: LeadSource): Record<LeadSourceField, string | null> {
  return {
    source_page: data.source_page ?? null,
    source_referrer: data.source_referrer ?? null,
    utm_source: data.utm_source ?? null,
    utm_medium: data.utm_medium ?? null,
    utm_campaign: data.utm_campaign ?? null,
  };
}
