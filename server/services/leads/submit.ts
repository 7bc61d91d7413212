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
import type { OutboxMessage } from '../../mail/outbox.ts';
import { looksAutomated } from './anti-abuse.ts';
import { isUuid, requestHash, type StoredAnswer } from './idempotency.ts';
import { leadNotification, type NotificationContent } from './notify.ts';

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

export interface LeadItem<T> {
  data: T;
  ctx: LeadContext;
}

/**
 * How a form with one plain row per lead is stored: the row and the 201 body are made up front
 * (ids come from here), so the insert can share one statement with its idempotency record and
 * notification.
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
  /** The 201 body a bot gets: same shape, made-up values, nothing stored. */
  decoy(ctx: LeadContext): Record<string, unknown>;
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
 * and validation. The writer then does, in one transaction: idempotent replay, the rate limit,
 * the lead, its idempotency record and its staff notification. Throws typed errors.
 */
export async function submitLead<T>(
  deps: LeadDeps,
  writer: LeadWriter,
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
  const keyRequired = req.kind === 'json' && !(endpoint.keyOptional && key === null);
  if (keyRequired && (!key || !isUuid(key))) {
    throw new AppError(400, 'idempotency_key_required', t.idempotencyKeyRequired);
  }
  if (looksAutomated(req.body, ctx.now)) return { status: 201, body: endpoint.decoy(ctx) };
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

export function notificationFor(
  config: Config,
  lead: PendingLead,
  body: Record<string, unknown>,
): OutboxMessage | null {
  if (!lead.parsed.success) return null;
  return leadNotification(
    config,
    lead.endpoint.notification(lead.parsed.data, body, lead.ctx),
    lead.ctx.now,
  );
}
