/**
 * Erasure of a person's data (GDPR article 17), POST /api/admin/people-data/erase. One
 * transaction, over exactly the records the screen listed (people-data.ts `findRecords`):
 *
 * - Leads and their replies keep their rows, so counts and the dashboard stay as they were, with
 *   every personal field replaced (a name or text by ERASED, the address by an address of its
 *   own under .invalid, the rest emptied). The sync triggers give each row a new version, so
 *   every device pulls the anonymised row in place of the one it holds.
 * - Newsletter signups are anonymised and moved to the trash: devices get a tombstone with no
 *   address and drop them, and the address can sign up again as a new subscriber.
 * - Mail to the address or answering to it (Reply-To) and a partner account with it are deleted
 *   (the account's sessions and links with it); audit entries keep what happened, without the
 *   address.
 * - Records of other people that only mention the address (findMentions) stay as they are: they
 *   are not hers; the screen lists them for the administrator to review.
 * - Stored push answers (sync_mutations) that carry one of the rows get the anonymised fields.
 *
 * Then one audit entry, people.erased, with how many records of each table: never the address.
 */
import type { EraseInput, ErasureSummary } from '../../shared/admin/people-data.ts';
import type { TransactionSql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { ConflictError } from '../errors.ts';
import type { Actor } from './admin/mutations.ts';
import { recordAudit } from './audit.ts';
import {
  addressIn,
  countsOf,
  ERASED,
  findRecords,
  holdsStaffAccount,
  idsOf,
  type Matches,
  type Person,
  personOf,
  totalOf,
} from './people-data.ts';

export const erasureMessages = {
  staffAccount:
    'This address belongs to a staff account, so it cannot be erased here: the account and the record of what it did stay.',
} as const;

/**
 * The advisory lock every writer of synced tables takes before its version (sync_touch,
 * migrations/0001_init.sql), taken first so no change lands between reading and erasing.
 */
const SYNC_WRITE_LOCK = 7_340_222;

/** What a personal column becomes: ERASED, an address of its own, or empty. */
type Replacement = 'erased' | 'address' | null;

const ANONYMISED = {
  contact_submissions: {
    name: 'erased',
    email: 'address',
    company: null,
    subject: null,
    message: 'erased',
    user_agent: null,
    referrer: null,
    ip_address: null,
  },
  sales_enquiries: {
    name: 'erased',
    email: 'address',
    company: 'erased',
    title: null,
    phone: null,
    message: null,
    notes: null,
    user_agent: null,
    ip_address: null,
  },
  partner_applications: {
    name: 'erased',
    email: 'address',
    company: 'erased',
    message: 'erased',
    review_notes: null,
    user_agent: null,
    ip_address: null,
  },
  support_tickets: {
    customer_name: 'erased',
    customer_email: 'address',
    company: null,
    subject: 'erased',
    description: 'erased',
    resolution: null,
    user_agent: null,
    ip_address: null,
  },
  lead_replies: { to_address: 'address', subject: 'erased', body: 'erased', delivery_error: null },
  newsletter_signups: { email: 'address', user_agent: null, ip_address: null },
} as const satisfies Record<string, Record<string, Replacement>>;

type AnonymisedTable = keyof typeof ANONYMISED;

/** The columns erasure replaces in a table's rows (and in copies of them: push answers, audit). */
function personalColumns(table: AnonymisedTable): string[] {
  const columns = Object.keys(ANONYMISED[table]);
  return table === 'partner_applications' ? [...columns, 'review_history'] : columns;
}

/** Columns erasure sets besides the personal ones, per table. */
function extraChanges(tx: TransactionSql, table: AnonymisedTable, now: Date) {
  if (table === 'partner_applications') {
    // The review history keeps when and by whom; the notes typed with it may quote the person.
    return tx`, review_history = (
      select coalesce(jsonb_agg(jsonb_set(e.value, '{note}', 'null'::jsonb) order by e.n), '[]')
        from jsonb_array_elements(review_history) with ordinality as e(value, n))`;
  }
  if (table === 'newsletter_signups') {
    return tx`, subscribed = false, unsubscribed_at = coalesce(unsubscribed_at, ${now}),
      deleted_at = coalesce(deleted_at, ${now})`;
  }
  return tx``;
}

async function anonymise(
  tx: TransactionSql,
  table: AnonymisedTable,
  ids: string[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const columns: Record<string, Replacement> = ANONYMISED[table];
  const sets = Object.entries(columns)
    .map(([column, replacement]) => {
      if (replacement === 'address') {
        return tx`${tx(column)} = 'erased-' || gen_random_uuid()::text || '@invalid'`;
      }
      return tx`${tx(column)} = ${replacement === 'erased' ? ERASED : null}`;
    })
    .reduce((all, next) => tx`${all}, ${next}`);
  await tx`update ${tx(table)} set ${sets} ${extraChanges(tx, table, now)}, updated_at = ${now}
    where id = any(${ids}::uuid[])`;
  // A stored push answer holds the row as it then was: its personal fields follow the row.
  const personal = personalColumns(table);
  await tx`
    update sync_mutations m
       set result = jsonb_set(m.result - 'newer', '{row}', (m.result -> 'row') || (
         select coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb)
           from jsonb_each(to_jsonb(t)) f
          where f.key = any(${personal}::text[]) and (m.result -> 'row') ? f.key))
      from ${tx(table)} t
     where t.id = any(${ids}::uuid[])
       and m.result ->> 'table' = ${table}
       and m.result -> 'row' ->> 'id' = t.id::text`;
}

/**
 * An audit entry's details without the person: the address (and the hash of it) wherever it
 * stands, and, in an entry about one of the erased records, the values of its personal columns
 * (a change's before and after).
 */
function redactDetails(value: unknown, person: Person, personal: ReadonlySet<string>): unknown {
  const inText = addressIn(person.email);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return inText.replace(v);
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      if (key === 'emailHash' && inner === person.typedHash) continue;
      if (key === 'review_history' && personal.has(key) && Array.isArray(inner)) {
        out[key] = inner.map((e) => (e && typeof e === 'object' ? { ...e, note: null } : e));
      } else if (personal.has(key) && typeof inner === 'string') out[key] = ERASED;
      else out[key] = walk(inner);
    }
    return out;
  };
  return walk(value);
}

