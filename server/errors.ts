import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
  constructor() {
    super(413, 'payload_too_large', 'The request body is too large.');
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

/** The single place where errors become HTTP answers. Unknown errors are 500 and logged. */
export function toErrorResponse(c: Context, err: unknown, log: (e: unknown) => void): Response {
  if (isClientAbort(err)) {
    return c.json(errorBody('client_closed', 'The request was not received in full.'), 400);
  }
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.fields, err.reasons), err.status);
  }
  log(err);
  return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
}
