import { LEAD_SOURCE_MAX, UTM_PARAMS } from '../../../../../shared/schemas/source-limits.ts';

/**
 * Where a visit came from, for the lead forms (issue 49): the referring site's origin and the
 * UTM parameters of the visit's landing page, kept in this tab's session storage from the first
 * page of the visit and sent with a lead only. Never sent to analytics: nothing else reads it.
 * Kept tiny and free of the schema library: it runs on every public page before hydration.
 */
export const VISIT_SOURCE_KEY = 'lead-source';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The landing page's source: the referrer's origin (another site's only) and its UTM values. */
export function landingSource(href: string, referrer: string): Record<string, string> {
  const out: Record<string, string> = {};
  let page: URL;
  try {
    page = new URL(href);
  } catch {
    return out;
  }
  try {
    const from = new URL(referrer);
    if ((from.protocol === 'https:' || from.protocol === 'http:') && from.origin !== page.origin) {
      out.source_referrer = clip(from.origin, LEAD_SOURCE_MAX.referrer);
    }
  } catch {
    // No referrer (typed address, bookmark, a strict policy): nothing to record.
  }
  for (const name of UTM_PARAMS) {
    const value = page.searchParams.get(name)?.trim();
    if (value) out[name] = clip(value, LEAD_SOURCE_MAX.utm);
  }
  return out;
}

/**
 * Records the landing page's source once per visit (tab session): later pages of the same visit
 * keep the first, so a lead says how the visit began, not which of our pages linked the form.
 */
export function rememberLanding(
  storage: SessionStore | undefined,
  href: string,
  referrer: string,
): void {
  try {
    if (!storage || storage.getItem(VISIT_SOURCE_KEY) !== null) return;
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(landingSource(href, referrer)));
  } catch {
    // Storage refused (private mode, full, disabled): the lead is sent without its source.
  }
}

/** The source fields a lead form sends: the page it is on, and the visit's landing facts. */
export function visitSource(
  storage: SessionStore | undefined,
  path: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (path.length <= LEAD_SOURCE_MAX.page) out.source_page = path;
  try {
    const kept: unknown = JSON.parse(storage?.getItem(VISIT_SOURCE_KEY) ?? '{}');
    if (kept && typeof kept === 'object') {
      for (const name of ['source_referrer', ...UTM_PARAMS]) {
        const value = (kept as Record<string, unknown>)[name];
        if (typeof value === 'string' && value) out[name] = value;
      }
    }
  } catch {
    // Unreadable or not ours: the page alone.
  }
  return out;
}

/** At most `max` characters, cut between code points. */
function clip(value: string, max: number): string {
  return value.length <= max ? value : value.slice(0, max).replace(/[\ud800-\udbff]$/, '');
}

/** The page's session storage, or none where reading it throws (storage disabled). */
export function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
