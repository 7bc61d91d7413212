/**
 * Partner Applications for the REST API (GET/PATCH/DELETE /api/admin/partner-applications and
 * POST …/:id/account): the declared list in SQL, and changes as the named mutations of
 * shared/admin/partners.ts, applied by the same function as the sync push.
 */
import {
  approvePartner,
  createPartnerAccount,
  deletePartner,
  type PartnerApplicationRow,
  type PartnerApplicationStatus,
  partnerList,
  rejectPartner,
  restorePartner,
  startPartnerReview,
} from '../../../shared/admin/partners.ts';
import { PARTNER_APPLICATION_STATUSES } from '../../../shared/constants.ts';
import type { Clock } from '../../clock.ts';
import type { Sql } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { isUuid } from '../leads/idempotency.ts';
import { applyMutations, type MutationStep, parseSteps, type RecordMessages } from './apply.ts';
import type { LinkReceiver } from './effect.ts';
import { type ListPage, type ListRequest, listRows } from './list.ts';
import type { Actor } from './mutations.ts';
import { applyToRecord } from './patch.ts';

export interface PartnerListPage extends ListPage<PartnerApplicationRow> {
  /**
   * Every application per status (the four counters), whatever the filters; suspected spam is
   * never counted.
   */
  counts: Record<PartnerApplicationStatus, number>;
}

const MESSAGES: RecordMessages = {
  notFound: 'Partner application not found.',
  deleted: 'This partner application was deleted.',
};

export async function listPartnerApplications(
  sql: Sql,
  request: ListRequest,
): Promise<PartnerListPage> {
  const page = await listRows(sql, partnerList, request);
  const rows = await sql<{ status: PartnerApplicationStatus; n: number }[]>`
    select status, count(*)::int as n from partner_applications
    where deleted_at is null and spam_reason is null group by status`;
  const counts = Object.fromEntries(PARTNER_APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    PartnerApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return { ...page, counts };
}

/** The review mutation of each status a PATCH may ask for. */
const REVIEW: Record<string, string> = {
  under_review: startPartnerReview.name,
  approved: approvePartner.name,
  rejected: rejectPartner.name,
};

const PATCH_MESSAGES = {
  status: 'The status can become under_review, approved or rejected.',
  notesWithoutStatus: 'Review notes are recorded with a status change: send status as well.',
  spam: 'An application can only be restored from suspected spam: send false.',
  field: 'This field cannot be changed here.',
} as const;

type Deps = { sql: Sql; clock: Clock; config: { publicOrigin: string } };

/**
 * `status` (with optional `reviewNotes`) as its review mutation, `suspectedSpam: false` as
 * partner.restore, all in one transaction.
 */
export async function updatePartnerApplication(
  deps: Deps,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<PartnerApplicationRow> {
  if (!isUuid(id)) throw new NotFoundError(MESSAGES.notFound);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object.' });
  }
  const fields: Record<string, string> = {};
  const steps: MutationStep[] = [];
  const { status, reviewNotes, suspectedSpam, ...rest } = body as Record<string, unknown>;
  for (const key of Object.keys(rest)) fields[key] = PATCH_MESSAGES.field;
  if (suspectedSpam !== undefined) {
    if (suspectedSpam === false) steps.push({ name: restorePartner.name, args: { id } });
    else fields.suspectedSpam = PATCH_MESSAGES.spam;
  }
  if (status !== undefined) {
    const name = typeof status === 'string' && Object.hasOwn(REVIEW, status) ? REVIEW[status] : '';
    if (name) steps.push({ name, args: { id, notes: reviewNotes ?? undefined } });
    else fields.status = PATCH_MESSAGES.status;
  } else if (reviewNotes !== undefined) {
    fields.reviewNotes = PATCH_MESSAGES.notesWithoutStatus;
  }
  // All field messages at once: those of the body's shape and those of the mutations' schemas
  // (a mutation's `notes` argument is the body's reviewNotes).
  const schema = parseSteps(steps).fields;
  if (schema.notes) {
    schema.reviewNotes = schema.notes;
    delete schema.notes;
  }
  if (Object.keys(fields).length > 0 || Object.keys(schema).length > 0) {
    throw new ValidationError({ ...fields, ...schema });
  }
  if (steps.length === 0) {
    throw new ValidationError(
      { body: 'Send at least one of: status (with reviewNotes), suspectedSpam.' },
      'Nothing to change.',
    );
  }
  return (await applyMutations(deps, actor, steps, MESSAGES)) as PartnerApplicationRow;
}

/**
 * partner.createAccount: the partner's sign-in account for this approved application, linked by
 * its id, and a set-password mail. Once per application (409 not_allowed after that). With no
 * mail server the mail is never sent, so the answer carries its link for the admin to pass on;
 * with one, the link goes to the partner alone.
 */
export async function createApplicationAccount(
  deps: Deps & { mailer: { enabled: boolean } },
  actor: Actor,
  id: string,
): Promise<PartnerApplicationRow & { invitationLink?: string }> {
  const receiver: LinkReceiver | undefined = deps.mailer.enabled ? undefined : {};
  const row = (await applyToRecord(
    deps,
    actor,
    id,
    createPartnerAccount.name,
    MESSAGES,
    receiver,
  )) as PartnerApplicationRow;
  const link = receiver?.invitationLink;
  return link ? { ...row, invitationLink: link } : row;
}

/** Soft-deletes the application; returns its tombstone. */
export async function removePartnerApplication(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<PartnerApplicationRow> {
  const row = await applyToRecord(deps, actor, id, deletePartner.name, MESSAGES);
  return row as PartnerApplicationRow;
}
