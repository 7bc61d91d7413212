/**
 * The one way the browser talks to the API: JSON in and out, errors in the server's shape
 * ({ error: { code, message, fields?, reasons? } }) turned into ApiError, network failures into
 * NetworkError (so callers can queue the request for later).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Stable codes for some of `fields` (e.g. the password policy's `too_short`). */
  readonly reasons: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfter?: number,
    reasons?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reasons = reasons;
    this.retryAfterSeconds = retryAfter;
  }
}

export class NetworkError extends Error {
  constructor(message = 'The network is unavailable.') {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (
      data as
        | {
            error?: {
              code?: string;
              message?: string;
              fields?: Record<string, string>;
              reasons?: Record<string, string>;
            };
          }
        | undefined
    )?.error;
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    // A gateway or server that is down answers without our error shape: treat like the network.
    if (!error && response.status >= 502)
      throw new NetworkError(`The server answered ${response.status}.`);
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.fields,
      retryAfter,
      error?.reasons,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
