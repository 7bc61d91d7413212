import type { StoredAnswer } from './idempotency.ts';
import {
  invalid,
  keyReused,
  type LeadDeps,
  type LeadEndpoint,
  type LeadWriter,
  type PendingLead,
  RATE_WINDOW_MS,
  rateLimited,
} from './submit.ts';
import { type Outcome, writeInTransaction, writeRowsOrAlone } from './write-leads.ts';

interface Entry {
  lead: PendingLead;
  resolve(answer: StoredAnswer): void;
  reject(err: unknown): void;
}

const MAX_BATCH = 200;

/**
 * Writes submissions in batches ("group commit"). The embedded database runs one statement at a
 * time and each costs a millisecond or more however small it is, so a transaction per
 * submission (seven statements with BEGIN and COMMIT) caps the site at a few dozen submissions
 * a second. Instead, submissions that arrive while a batch is being written wait for the next
 * one, and a batch costs two statements: one that reads the stored answers of its idempotency
 * keys, counts its rate-limit hits and draws support ticket numbers, and one per form that
 * inserts the leads together with their idempotency records (a single statement is atomic on its
 * own). The staff notifications follow in a statement of their own once the leads are stored
 * (notifyStored): a mail that cannot be written must never cost a lead. An idle server writes a
 * lone submission at once, so nobody waits for a timer.
 *
 * The order of a single submission is kept: a stored answer is replayed before anything is
 * counted; the rate limit counts invalid submissions too; a rejected submission stores nothing.
 * If a write fails (say another process stored the same key a moment ago), each of its leads is
 * retried alone, so one cannot fail the others.
 */
