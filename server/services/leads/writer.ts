import type { TransactionSql } from '../../db/client.ts';
import type { AppError } from '../../errors.ts';
import type { OutboxMessage } from '../../mail/outbox.ts';
import { enqueueMails } from '../../mail/outbox.ts';
import { type AnswerRecord, findAnswers, type StoredAnswer, saveAnswers } from './idempotency.ts';
import {
  invalid,
  keyReused,
  type LeadDeps,
  type LeadEndpoint,
  type LeadWriter,
  notificationFor,
  type PendingLead,
  RATE_WINDOW_MS,
  rateLimited,
} from './submit.ts';

interface Entry {
  lead: PendingLead;
  resolve(answer: StoredAnswer): void;
  reject(err: unknown): void;
}

/** `replayed`: the stored first answer to this key; nothing new is written for it. */
type Outcome = { answer: StoredAnswer; replayed?: true } | { error: unknown };

const MAX_BATCH = 200;

/**
 * Writes submissions in batches ("group commit"). The embedded database runs one statement at a
 * time and each costs about a millisecond however small, so one transaction per submission caps
 * the site at a few dozen submissions a second. Instead, submissions that arrive while a batch
 * is being written wait for the next one, and each batch is one transaction of a handful of
 * statements: stored answers for the idempotency keys, one rate-limit upsert, one insert per
 * form, one for the idempotency records and one for the staff notifications. An idle server
 * writes a lone submission at once, so nobody waits for a timer.
 *
 * The order of a single submission is kept: a stored answer is replayed before anything is
 * counted; the rate limit counts invalid submissions too; a rejected submission stores nothing.
 * If a batch fails (say another process stored the same key at the same moment), each of its
 * submissions is retried alone, so one bad apple cannot fail the others.
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
        } catch {
          for (const entry of batch) settle([entry], await runAlone(deps, entry));
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

async function runAlone(deps: LeadDeps, entry: Entry): Promise<Outcome[]> {
  try {
    return await runBatch(deps, [entry]);
  } catch (first) {
    // The same key stored by another process a moment ago: the retry replays its answer.
    if ((first as { code?: string }).code !== '23505') return [{ error: first }];
    try {
      return await runBatch(deps, [entry]);
    } catch (err) {
      return [{ error: err }];
    }
  }
}

async function runBatch(deps: LeadDeps, batch: Entry[]): Promise<Outcome[]> {
  return deps.sql.begin(async (tx) => {
    const outcomes: (Outcome | undefined)[] = new Array(batch.length);
    await replayStoredAnswers(tx, batch, outcomes);
    await countHits(deps, tx, batch, outcomes);
    batch.forEach(({ lead }, i) => {
      if (!outcomes[i] && !lead.parsed.success)
        outcomes[i] = { error: invalid(lead.ctx, lead.parsed.fields) };
    });
    await insertLeads(tx, batch, outcomes);

    const records: AnswerRecord[] = [];
    const mails: { message: OutboxMessage; now: Date }[] = [];
    batch.forEach(({ lead }, i) => {
      const outcome = outcomes[i];
      if (!outcome || !('answer' in outcome) || outcome.replayed) return;
      if (lead.key) {
        records.push({
          scope: lead.endpoint.scope,
          key: lead.key,
          hash: lead.hash,
          answer: outcome.answer,
          now: lead.ctx.now,
        });
      }
      const message = notificationFor(deps.config, lead, outcome.answer.body);
      if (message) mails.push({ message, now: lead.ctx.now });
    });
    await saveAnswers(tx, records);
    await enqueueMails(tx, mails);
    return outcomes.map((o) => o ?? { error: new Error('Submission was not processed.') });
  }) as Promise<Outcome[]>;
}

async function replayStoredAnswers(
  tx: TransactionSql,
  batch: Entry[],
  outcomes: (Outcome | undefined)[],
): Promise<void> {
  const pairs = batch.flatMap(({ lead }) =>
    lead.key ? [{ scope: lead.endpoint.scope, key: lead.key }] : [],
  );
  const stored = await findAnswers(tx, pairs);
  batch.forEach(({ lead }, i) => {
    const previous = lead.key ? stored.get(`${lead.endpoint.scope}:${lead.key}`) : undefined;
    if (!previous) return;
    outcomes[i] =
      previous.hash === lead.hash
        ? { answer: { status: previous.status, body: previous.body }, replayed: true }
        : { error: keyReused(lead.ctx) };
  });
}

/** One upsert for every rate-limit counter the batch touches; hits are numbered in arrival order. */
async function countHits(
  deps: LeadDeps,
  tx: TransactionSql,
  batch: Entry[],
  outcomes: (Outcome | undefined)[],
): Promise<void> {
  const groups = new Map<string, { key: string; windowStart: number; members: number[] }>();
  batch.forEach(({ lead }, i) => {
    if (outcomes[i]) return;
    const windowStart = Math.floor(lead.ctx.now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
    const id = `${lead.rateKey}@${windowStart}`;
    const group = groups.get(id) ?? { key: lead.rateKey, windowStart, members: [] };
    group.members.push(i);
    groups.set(id, group);
  });
  if (groups.size === 0) return;
  const rows = [...groups.values()].map((g) => ({
    key: g.key,
    window_start: new Date(g.windowStart).toISOString(),
    count: g.members.length,
  }));
  const counted = await tx<{ key: string; window_start: Date; count: number }[]>`
    insert into rate_limits (key, window_start, count)
    select key, window_start, count
    from jsonb_to_recordset(${tx.json(rows)}) as x(key text, window_start timestamptz, count int)
    on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
    returning key, window_start, count`;
  const limit = deps.config.rateLimitFormsPerHour;
  for (const row of counted) {
    const group = groups.get(`${row.key}@${row.window_start.getTime()}`);
    if (!group) continue;
    const first = row.count - group.members.length + 1;
    group.members.forEach((index, n) => {
      if (first + n <= limit) return;
      const lead = (batch[index] as Entry).lead;
      const retryAfter = Math.ceil(
        (group.windowStart + RATE_WINDOW_MS - lead.ctx.now.getTime()) / 1000,
      );
      outcomes[index] = { error: rateLimited(lead.ctx, retryAfter) };
    });
  }
}

async function insertLeads(
  tx: TransactionSql,
  batch: Entry[],
  outcomes: (Outcome | undefined)[],
): Promise<void> {
  const byEndpoint = new Map<LeadEndpoint<unknown>, number[]>();
  batch.forEach(({ lead }, i) => {
    if (outcomes[i] || !lead.parsed.success) return;
    const list = byEndpoint.get(lead.endpoint) ?? [];
    list.push(i);
    byEndpoint.set(lead.endpoint, list);
  });
  for (const [endpoint, indexes] of byEndpoint) {
    const items = indexes.map((i) => {
      const lead = (batch[i] as Entry).lead;
      return { data: lead.parsed.success ? lead.parsed.data : undefined, ctx: lead.ctx };
    });
    const results = await endpoint.insertMany(tx, items);
    indexes.forEach((index, n) => {
      const result = results[n] as Record<string, unknown> | AppError;
      outcomes[index] =
        result instanceof Error ? { error: result } : { answer: { status: 201, body: result } };
    });
  }
}
