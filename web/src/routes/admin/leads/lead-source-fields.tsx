import {
  LEAD_SOURCE_FIELDS,
  type LeadSourceColumns,
} from '../../../../../shared/admin/lead-source.ts';
import { DetailField as Field } from '../../../components/admin/detail-panel.tsx';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Where a lead came from, inside its detail panel's field list: the page its form was sent from,
 * the visit's referring site and the landing page's campaign. A lead without a referring site
 * came directly (or from a site that sends no referrer).
 */
export function LeadSourceFields({ row }: { row: Partial<LeadSourceColumns> }) {
  const t = useAdminT().leadSources;
  return (
    <>
      {LEAD_SOURCE_FIELDS.map((field) => (
        <Field key={field} label={t.fields[field]}>
          {row[field] || (field === 'source_referrer' && row.source_page ? t.direct : t.none)}
        </Field>
      ))}
    </>
  );
}
