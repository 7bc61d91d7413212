/**
 * A lead's source columns as the back office reads them (migrations/0025_lead_sources.sql): on
 * every lead table, shown in the detail panels and added to each lead list's CSV export.
 */
import { LEAD_SOURCE_FIELDS, type LeadSourceField } from '../schemas/lead-source.ts';

export type LeadSourceColumns = Record<LeadSourceField, string | null>;

export { LEAD_SOURCE_FIELDS };

/** The CSV cells of a row's source, in LEAD_SOURCE_FIELDS order (empty when not recorded). */
export function leadSourceCells(row: Partial<LeadSourceColumns>): (string | null)[] {
  return LEAD_SOURCE_FIELDS.map((field) => row[field] ?? null);
}
