/**
 * Support Management for the REST API (GET/PATCH/DELETE /api/admin/support-tickets): the declared
 * list in SQL with the five cards' figures, and changes as the named mutations of
 * shared/admin/support.ts, applied by the same function as the sync push (so resolving a ticket
 * queues the satisfaction mail in the same transaction, whichever way it arrives).
 */
import {
  addSupportResolution,
  deleteSupportTicket,
  restoreSupportTicket,
  type SupportTicketRow,
  setSupportStatus,
  supportList,
} from '../../../shared/admin/support.ts';
import { SUPPORT_STATUSES, type SupportStatus } from '../../../shared/constants.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/client.ts';
import type { RecordMessages } from './apply.ts';
import { type ListPage, type ListRequest, listRows } from './list.ts';
import type { Actor } from './mutations.ts';
import { applyToRecord, type PatchFields, patchByFields } from './patch.ts';

export interface SupportListPage extends ListPage<SupportTicketRow> {
  /** Every ticket per status, whatever the filters; suspected spam is never counted. */
  counts: Record<SupportStatus, number>;
  /**
   * The mean customer satisfaction of the rated tickets (back-office §9), rounded to one
   * decimal; null when none is rated (the card reads "N/A").
   */
  averageRating: number | null;
  /** How many tickets have a rating. */
  rated: number;
}

const MESSAGES: RecordMessages = {
  notFound: 'Support ticket not found.',
  deleted: 'This support ticket was deleted.',
};

export async function listSupportTickets(sql: Sql, request: ListRequest): Promise<SupportListPage> {
  const page = await listRows(sql, supportList, request);
  const rows = await sql<{ status: SupportStatus; n: number }[]>`
    select status, count(*)::int as n from support_tickets
    where deleted_at is null and spam_reason is null group by status`;
  const counts = Object.fromEntries(SUPPORT_STATUSES.map((s) => [s, 0])) as Record<
    SupportStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  const [rating] = await sql<{ mean: string | null; n: number }[]>`
    select avg(customer_satisfaction)::text as mean, count(customer_satisfaction)::int as n
    from support_tickets where deleted_at is null and spam_reason is null`;
  const mean = rating?.mean == null ? null : Number(rating.mean);
  return {
    ...page,
    counts,
    averageRating: mean === null ? null : Math.round(mean * 10) / 10,
    rated: rating?.n ?? 0,
  };
}

/** PATCH body field → the mutation that changes it. */
const PATCH_FIELDS: PatchFields = {
  status: (id, status) => ({ name: setSupportStatus.name, args: { id, status } }),
  resolution: (id, resolution) => ({ name: addSupportResolution.name, args: { id, resolution } }),
  suspectedSpam: (id, spam) =>
    spam === false
      ? { name: restoreSupportTicket.name, args: { id } }
      : 'A ticket can only be restored from suspected spam: send false.',
};

/** PATCH applies resolution before status, so "resolution + resolved" reads as one action. */
const FIELD_ORDER = ['suspectedSpam', 'resolution', 'status'];

type Deps = { sql: Sql; clock: Clock; config: Pick<Config, 'publicOrigin'> };

/** Applies each field of the body as its named mutation, in one transaction. */
export async function updateSupportTicket(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<SupportTicketRow> {
  const row = await patchByFields(deps, actor, id, body, PATCH_FIELDS, MESSAGES, FIELD_ORDER);
  return row as SupportTicketRow;
}

/** Soft-deletes the ticket; returns its tombstone. */
export async function removeSupportTicket(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<SupportTicketRow> {
  const row = await applyToRecord(deps, actor, id, deleteSupportTicket.name, MESSAGES);
  return row as SupportTicketRow;
}
