import {
  LEAD_SOURCE_MAX,
  type LeadSource,
  type LeadSourceField,
  leadSourceColumns,
} from '../../../shared/schemas/index.ts';
import { SOURCE_PAGE_PATTERN } from '../../../shared/schemas/lead-source.ts';
import type { LeadContext } from './submit.ts';

/**
 * A lead's source columns (migrations/0025_lead_sources.sql): what the form sent, checked by the
 * shared schema. A form sent without JavaScript names no page: its own post's Referer header is
 * that page, so its path stands in (never its query string, which may carry a secret).
 */
export function leadSourceRow(
  data: LeadSource,
  ctx: Pick<LeadContext, 'referer'>,
): Record<LeadSourceField, string | null> {
  const row = leadSourceColumns(data);
  row.source_page ??= pathOf(ctx.referer);
  return row;
}

function pathOf(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const { protocol, pathname } = new URL(referer);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return pathname.length <= LEAD_SOURCE_MAX.page && SOURCE_PAGE_PATTERN.test(pathname)
      ? pathname
      : null;
  } catch {
    return null;
  }
}