export function createLeadWriter(deps: LeadDeps): LeadWriter {
  const queue: Entry[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = takeBatch(queue);
        try {
          settle(batch, await runBatch(deps, batch));
        } catch (err) {
          // The check itself failed (the database is unreachable): nothing was written.
          for (const entry of batch) entry.reject(err);
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    write(lead) {
      return new Promise<StoredAnswer>((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}

/** Up to MAX_BATCH entries; a second use of the same key waits for the next batch to replay. */
function takeBatch(queue: Entry[]): Entry[] {
  const batch: Entry[] = [];
  const keys = new Set<string>();
  for (let i = 0; i < queue.length && batch.length < MAX_BATCH; ) {
    const entry = queue[i] as Entry;
    const key = entry.lead.key ? `${entry.lead.endpoint.scope}:${entry.lead.key}` : null;
    if (key && keys.has(key)) {
      i++;
      continue;
    }
    if (key) keys.add(key);
    batch.push(entry);
    queue.splice(i, 1);
  }
  return batch;
}

function settle(batch: Entry[], outcomes: Outcome[]): void {
  batch.forEach((entry, i) => {
    const outcome = outcomes[i] as Outcome;
    if ('answer' in outcome) entry.resolve(outcome.answer);
    else entry.reject(outcome.error);
  });
}

async function runBatch(deps: LeadDeps, batch: Entry[]): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = new Array(batch.length);
  const tickets = await checkBatch(deps, batch, outcomes);
  batch.forEach(({ lead }, i) => {
    if (!outcomes[i] && !lead.parsed.success) {
      outcomes[i] = { error: invalid(lead.ctx, lead.parsed.fields) };
    }
  });

  const byEndpoint = new Map<LeadEndpoint<unknown>, number[]>();
  batch.forEach(({ lead }, i) => {
    if (outcomes[i]) return;
    const list = byEndpoint.get(lead.endpoint) ?? [];
    list.push(i);
    byEndpoint.set(lead.endpoint, list);
  });
  for (const [endpoint, indexes] of byEndpoint) {
    const leads = indexes.map((i) => (batch[i] as Entry).lead);
    const results = endpoint.rows
      ? await writeRowsOrAlone(deps, endpoint.rows, leads, tickets)
      : await writeInTransaction(deps, endpoint, leads);
    indexes.forEach((index, n) => {
      outcomes[index] = results[n];
    });
  }
  return outcomes.map((o) => o ?? { error: new Error('Submission was not processed.') });
}

/**
 * One statement for the whole batch: the stored answers of its idempotency keys, one hit per
 * submission without a stored answer on its rate-limit counter (numbered in arrival order), and
 * the support ticket numbers it may need. Settles replays, key reuse and rate-limited entries.
 */
async function checkBatch(
  deps: LeadDeps,
  batch: Entry[],
  outcomes: (Outcome | undefined)[],
): Promise<string[]> {
  const input = batch.map(({ lead }, i) => ({
    i,
    scope: lead.endpoint.scope,
    key: lead.key,
    rate_key: lead.rateKey,
    window_start: new Date(windowStart(lead.ctx.now)).toISOString(),
  }));
  const ticketCount = batch.filter(
    ({ lead }) => lead.endpoint.rows?.ticketNumbers && lead.parsed.success,
  ).length;
  const [result] = await deps.sql<
    {
      stored: {
        i: number;
        request_hash: string;
        response_status: number;
        response_body: Record<string, unknown>;
      }[];
      hits: { key: string; window_start: string; count: number }[];
      tickets: string[];
    }[]
  >`
    with input as (
      select * from jsonb_to_recordset(${deps.sql.json(input)})
        as x(i int, scope text, key uuid, rate_key text, window_start timestamptz)),
    -- The ANY conditions make the planner look the keys up in the primary key; a plain join
    -- with the input would scan the whole (ever-growing) table.
    stored as (
      select input.i, k.request_hash, k.response_status, k.response_body
      from idempotency_keys k join input on k.scope = input.scope and k.key = input.key
      where k.key = any(array(select key from input where key is not null))
        and k.scope = any(array(select distinct scope from input))),
    counted as (
      select rate_key, window_start, count(*)::int as n from input
      where not exists (select 1 from stored where stored.i = input.i)
      group by rate_key, window_start),
    hits as (
      insert into rate_limits (key, window_start, count)
      select rate_key, window_start, n from counted
      on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
      returning key, window_start, count)
    select
      (select coalesce(json_agg(stored), '[]'::json) from stored) as stored,
      (select coalesce(json_agg(hits), '[]'::json) from hits) as hits,
      (select coalesce(json_agg('SUP-' || to_char(now(), 'YYYY') || '-'
          || lpad(nextval('support_ticket_number_seq')::text, 6, '0')), '[]'::json)
        from generate_series(1, ${ticketCount})) as tickets`;
  if (!result) throw new Error('The batch check returned nothing.');

  for (const row of result.stored) {
    const lead = (batch[row.i] as Entry).lead;
    outcomes[row.i] =
      row.request_hash === lead.hash
        ? { answer: { status: row.response_status, body: row.response_body }, replayed: true }
        : { error: keyReused(lead.ctx) };
  }

  const counts = new Map(
    result.hits.map((h) => [`${h.key}@${Date.parse(h.window_start)}`, h.count]),
  );
  const seen = new Map<string, number>();
  const groupSize = new Map<string, number>();
  const groupOf = (lead: PendingLead) => `${lead.rateKey}@${windowStart(lead.ctx.now)}`;
  batch.forEach(({ lead }, i) => {
    if (outcomes[i]) return;
    groupSize.set(groupOf(lead), (groupSize.get(groupOf(lead)) ?? 0) + 1);
  });
  const limit = deps.config.rateLimitFormsPerHour;
  batch.forEach(({ lead }, i) => {
    if (outcomes[i]) return;
    const group = groupOf(lead);
    const n = seen.get(group) ?? 0;
    seen.set(group, n + 1);
    const total = counts.get(group) ?? 0;
    const hit = total - (groupSize.get(group) ?? 0) + 1 + n;
    if (hit > limit) {
      const start = windowStart(lead.ctx.now);
      const retryAfter = Math.ceil((start + RATE_WINDOW_MS - lead.ctx.now.getTime()) / 1000);
      outcomes[i] = { error: rateLimited(lead.ctx, retryAfter) };
    }
  });
  return result.tickets;
}

function windowStart(now: Date): number {
  return Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
}
