import { leadSourceCells } from '../../../../../shared/admin/lead-source.ts';
import { type SalesEnquiryRow, salesList } from '../../../../../shared/admin/sales.ts';
import { SALES_STATUSES } from '../../../../../shared/constants.ts';
import { useLang } from '../../../app/i18n.ts';
import type { Column } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { receivedColumn, tagColumn, textColumn } from '../leads/lead-columns.tsx';
import { LeadNotices } from '../leads/lead-notices.tsx';
import { LeadScreen, useLeadScreen } from '../leads/lead-screen.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { SalesDetail } from './sales-detail.tsx';
import { noticeText, sizeOptions, statusOptions } from './sales-labels.ts';

/**
 * /admin/sales: counters per status, search, status and company-size filters, the enquiries
 * with their lead score, and a detail panel with the score's reasons, status, notes and delete;
 * bulk status, delete and export.
 */
export function Component() {
  const t = useAdminT().sales;
  const sources = useAdminT().leadSources;
  const lang = useLang();
  const screen = useLeadScreen(salesList, { countBy: 'status', nameOf: (r) => r.name });

  const columns: Column<SalesEnquiryRow>[] = [
    textColumn('name', t.columns.name),
    textColumn('company', t.columns.company, { secondary: true }),
    textColumn('email', t.columns.email, { secondary: true }),
    {
      key: 'score',
      sort: 'lead_score',
      header: t.columns.score,
      cell: (r) => <span className="admin-score">{r.lead_score}</span>,
    },
    tagColumn('status', t.columns.status, t.statuses),
    receivedColumn(t.columns.received, lang),
  ];

  return (
    <LeadScreen
      screen={screen}
      texts={t}
      notices={<LeadNotices table="sales_enquiries" texts={t} textOf={(n) => noticeText(t, n)} />}
      counters={screen.countersOf(SALES_STATUSES, t.statuses)}
      selects={[
        screen.filter('status', t.status, t.allStatuses, statusOptions(t)),
        screen.filter('employees', t.companySize, t.allSizes, sizeOptions(t)),
      ]}
      columns={columns}
      bulk={{
        statuses: statusOptions(t),
        onSetStatus: (status) =>
          screen.forChosen('sales.setStatus', () => ({
            status: status as SalesEnquiryRow['status'],
          })),
        delete: 'sales.delete',
        csv: {
          file: 'sales-enquiries',
          header: [...Object.values(t.csv), ...Object.values(sources.csv)],
          row: (r) => [
            r.name,
            r.email,
            r.company,
            r.title,
            r.employees,
            r.phone,
            r.lead_score,
            t.statuses[r.status],
            r.notes,
            r.message,
            formatDateTime(r.created_at, lang),
            ...leadSourceCells(r),
          ],
        },
      }}
      detail={(id, close, gone) => (
        <SalesDetail key={id} id={id} onClose={close} onDeleted={gone} />
      )}
    />
  );
}
