import type { ReactNode } from 'react';
import { LEAD_CONTACT_FIELDS, type ReplyLeadTable } from '../../../../../shared/admin/replies.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { DetailPanel } from '../../../components/admin/detail-panel.tsx';
import { useRow } from '../../../sync/hooks.ts';
import { LeadReplies } from '../replies/lead-replies.tsx';
import { useOpenLeadPanel } from '../shell/shell-commands.tsx';

/**
 * The detail side panel of one lead: its title, what the screen shows of it (`children`), and
 * its reply thread. It reads the row from the local copy, so a change made here or arriving from
 * the server shows at once; a row not (or no longer) there says so.
 */
export function LeadDetail<
  Row extends { id: string; language: Lang } & Record<string, unknown>,
>(props: {
  table: ReplyLeadTable;
  id: string;
  texts: { notFound: string; loading: string; close: string };
  title(row: Row): string;
  onClose(): void;
  children(row: Row): ReactNode;
}) {
  const row = useRow<Row>(props.table, props.id);
  const contact = LEAD_CONTACT_FIELDS[props.table];
  const title = row ? props.title(row) : row === null ? props.texts.notFound : props.texts.loading;
  // The palette and the keys act on this lead while its panel is open (shell-commands.tsx).
  useOpenLeadPanel(props.table, props.id, row ? title : null);
  return (
    <DetailPanel
      title={title}
      closeLabel={props.texts.close}
      rowId={props.id}
      onClose={props.onClose}
    >
      {row ? (
        <>
          {props.children(row)}
          <LeadReplies
            table={props.table}
            lead={row}
            name={String(row[contact.name] ?? '')}
            email={String(row[contact.email] ?? '')}
          />
        </>
      ) : null}
    </DetailPanel>
  );
}
