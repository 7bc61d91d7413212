/**
 * Contact Management for the REST API (GET/PATCH/DELETE /api/admin/contacts): the declared list
 * in SQL, and changes as the named mutations of shared/admin/contacts.ts, applied by the same
 * function as the sync push.
 */
import {
  assignContact,
  type ContactRow,
  contactList,
  deleteContact,
  markContactResponded,
  restoreContact,
  setContactPriority,
  setContactStatus,
} from '../../../shared/admin/contacts.ts';
import { CONTACT_STATUSES, type ContactStatus } from '../../../shared/constants.ts';
import type { Clock } from '../../clock.ts';
import type { Sql } from '../../db/client.ts';
import type { RecordMessages } from './apply.ts';
import { type ListPage, type ListRequest, listRows } from './list.ts';
import type { Actor } from './mutations.ts';
import { applyToRecord, type PatchFields, patchByFields } from './patch.ts';

export interface ContactListPage extends ListPage<ContactRow> {
  /**
   * Every contact submission per status (the four counters), whatever the filters; suspected
   * spam is never counted.
   */
  counts: Record<ContactStatus, number>;
}

const MESSAGES: RecordMessages = {
  notFound: 'Contact submission not found.',
  deleted: 'This contact submission was deleted.',
};

export async function listContacts(sql: Sql, request: ListRequest): Promise<ContactListPage> {
  const page = await listRows(sql, contactList, request);
  const rows = await sql<{ status: ContactStatus; n: number }[]>`
    select status, count(*)::int as n from contact_submissions
    where deleted_at is null and spam_reason is null group by status`;
  const counts = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as Record<
    ContactStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return { ...page, counts };
}

/** PATCH body field → the mutation that changes it. */
const PATCH_FIELDS: PatchFields = {
  status: (id, status) => ({ name: setContactStatus.name, args: { id, status } }),
  priority: (id, priority) => ({ name: setContactPriority.name, args: { id, priority } }),
  assignedTo: (id, assignedTo) => ({ name: assignContact.name, args: { id, assignedTo } }),
  responseSent: (id, sent) =>
    sent === true
      ? { name: markContactResponded.name, args: { id } }
      : 'A response can only be marked as sent: send true.',
  suspectedSpam: (id, spam) =>
    spam === false
      ? { name: restoreContact.name, args: { id } }
      : 'A submission can only be restored from suspected spam: send false.',
};

type Deps = { sql: Sql; clock: Clock };

/** Applies each field of the body as its named mutation, in one transaction. */
export async function updateContact(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<ContactRow> {
  return (await patchByFields(deps, actor, id, body, PATCH_FIELDS, MESSAGES)) as ContactRow;
}

/** Soft-deletes the submission; returns its tombstone. */
export async function removeContact(deps: Deps, actor: Actor, id: string): Promise<ContactRow> {
  return (await applyToRecord(deps, actor, id, deleteContact.name, MESSAGES)) as ContactRow;
}
