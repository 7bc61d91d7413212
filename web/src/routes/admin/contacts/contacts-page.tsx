import { type ContactRow, contactList } from '../../../../../shared/admin/contacts.ts';
import { leadSourceCells } from '../../../../../shared/admin/lead-source.ts';
import { CONTACT_STATUSES } from '../../../../../shared/constants.ts';
import { useLang } from '../../../app/i18n.ts';
import type { Column } from '../../../components/admin/data-table.tsx';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { receivedColumn, tagColumn, textColumn } from '../leads/lead-columns.tsx';
import { LeadNotices } from '../leads/lead-notices.tsx';
import { LeadScreen, useLeadScreen } from '../leads/lead-screen.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { ContactDetail } from './contact-detail.tsx';
import { noticeText, priorityOptions, statusOptions } from './contact-labels.ts';

/**
 * /admin/contacts (back-office §2 Contact Management): counters per status, search, status and
 * priority filters, the submissions and a detail panel; bulk status, delete and export.
 */
export function Component() {
  const t = useAdminT().contacts;
  const sources = useAdminT().leadSources;
  const lang = useLang();
  const screen = useLeadScreen(contactList, { countBy: 'status', nameOf: (r) => r.name });

  const columns: Column<ContactRow>[] = [
    textColumn('name', t.columns.name),
    textColumn('email', t.columns.email, { secondary: true }),
    textColumn('company', t.columns.company, { secondary: true }),
    textColumn('subject', t.columns.subject, { secondary: true }),
    tagColumn('status', t.columns.status, t.statuses),
    tagColumn('priority', t.columns.priority, t.priorities),
    receivedColumn(t.columns.received, lang),
  ];

  return (
    <LeadScreen
      screen={screen}
      texts={t}
      notices={
        <LeadNotices table="contact_submissions" texts={t} textOf={(n) => noticeText(t, n)} />
      }
      counters={screen.countersOf(CONTACT_STATUSES, t.statuses)}
      selects={[
        screen.filter('status', t.status, t.allStatuses, statusOptions(t)),
        screen.filter('priority', t.priority, t.allPriorities, priorityOptions(t)),
      ]}
      columns={columns}
      bulk={{
        statuses: statusOptions(t),
        onSetStatus: (status) =>
          screen.forChosen('contact.setStatus', () => ({ status: status as ContactRow['status'] })),
        delete: 'contact.delete',
        csv: {
          file: 'contact-submissions',
          header: [...Object.values(t.csv), ...Object.values(sources.csv)],
          row: (r) => [
            r.name,
            r.email,
            r.company,
            r.subject,
            r.message,
            t.statuses[r.status],
            t.priorities[r.priority],
            r.assigned_to,
            formatDateTime(r.created_at, lang),
            ...leadSourceCells(r),
          ],
        },
      }}
      detail={(id, close, gone) => (
        <ContactDetail key={id} id={id} onClose={close} onDeleted={gone} />
      )}
    />
  );
}
