/**
 * A SyncTransport for the browser's sync engine that calls the real application in-process
 * (app.request) with a bearer token, as the desktop app will; with switches for the network
 * failures the engine must survive.
 */
import type { App } from '../../server/app.ts';
import type { PullResponse, PushResponse } from '../../shared/sync/protocol.ts';
import { ApiError, NetworkError } from '../../web/src/lib/api.ts';
import { readChanges, type SyncTransport } from '../../web/src/sync/transport.ts';

export interface AdminTransport extends SyncTransport {
  /** Every request fails as if the network were down. */
  offline: boolean;
  /** The next push is sent twice (a resent batch); the engine sees the second answer. */
  duplicateNextPush: boolean;
  /** The next push reaches the server, but its answer is lost. */
  loseNextAnswer: boolean;
  /** Back online, no failures armed. */
  reset(): void;
  /** The bearer token sent (a new one after signing in again). */
  accessToken: string;
}

export interface AdminTransportOptions {
  /** Listen to the real GET /api/sync/events; without it the test decides when clients sync. */
  events?: boolean;
}

export function adminTransport(
  app: App,
  accessToken: string,
  options: AdminTransportOptions = {},
): AdminTransport {
  async function send<T>(path: string, init: RequestInit = {}): Promise<T> {
    const headers = { authorization: `Bearer ${transport.accessToken}` };
    const res = await app.request(path, { ...init, headers: { ...headers, ...init.headers } });
    const body = (await res.json().catch(() => undefined)) as
      | { error?: { code?: string; message?: string } }
      | undefined;
    if (!res.ok) {
      throw new ApiError(res.status, body?.error?.code ?? 'http_error', body?.error?.message ?? '');
    }
    return body as T;
  }
  const transport: AdminTransport = {
    offline: false,
    duplicateNextPush: false,
    loseNextAnswer: false,
    accessToken,
    reset() {
      transport.offline = false;
      transport.duplicateNextPush = false;
      transport.loseNextAnswer = false;
    },
    async pull(since, limit, _signal, horizon, scope) {
      if (transport.offline) throw new NetworkError();
      const query = {
        since,
        limit: String(limit),
        ...(horizon ? { horizon } : {}),
        ...(scope ? { scope } : {}),
      };
      return send<PullResponse>(`/api/sync/pull?${new URLSearchParams(query)}`);
    },
    async push(request) {
      if (transport.offline) throw new NetworkError();
      const post = () =>
        send<PushResponse>('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
      let answer = await post();
      if (transport.duplicateNextPush) {
        transport.duplicateNextPush = false;
        answer = await post();
      }
      if (transport.loseNextAnswer) {
        transport.loseNextAnswer = false;
        throw new NetworkError();
      }
      return answer;
    },
    events: async (onChanged, signal, onOpen) => {
      if (!options.events) {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        return;
      }
      if (transport.offline) throw new NetworkError();
      const res = await app.request('/api/sync/events', {
        headers: { authorization: `Bearer ${transport.accessToken}` },
        signal,
      });
      if (!res.ok) throw new ApiError(res.status, 'events_failed', res.statusText);
      // In-process there is no socket to close: cancelling the body ends the stream.
      signal.addEventListener('abort', () => void res.body?.cancel().catch(() => {}));
      onOpen?.();
      await readChanges(res, onChanged).catch((err: unknown) => {
        if (!signal.aborted) throw err;
      });
    },
  };
  return transport;
}
