import type { ZodMiniType } from 'zod/mini';
import type { Lang } from '../../../shared/constants.ts';
import type { ValidationMessages } from '../../../shared/i18n/en/validation.ts';
import { fmt, messages } from '../../../shared/i18n/index.ts';
import { type FormKey, validateForm } from '../../../shared/schemas/index.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import { AppError, RateLimitError, ValidationError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { hitRateLimit } from '../rate-limit.ts';
import { looksAutomated } from './anti-abuse.ts';
import { findAnswer, isUuid, requestHash, type StoredAnswer, saveAnswer } from './idempotency.ts';
import { leadNotification, type NotificationContent } from './notify.ts';
import type { LeadRequest } from './request.ts';

export interface LeadDeps {
  sql: Sql;
  clock: Clock;
  config: Config;
}

/** Server-filled facts about a submission. */
export interface LeadContext {
  now: Date;
  lang: Lang;
  ip: string | null;
  userAgent: string | null;
  referer: string | null;
  t: ValidationMessages;
}

/** One public form: its schema, how it is stored and how staff hear about it. */
export interface LeadEndpoint<T> {
  /** Idempotency scope and rate-limit bucket, e.g. 'contact'. */
  scope: string;
  form: FormKey;
  schema(t: ValidationMessages, body: Record<string, unknown>): ZodMiniType<T>;
  /** Stores the lead inside the caller's transaction; returns the 201 body. */
  insert(tx: TransactionSql, data: T, ctx: LeadContext): Promise<Record<string, unknown>>;
  notification(data: T, body: Record<string, unknown>, ctx: LeadContext): NotificationContent;
  /** The 201 body a bot gets: same shape, made-up values, nothing stored. */
  decoy(ctx: LeadContext): Record<string, unknown>;
  /** Maps a unique violation of the lead's own table (e.g. a duplicate signup) to an answer. */
  onUniqueViolation?(constraint: string, ctx: LeadContext): AppError | null;
}

const HOUR_MS = 3_600_000;

/**
 * The whole submission: idempotent replay, anti-abuse, rate limit, validation, then the lead, its
 * idempotency record and its staff notification in one transaction. Throws typed errors.
 */
export async function submitLead<T>(
  deps: LeadDeps,
  endpoint: LeadEndpoint<T>,
  req: LeadRequest,
): Promise<StoredAnswer> {
  const t = messages(req.lang).validation;
  const ctx: LeadContext = {
    now: deps.clock.now(),
    lang: req.lang,
    ip: req.ip,
    userAgent: req.userAgent,
    referer: req.referer,
    t,
  };

  // A plain form post cannot set headers; its retries are the person pressing the button again.
  const key = req.kind === 'json' ? req.idempotencyKey : null;
  if (req.kind === 'json' && (!key || !isUuid(key))) {
    throw new AppError(400, 'idempotency_key_required', t.idempotencyKeyRequired);
  }
  const hash = key ? requestHash(req.body) : '';
  if (key) {
    const previous = await findAnswer(deps.sql, endpoint.scope, key);
    if (previous) return replay(previous, hash, t);
  }

  if (looksAutomated(req.body, ctx.now)) return { status: 201, body: endpoint.decoy(ctx) };

  const limit = await hitRateLimit(
    deps.sql,
    {
      key: `form:${endpoint.scope}:ip:${req.ip ?? 'unknown'}`,
      limit: deps.config.rateLimitFormsPerHour,
      windowMs: HOUR_MS,
    },
    ctx.now,
  );
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    throw new RateLimitError(limit.retryAfterSeconds, fmt(t.rateLimited, { minutes }));
  }

  const parsed = validateForm(endpoint.schema(t, req.body), req.body);
  if (!parsed.success) throw new ValidationError(parsed.fields, t.invalidForm);
  const data = parsed.data;

  try {
    return await deps.sql.begin(async (tx) => {
      const body = await endpoint.insert(tx, data, ctx);
      const answer = { status: 201, body };
      if (key) await saveAnswer(tx, endpoint.scope, key, hash, answer, ctx.now);
      const mail = leadNotification(deps.config, endpoint.notification(data, body, ctx), ctx.now);
      if (mail) await enqueueMail(tx, mail, ctx.now);
      return answer;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'idempotency_keys_pkey' && key) {
      // The same submission raced itself (two tabs, a retry mid-flight): answer like the first.
      const first = await findAnswer(deps.sql, endpoint.scope, key);
      if (first) return replay(first, hash, t);
    }
    const mapped = constraint ? endpoint.onUniqueViolation?.(constraint, ctx) : null;
    if (mapped) throw mapped;
    throw err;
  }
}

function replay(previous: StoredAnswer & { hash: string }, hash: string, t: ValidationMessages) {
  if (previous.hash !== hash) {
    throw new AppError(422, 'idempotency_key_reused', t.idempotencyKeyReused);
  }
  return { status: previous.status, body: previous.body };
}

function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint_name?: string };
  return e?.code === '23505' ? (e.constraint_name ?? '') : null;
}
