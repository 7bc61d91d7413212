/**
 * The writes of the lead writer (writer.ts): a batch's leads of one form, stored with their
 * idempotency records, and then their staff notifications.
 */
import {
  type AnswerRecord,
  answersInsert,
  findAnswers,
  type StoredAnswer,
  saveAnswers,
} from './idempotency.ts';
import { notifyStored } from './notifications.ts';
import {
  keyReused,
  type LeadDeps,
  type LeadEndpoint,
  type PendingLead,
  type RowStore,
} from './submit.ts';

/** `replayed`: the stored first answer to this key; nothing new is written for it. */
export type Outcome = { answer: StoredAnswer; replayed?: true } | { error: unknown };

/**
 * Leads of a one-row form and their idempotency records in ONE statement (WITH … INSERT), which
 * PostgreSQL runs atomically without a surrounding transaction. If it fails, each lead is tried
 * alone so one cannot fail the others. The notifications of the leads stored follow, outside
 * that retry: a lead already stored is never written again.
 */
export async function writeRowsOrAlone(
  deps: LeadDeps,
  store: RowStore<unknown>,
  leads: PendingLead[],
  tickets: string[],
): Promise<Outcome[]> {
  const prepared = leads.map((lead) => {
    const ticket = store.ticketNumbers ? tickets.shift() : undefined;
    const item = { data: lead.parsed.success ? lead.parsed.data : undefined, ctx: lead.ctx };
    const { row, body } = store.prepare(item, ticket);
    const spam = { spam_reason: lead.ctx.spam, spam_at: lead.ctx.spam ? row.at : null };
    return { lead, row: { ...row, ...spam }, body };
  });
  const outcomes = await writeRowsRetrying(deps, store, prepared);
  await notifyStored(
    deps,
    prepared.filter((_, i) => {
      const outcome = outcomes[i];
      return outcome !== undefined && 'answer' in outcome && !outcome.replayed;
    }),
  );
  return outcomes;
}

async function writeRowsRetrying(
  deps: LeadDeps,
  store: RowStore<unknown>,
  prepared: Prepared[],
): Promise<Outcome[]> {
  try {
    return await writeRows(deps, store, prepared);
  } catch (err) {
    if (prepared.length === 1) return [await afterFailure(deps, prepared[0]?.lead, err)];
    const outcomes: Outcome[] = [];
    for (const one of prepared) {
      try {
        outcomes.push(...(await writeRows(deps, store, [one])));
      } catch (single) {
        outcomes.push(await afterFailure(deps, one.lead, single));
      }
    }
    return outcomes;
  }
}

type Prepared = { lead: PendingLead; row: Record<string, unknown>; body: Record<string, unknown> };

/** The leads and their idempotency records in one statement. */
async function writeRows(
  deps: LeadDeps,
  store: RowStore<unknown>,
  prepared: Prepared[],
): Promise<Outcome[]> {
  const records: AnswerRecord[] = [];
  for (const { lead, body } of prepared) {
    if (lead.key) {
      records.push({
        scope: lead.endpoint.scope,
        key: lead.key,
        hash: lead.hash,
        answer: { status: 201, body },
        now: lead.ctx.now,
      });
    }
  }
  const sql = deps.sql;
  await sql`
    with lead as (${store.insert(
      sql,
      prepared.map((p) => p.row),
    )}),
    answer as (${answersInsert(sql, records)})
    select count(*) from lead`;
  return prepared.map(({ body }) => ({ answer: { status: 201, body } }));
}

/** The same key stored by another process a moment ago: answer like that first request. */
async function afterFailure(
  deps: LeadDeps,
  lead: PendingLead | undefined,
  err: unknown,
): Promise<Outcome> {
  const e = err as { code?: string; constraint_name?: string };
  if (lead?.key && e?.code === '23505' && e.constraint_name === 'idempotency_keys_pkey') {
    const stored = await findAnswers(deps.sql, [{ scope: lead.endpoint.scope, key: lead.key }]);
    const first = stored.get(`${lead.endpoint.scope}:${lead.key}`);
    if (first) {
      return first.hash === lead.hash
        ? { answer: { status: first.status, body: first.body }, replayed: true }
        : { error: keyReused(lead.ctx) };
    }
  }
  return { error: err };
}

/** Forms whose storage needs several statements (the newsletter): one transaction. */
export async function writeInTransaction(
  deps: LeadDeps,
  endpoint: LeadEndpoint<unknown>,
  leads: PendingLead[],
): Promise<Outcome[]> {
  const insertMany = endpoint.insertMany;
  if (!insertMany) throw new Error(`The ${endpoint.scope} form has no way to be stored.`);
  try {
    const stored: { lead: PendingLead; body: Record<string, unknown> }[] = [];
    const result = (await deps.sql.begin(async (tx) => {
      stored.length = 0;
      const items = leads.map((lead) => ({
        data: lead.parsed.success ? lead.parsed.data : undefined,
        ctx: lead.ctx,
      }));
      const results = await insertMany(tx, items);
      const outcomes: Outcome[] = [];
      const records: AnswerRecord[] = [];
      results.forEach((result, n) => {
        const lead = leads[n] as PendingLead;
        if (result instanceof Error) {
          outcomes.push({ error: result });
          return;
        }
        const answer = { status: 201, body: result };
        outcomes.push({ answer });
        if (lead.key) {
          records.push({
            scope: endpoint.scope,
            key: lead.key,
            hash: lead.hash,
            answer,
            now: lead.ctx.now,
          });
        }
        stored.push({ lead, body: result });
      });
      await saveAnswers(tx, records);
      return outcomes;
    })) as Outcome[];
    // After the commit: the notifications can no longer roll the leads back.
    await notifyStored(deps, stored);
    return result;
  } catch (err) {
    if (leads.length === 1) return [await afterFailure(deps, leads[0], err)];
    const outcomes: Outcome[] = [];
    for (const lead of leads) outcomes.push(...(await writeInTransaction(deps, endpoint, [lead])));
    return outcomes;
  }
}