/** Audit entries stay (what was done, by whom, when), without the person. */
async function redactAudit(tx: TransactionSql, entries: Matches['audit_log'], person: Person) {
  for (const entry of entries) {
    const own = String(entry.actor_email ?? '').toLowerCase() === person.email.toLowerCase();
    const table = String(entry.entity);
    const personal = new Set(
      Object.hasOwn(ANONYMISED, table) ? personalColumns(table as AnonymisedTable) : [],
    );
    const details = redactDetails(entry.details ?? {}, person, personal) as Record<string, never>;
    // The person's own entries (a partner's sign-ins) lose where they came from as well.
    await tx`update audit_log set
        actor_email = ${own ? ERASED : (entry.actor_email as string | null)},
        ip_address = case when ${own} then null else ip_address end,
        details = ${tx.json(details)}
      where id = ${String(entry.id)}`;
  }
}

export async function erasePeopleData(
  deps: Pick<AppDeps, 'sql' | 'config' | 'clock'>,
  actor: Actor,
  input: EraseInput,
): Promise<ErasureSummary> {
  const now = deps.clock.now();
  const person = await personOf(deps, input.email);
  return deps.sql.begin(async (tx) => {
    // Who changes the rows and when, for the trigger that keeps field_changes (migration 0018).
    await tx`select pg_advisory_xact_lock(${SYNC_WRITE_LOCK}),
      set_config('lumen.actor_id', ${actor.id}, true),
      set_config('lumen.actor_email', ${actor.email}, true),
      set_config('lumen.made_at', ${now.toISOString()}, true)`;
    const found = await findRecords(tx, person);
    if (holdsStaffAccount(found)) {
      throw new ConflictError(erasureMessages.staffAccount, 'staff_account');
    }
    for (const table of Object.keys(ANONYMISED) as AnonymisedTable[]) {
      await anonymise(tx, table, idsOf(found[table]), now);
    }
    const signups = idsOf(found.newsletter_signups);
    await tx`delete from newsletter_tokens where signup_id = any(${signups}::uuid[])`;
    await tx`delete from newsletter_deliveries
      where id = any(${idsOf(found.newsletter_deliveries)}::uuid[])`;
    await tx`delete from mail_outbox where id = any(${idsOf(found.mail_outbox)}::uuid[])`;
    // Sessions, links and trusted browsers go with the account (on delete cascade).
    await tx`delete from users where id = any(${idsOf(found.users)}::uuid[])`;
    await redactAudit(tx, found.audit_log, person);
    await tx`delete from rate_limits
      where key in (${`reset:account:${person.email.toLowerCase()}`}, ${person.signInKey})`;

    const summary: ErasureSummary = { counts: countsOf(found), total: totalOf(found) };
    await recordAudit(
      tx,
      {
        action: 'people.erased',
        actorId: actor.id,
        actorEmail: actor.email,
        ip: actor.ip,
        details: { counts: summary.counts, total: summary.total },
      },
      now,
    );
    return summary;
  });
}
