import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDiskFull, type StorageAlarm } from './storage-alarm.ts';

/**
 * The one error body every API route answers with. `reasons` gives, for some of the `fields`,
 * a stable machine-readable code beside the English message (e.g. the password policy's
 * `too_short`), so a client can show its own text in the page's language.
 */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    reasons?: Record<string, string>;
  };
}

/** A failure the client can act on. Routes throw these; `toErrorResponse` maps them to HTTP. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly reasons: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    options: {
      fields?: Record<string, string>;
      reasons?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.reasons = options.reasons;
    this.headers = options.headers;
  }
}

export class ValidationError extends AppError {
  constructor(
    fields: Record<string, string>,
    message = 'Please correct the highlighted fields.',
    reasons?: Record<string, string>,
  ) {
    super(400, 'validation_failed', message, reasons ? { fields, reasons } : { fields });
  }
}
export class BadRequestError extends AppError {
  constructor(message = 'The request could not be understood.') {
    super(400, 'bad_request', message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication is required.') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request body is too large.') {
    super(413, 'payload_too_large', message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'unsupported_media_type', 'Send the request as JSON or as a form post.');
  }
}
export class RateLimitError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please try again later.') {
    super(429, 'rate_limited', message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}
export class UnavailableError extends AppError {
  constructor(message = 'The service is temporarily unavailable.') {
    super(503, 'unavailable', message);
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  reasons?: Record<string, string>,
): ErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(reasons ? { reasons } : {}) },
  };
}

/**
 * The client went away while its body was being read (an aborted upload): nothing to log but the
 * request line, and nobody to answer.
 */
export function isClientAbort(err: unknown): boolean {
  const e = err as { message?: string; code?: string } | null;
  return e?.message === 'aborted' && (e.code === 'ECONNRESET' || e.code === undefined);
}

/** Connection-level failures: the database is away (stopped, restarting, unreachable). */
const DATABASE_AWAY_CODES = new Set([
  // postgres.js
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  // the socket
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether an error says the database is away, rather than that a query was wrong. */
export function isDatabaseAway(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DATABASE_AWAY_CODES.has(code);
}

const OUTAGE_LOG_INTERVAL_MS = 60_000;
let lastOutageLogged = 0;

/** PostgreSQL's data exceptions (SQLSTATE class 22): the value, not the server, is at fault. */
export function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Seconds a client is asked to wait before trying again while the disk is full. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** How an error that became an answer is logged: a refused input is a warning, not a failure. */
export type ErrorLog = (err: unknown, severity: 'warn' | 'error') => void;

/**
 * The single place where errors become HTTP answers. A value the database cannot take is a 400,
 * logged as a warning; the database being away is a 503 with Retry-After (logged at most once a
 * minute, not once per request); a full disk is a 503 too, told to `storage` (which logs it once
 * and tells health); other unknown errors are 500 and logged as errors.
 */
export function toErrorResponse(
  c: Context,
  err: unknown,
  log: ErrorLog,
  storage?: StorageAlarm,
): Response {
  if (isClientAbort(err)) {
    return c.json(errorBody('client_closed', 'The request was not received in full.'), 400);
  }
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.fields, err.reasons), err.status);
  }
  if (isDataException(err)) {
    // A value the database cannot take (class 22: out of range, bad date, NUL) that validation
    // let through: the request's fault, so 400, and logged as a warning with its cause, as
    // validation should catch it first.
    log(err, 'warn');
    return c.json(
      errorBody('invalid_input', 'The request holds a value that cannot be stored or searched.'),
      400,
    );
  }
  if (isDiskFull(err)) {
    if (storage) storage.raise(err);
    else log(err, 'error');
    c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    return c.json(
      errorBody(
        'storage_full',
        'We cannot store anything right now. Nothing was saved; please try again later.',
      ),
      503,
    );
  }
  if (isDatabaseAway(err)) {
    // One line per outage, not one per request that met it.
    if (Date.now() - lastOutageLogged > OUTAGE_LOG_INTERVAL_MS) {
      lastOutageLogged = Date.now();
      log(err, 'error');
    }
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      errorBody('unavailable', 'The service is briefly unavailable. Please try again shortly.'),
      503,
    );
  }
  log(err, 'error');
  return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
}
