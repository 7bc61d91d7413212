import {
  canDecide,
  canStartReview,
  type PartnerApplicationRow,
  partnerList,
} from '../../../../../shared/admin/partners.ts';
import { PARTNER_APPLICATION_STATUSES } from '../../../../../shared/constants.ts';
import { useLang } from '../../../app/i18n.ts';
import type { Column } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { skippingAction } from '../../../components/admin/skipping-action.ts';
import { receivedColumn, tagColumn, textColumn } from '../leads/lead-columns.tsx';
import { LeadNotices } from '../leads/lead-notices.tsx';
import { LeadScreen, useLeadScreen } from '../leads/lead-screen.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { PartnerDetail } from './partner-detail.tsx';
import { noticeText, partnerTypeOptions, statusOptions } from './partner-labels.ts';
import './partners.css';
import { leadSourceCells } from '../../../../../shared/admin/lead-source.ts';

/**
 * /admin/partners (back-office §2 Partner Applications): counters per status, search, status and
 * partner-type filters, the applications and a detail panel. Bulk Start Review and Reject (the
 * review's own mutations, whose guard skips the applications whose status does not allow it),
 * delete and export.
 */
export function Component() {
  const t = useAdminT().partners;
  const sources = useAdminT().leadSources;
  const lang = useLang();
  const screen = useLeadScreen(partnerList, { countBy: 'status', nameOf: (r) => r.name });
  const chosen = screen.choice.chosen;

  const columns: Column<PartnerApplicationRow>[] = [
    textColumn('name', t.columns.name),
    textColumn('email', t.columns.email, { secondary: true }),
    textColumn('company', t.columns.company, { secondary: true }),
    {
      key: 'partner_type',
      header: t.columns.partnerType,
      cell: (r) => t.partnerTypes[r.partner_type] ?? r.partner_type,
    },
    tagColumn('status', t.columns.status, t.statuses),
    receivedColumn(t.columns.received, lang),
  ];

  const startReview = skippingAction(
    {
      label: t.bulk.startReview,
      title: t.bulk.startReviewTitle,
      all: t.bulk.startReviewConfirm,
      some: t.bulk.startReviewConfirmSome,
      done: t.bulk.startReviewDone,
      skipped: t.bulk.startReviewSkipped,
    },
    chosen.length,
    chosen.filter((r) => canStartReview(r.status)).length,
    () => screen.forChosen('partner.startReview'),
  );
  const reject = skippingAction(
    {
      label: t.bulk.reject,
      title: t.bulk.rejectTitle,
      all: t.bulk.rejectConfirm,
      some: t.bulk.rejectConfirmSome,
      done: t.bulk.rejectDone,
      skipped: t.bulk.rejectSkipped,
    },
    chosen.length,
    chosen.filter((r) => canDecide(r.status)).length,
    () => screen.forChosen('partner.reject'),
  );

  return (
    <LeadScreen
      screen={screen}
      texts={{ ...t, spamFilter: t.suspectedSpam, emptySpam: t.noSpam }}
      notices={
        <LeadNotices table="partner_applications" texts={t} textOf={(n) => noticeText(t, n)} />
      }
      counters={screen.countersOf(PARTNER_APPLICATION_STATUSES, t.statuses)}
      selects={[
        screen.filter('status', t.status, t.allStatuses, statusOptions(t)),
        screen.filter('partner_type', t.partnerType, t.allPartnerTypes, partnerTypeOptions(t)),
      ]}
      columns={columns}
      bulk={{
        actions: [startReview, { ...reject, danger: true }],
        delete: 'partner.delete',
        csv: {
          file: 'partner-applications',
          header: [...Object.values(t.csv), ...Object.values(sources.csv)],
          row: (r) => [
            r.name,
            r.email,
            r.company,
            t.partnerTypes[r.partner_type],
            t.statuses[r.status],
            r.message,
            r.review_notes,
            r.reviewed_by,
            r.reviewed_at ? formatDateTime(r.reviewed_at, lang) : '',
            formatDateTime(r.created_at, lang),
            ...leadSourceCells(r),
          ],
        },
      }}
      detail={(id, close, gone) => <PartnerDetail key={id} id={id} onClose={close} onGone={gone} />}
    />
  );
}
