import type postgres from 'postgres';
import type { ZodMiniType } from 'zod/mini';
import type { Lang } from '../../../shared/constants.ts';
import type { ValidationMessages } from '../../../shared/i18n/en/validation.ts';
import { fmt, messages } from '../../../shared/i18n/index.ts';
import { type FormKey, type FormResult, validateForm } from '../../../shared/schemas/index.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Sql, TransactionSql } from '../../db/client.ts';
import { AppError, RateLimitError, ValidationError } from '../../errors.ts';
import type { LeadRequest } from '../../http/lead-request.ts';
import type { Logger } from '../../logger.ts';
import type { OutboxMessage } from '../../mail/outbox.ts';
import { type SpamReason, spamReason } from './anti-abuse.ts';
import { isUuid, requestHash, type StoredAnswer } from './idempotency.ts';
import { leadNotification, type NotificationContent } from './notify.ts';

export interface LeadDeps {
  sql: Sql;
  clock: Clock;
  config: Config;
  /** Where a lead's failed notification is reported (the lead itself is stored regardless). */
  logger: Logger;
}

/** Server-filled facts about a submission. */
export interface LeadContext {
  now: Date;
  lang: Lang;
  ip: string | null;
  userAgent: string | null;
  referer: string | null;
  t: ValidationMessages;
  /**
   * Set when the submission looks automated: it is stored all the same (a person mistaken for a
   * bot loses nothing), flagged, hidden from lists and counts, and nobody is notified.
   */
  spam: SpamReason | null;
}

export interface LeadItem<T> {
  data: T;
  ctx: LeadContext;
}

/**
 * How a form with one plain row per lead is stored: the row and the 201 body are made up front
 * (ids come from here), so the insert can share one statement with its idempotency record. Each
 * row also carries `spam_reason` and `spam_at` (added by the writer), which the insert stores.
 */
export interface RowStore<T> {
  /** Support tickets: numbers are drawn from the ticket sequence before the insert. */
  ticketNumbers?: boolean;
  prepare(
    item: LeadItem<T>,
    ticketNumber: string | undefined,
  ): { row: Record<string, unknown>; body: Record<string, unknown> };
  /** An INSERT … RETURNING fragment for a WITH clause. */
  insert(sql: Sql, rows: Record<string, unknown>[]): postgres.PendingQuery<postgres.Row[]>;
}

/** One public form: its schema, how it is stored and how staff hear about it. */
export interface LeadEndpoint<T> {
  /** Idempotency scope and rate-limit bucket, e.g. 'contact'. */
  scope: string;
  form: FormKey;
  schema(t: ValidationMessages, body: Record<string, unknown>): ZodMiniType<T>;
  /** Old clients that cannot send an Idempotency-Key (the legacy newsletter path). */
  keyOptional?: boolean;
  /** Either one plain row per lead… */
  rows?: RowStore<T>;
  /**
   * …or any statements inside the caller's transaction; returns each lead's 201 body, or the
   * error that item alone answers with (e.g. already subscribed).
   */
  insertMany?(
    tx: TransactionSql,
    items: LeadItem<T>[],
  ): Promise<(Record<string, unknown> | AppError)[]>;
  notification(data: T, body: Record<string, unknown>, ctx: LeadContext): NotificationContent;
}

/** A checked submission waiting to be written (see LeadWriter). */
export interface PendingLead {
  endpoint: LeadEndpoint<unknown>;
  ctx: LeadContext;
  key: string | null;
  hash: string;
  rateKey: string;
  parsed: FormResult<unknown>;
}

export interface LeadWriter {
  write(lead: PendingLead): Promise<StoredAnswer>;
}

/**
 * The part of a submission that needs no database: the idempotency key, the anti-abuse checks
 * and validation. The writer then does: idempotent replay, the rate limit, then the lead with its
 * idempotency record, and only after those are stored, the staff notification. A suspected bot
 * is validated and stored like anyone (flagged) and gets the same answer, so a bot learns
 * nothing and a person mistaken for one loses nothing. Throws typed errors.
 */
export async function submitLead<T>(
  deps: LeadDeps,
  writer: LeadWriter,
  endpoint: LeadEndpoint<T>,
  req: LeadRequest,
): Promise<StoredAnswer> {
  const t = messages(req.lang).validation;
  const now = deps.clock.now();
  const ctx: LeadContext = {
    now,
    lang: req.lang,
    ip: req.ip,
    userAgent: req.userAgent,
    referer: req.referer,
    t,
    spam: spamReason(req.body, now),
  };
  // A plain form post cannot set headers; its retries are the person pressing the button again.
  const key = req.kind === 'json' ? req.idempotencyKey : null;
  const keyRequired = req.kind === 'json' && !(endpoint.keyOptional && key === null);
  if (keyRequired && (!key || !isUuid(key))) {
    throw new AppError(400, 'idempotency_key_required', t.idempotencyKeyRequired);
  }
  return writer.write({
    endpoint: endpoint as LeadEndpoint<unknown>,
    ctx,
    key: key?.toLowerCase() ?? null,
    hash: key ? requestHash(req.body) : '',
    rateKey: `form:${endpoint.scope}:ip:${req.ip ?? 'unknown'}`,
    parsed: validateForm(endpoint.schema(t, req.body), req.body),
  });
}

/**
 * Builds a form's schema once per language: building a zod object is far more work than using
 * one, and it would otherwise happen on every submission.
 */
export function perLanguage<S>(build: (t: ValidationMessages) => S): (t: ValidationMessages) => S {
  const cache = new WeakMap<ValidationMessages, S>();
  return (t) => {
    let schema = cache.get(t);
    if (!schema) {
      schema = build(t);
      cache.set(t, schema);
    }
    return schema;
  };
}

export const RATE_WINDOW_MS = 3_600_000;

export function rateLimited(ctx: LeadContext, retryAfterSeconds: number): RateLimitError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new RateLimitError(retryAfterSeconds, fmt(ctx.t.rateLimited, { minutes }));
}

export function invalid(ctx: LeadContext, fields: Record<string, string>): ValidationError {
  return new ValidationError(fields, ctx.t.invalidForm);
}

export function keyReused(ctx: LeadContext): AppError {
  return new AppError(422, 'idempotency_key_reused', ctx.t.idempotencyKeyReused);
}

/**
 * Set on a stored lead's answer body by a form whose lead staff have already been told of (a
 * repeat newsletter signup of an address still pending): no second staff mail. A symbol, so
 * the answer sent and kept for replays (JSON) never shows it.
 */
export const ALREADY_NOTIFIED: unique symbol = Symbol('already notified');

/** Marks an answer body as one of a lead staff have already been told of. */
export function alreadyNotified(body: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(body, { [ALREADY_NOTIFIED]: true });
}

/**
 * The staff mail about a stored lead; none for suspected spam (staff would only learn to ignore
 * them), nor for one they have been told of already.
 */
export function notificationFor(
  config: Config,
  lead: PendingLead,
  body: Record<string, unknown>,
): OutboxMessage | null {
  if (!lead.parsed.success || lead.ctx.spam) return null;
  if ((body as { [ALREADY_NOTIFIED]?: boolean })[ALREADY_NOTIFIED]) return null;
  return leadNotification(
    config,
    lead.endpoint.notification(lead.parsed.data, body, lead.ctx),
    lead.ctx.now,
  );
}
