/**
 * Everything the sync engine sends over the network goes through a SyncTransport, so the web
 * build (cookies, with the session refresh) and the desktop app (bearer tokens) share the
 * engine. Implementations throw NetworkError when the server cannot be reached and ApiError
 * when it answers with an error; the engine treats the first as "offline, retry later".
 */

import { SESSION_ENDED_EVENT } from '../../../shared/admin/sessions.ts';
import type { MediaView } from '../../../shared/media.ts';
import type {
  ChangedEvent,
  PullResponse,
  PushRequest,
  PushResponse,
} from '../../../shared/sync/protocol.ts';
import { sessionEndedOnServer, withSession } from '../features/auth/session.ts';
import { ApiError, apiFetch, apiUpload, NetworkError } from '../lib/api.ts';
import { readSse } from './sse.ts';
import type { UploadOutcome } from './uploads.ts';

export interface SyncTransport {
  /**
   * `horizon`: the purge horizon the local copy was made under; `scope`: the role it holds the
   * tables of (protocol.ts `pullQuery`).
   */
  pull(
    since: string,
    limit: number,
    signal: AbortSignal,
    horizon?: string,
    scope?: string,
  ): Promise<PullResponse>;
  push(request: PushRequest, signal: AbortSignal): Promise<PushResponse>;
  /**
   * Uploads a picture kept on the device (uploads.ts) to POST /api/admin/media: its address, or
   * the server's reason for refusing it (not a picture, too large, not the person's role).
   */
  upload?(file: Blob, fileName: string, signal: AbortSignal): Promise<UploadOutcome>;
  /**
   * Listens to GET /api/sync/events until the stream ends (resolves) or fails (rejects), calling
   * `onChanged` for each `changed` event. `onOpen`, when given, is called once the stream is
   * established, so the engine can stop polling and catch up on what it missed meanwhile.
   */
  events(
    onChanged: (event: ChangedEvent) => void,
    signal: AbortSignal,
    onOpen?: () => void,
  ): Promise<void>;
}

const BASE = '/api/sync';

/** Answers that mean this picture will never be taken: not one, too large, not for this role. */
const PICTURE_REFUSED = new Set([400, 403, 413, 415]);

/** The browser's transport: the one fetch wrapper, cookies, a refresh and retry on 401. */
export function createWebTransport(): SyncTransport {
  return {
    pull: (since, limit, signal, horizon, scope) => {
      const query = new URLSearchParams({ since, limit: String(limit) });
      if (horizon) query.set('horizon', horizon);
      if (scope) query.set('scope', scope);
      return withSession(() => apiFetch<PullResponse>(`${BASE}/pull?${query}`, { signal }));
    },
    push: (request, signal) =>
      withSession(() => apiFetch<PushResponse>(`${BASE}/push`, { body: request, signal })),
    upload: async (file, fileName, signal) => {
      const form = new FormData();
      form.set('file', file, fileName);
      try {
        const { media } = await withSession(() =>
          apiUpload<{ media: MediaView }>('/api/admin/media', form, signal),
        );
        return { url: media.url };
      } catch (err) {
        if (err instanceof ApiError && PICTURE_REFUSED.has(err.status)) {
          return { refused: err.fields?.file ?? err.message };
        }
        throw err;
      }
    },
    events: async (onChanged, signal, onOpen) => {
      const response = await withSession(() => openEvents(signal));
      onOpen?.();
      await readChanges(response, onChanged);
    },
  };
}

async function openEvents(signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/events`, {
      headers: { Accept: 'text/event-stream' },
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new NetworkError();
  }
  if (response.status >= 502) throw new NetworkError(`The server answered ${response.status}.`);
  if (!response.ok || !response.body) {
    // Same error shape as apiFetch, so withSession refreshes on 401.
    await response.body?.cancel();
    throw new ApiError(response.status, 'events_failed', response.statusText || 'Events failed.');
  }
  return response;
}

/** Reads a `text/event-stream` response, passing each `changed` event on. */
export async function readChanges(
  response: Response,
  onChanged: (event: ChangedEvent) => void,
): Promise<void> {
  if (!response.body) return;
  try {
    await readSse(response.body, (message) => {
      // This session was ended on the server: sign out and delete the local copy at once.
      if (message.event === SESSION_ENDED_EVENT) void sessionEndedOnServer();
      if (message.event !== 'changed') return;
      const event = parseChanged(message.data);
      if (event) onChanged(event);
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    // The connection dropped mid-stream.
    throw new NetworkError();
  }
}

function parseChanged(data: string): ChangedEvent | null {
  try {
    const value = JSON.parse(data) as { version?: unknown };
    return typeof value.version === 'string' && /^\d+$/.test(value.version)
      ? { version: value.version }
      : null;
  } catch {
    return null;
  }
}
