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

/**
 * The server's own words for a failure, when it sent them (its error body's message, written for
 * the person): never a status line, a gateway's page or the browser's error, which are not.
 */
export function messageFromServer(error: unknown): string | undefined {
  return (error instanceof ApiError && error.code !== 'http_error' && error.message) || undefined;
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
  const response = await send(path, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? null : JSON.stringify(request.body),
    credentials: 'same-origin',
    signal: request.signal ?? null,
  });
  const data = await bodyOf(response);
  if (!response.ok) throw failureOf(response, data);
  return data as T;
}

/** `fetch`, where not reaching the server is a NetworkError (an abort stays an abort). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? safeJson(text) : undefined;
}

/** An answer that is not OK, as the error callers handle: ApiError, or NetworkError for a gateway. */
function failureOf(response: Response, data: unknown): ApiError | NetworkError {
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
    return new NetworkError(`The server answered ${response.status}.`);
  return new ApiError(
    response.status,
    error?.code ?? 'http_error',
    error?.message ?? response.statusText,
    error?.fields,
    retryAfter,
    error?.reasons,
  );
}

/**
 * A file the API sends (an export), with the name the server gives it. Errors as `apiFetch`;
 * a request that cannot reach the server is a NetworkError.
 */
export async function apiDownload(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, { credentials: 'same-origin', signal: signal ?? null });
  if (!response.ok) throw failureOf(response, await bodyOf(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a file (a form with it) and reads the JSON answer; errors as `apiFetch`. */
export async function apiUpload<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  const response = await send(path, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  const data = await bodyOf(response);
  if (!response.ok) throw failureOf(response, data);
  return data as T;
}

/** What an upload reports while it goes: the share of the file sent, then that the server has it. */
export interface UploadProgress {
  onProgress?(fraction: number): void;
  /** Every byte is sent: the server is now working on it (a picture's sizes being made). */
  onSent?(): void;
}

/**
 * `apiUpload` that reports its progress. XMLHttpRequest, as fetch says nothing of a request's
 * body going up; answers and errors as `apiFetch`.
 */
export function apiUploadWithProgress<T>(
  path: string,
  form: FormData,
  progress: UploadProgress,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) progress.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => progress.onSent?.();
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const retryAfter = xhr.getResponseHeader('Retry-After');
      const response = new Response(null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: retryAfter ? { 'Retry-After': retryAfter } : {},
      });
      reject(failureOf(response, data));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
