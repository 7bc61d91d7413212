/**
 * Sales Enquiries for the REST API (GET/PATCH/DELETE /api/admin/sales-enquiries): the declared
 * list in SQL with a counter per status, and changes as the named mutations of
 * shared/admin/sales.ts, applied by the same function as the sync push.
 */
import {
  deleteSalesEnquiry,
  restoreSalesEnquiry,
  type SalesEnquiryRow,
  type SalesStatus,
  salesList,
  setSalesNotes,
  setSalesStatus,
} from '../../../shared/admin/sales.ts';
import { SALES_STATUSES } from '../../../shared/constants.ts';
import type { Clock } from '../../clock.ts';
import type { Sql } from '../../db/client.ts';
import type { RecordMessages } from './apply.ts';
import { type ListPage, type ListRequest, listRows } from './list.ts';
import type { Actor } from './mutations.ts';
import { applyToRecord, type PatchFields, patchByFields } from './patch.ts';

export interface SalesListPage extends ListPage<SalesEnquiryRow> {
  /** Every enquiry per status, whatever the filters; suspected spam is never counted. */
  counts: Record<SalesStatus, number>;
}

const MESSAGES: RecordMessages = {
  notFound: 'Sales enquiry not found.',
  deleted: 'This sales enquiry was deleted.',
};

export async function listSalesEnquiries(sql: Sql, request: ListRequest): Promise<SalesListPage> {
  const page = await listRows(sql, salesList, request);
  const rows = await sql<{ status: SalesStatus; n: number }[]>`
    select status, count(*)::int as n from sales_enquiries
    where deleted_at is null and spam_reason is null group by status`;
  const counts = Object.fromEntries(SALES_STATUSES.map((s) => [s, 0])) as Record<
    SalesStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return { ...page, counts };
}

const PATCH_FIELDS: PatchFields = {
  status: (id, status) => ({ name: setSalesStatus.name, args: { id, status } }),
  notes: (id, notes) => ({ name: setSalesNotes.name, args: { id, notes } }),
  suspectedSpam: (id, spam) =>
    spam === false
      ? { name: restoreSalesEnquiry.name, args: { id } }
      : 'An enquiry can only be restored from suspected spam: send false.',
};

type Deps = { sql: Sql; clock: Clock };

export async function updateSalesEnquiry(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<SalesEnquiryRow> {
  return (await patchByFields(deps, actor, id, body, PATCH_FIELDS, MESSAGES)) as SalesEnquiryRow;
}

export async function removeSalesEnquiry(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<SalesEnquiryRow> {
  return (await applyToRecord(
    deps,
    actor,
    id,
    deleteSalesEnquiry.name,
    MESSAGES,
  )) as SalesEnquiryRow;
}
