import { randomUUID } from 'node:crypto';
import type { Mutation, MutationResult } from '../../../shared/sync/protocol.ts';
import { cookieHeader } from '../../../tests/integration/auth-fixtures.ts';
import { ADMIN, PER_PUSH, PUSH_CLIENTS, REQUEST_TIMEOUT_MS, sleep } from './common.ts';

/** The SIGKILL scenario's clients: an admin session and the loops pushing `contact.assign`. */

/** The back office as the browser talks to it: session cookies and its own Origin. */
export class AdminSession {
  cookie = '';
  private signingIn: Promise<void> | undefined;
  signIns = 0;

  constructor(readonly url: string) {}

  headers(): Record<string, string> {
    return { origin: this.url, cookie: this.cookie, 'content-type': 'application/json' };
  }

  /** One sign-in at a time: both push clients may meet the same expired session. */
  signIn(): Promise<void> {
    this.signingIn ??= (async () => {
      try {
        const res = await fetch(`${this.url}/api/auth/login`, {
          method: 'POST',
          headers: { origin: this.url, 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
        this.cookie = cookieHeader(res);
        this.signIns++;
      } finally {
        this.signingIn = undefined;
      }
    })();
    return this.signingIn;
  }
}

export interface Tracked {
  mutation: Mutation;
  /** When a push carrying it first went unanswered (its answer lost in flight), if one did. */
  lostAt?: number;
  /** How many times it was resent. */
  resends: number;
  /** The answer, once a push carrying it was answered. */
  result?: MutationResult;
}

interface PushStats {
  /** Push requests made, first sends and resends. */
  sent: number;
  /** Answered 200 (results for every mutation). */
  answered: number;
  /** Sent to a running server but no answer came back: reset by the kill, or timed out. */
  lost: number;
  /** Connections refused while no server was listening (nothing was sent). */
  connectionRefused: number;
  /** Answered, but not 200 (401 after a restart, 503, …), by status. */
  refused: Map<number, number>;
  /** Push requests that carried mutations sent before. */
  resent: number;
}

/** Whether fetch failed because nothing listened on the port (nothing reached a server). */
function connectionRefused(err: unknown): boolean {
  return (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
}

/** PUSH_CLIENTS loops pushing `contact.assign` changes, each resending until answered. */
export function startPushStream(session: AdminSession, leads: string[]) {
  const tracked: Tracked[] = [];
  const answeredAt: number[] = [];
  const stats: PushStats = {
    sent: 0,
    answered: 0,
    lost: 0,
    connectionRefused: 0,
    refused: new Map(),
    resent: 0,
  };
  let running = true;
  let seq = 0;

  /** One push request: its results, or the HTTP status / 'refused' / 'lost' when there are none. */
  async function pushOnce(
    mutations: Mutation[],
  ): Promise<MutationResult[] | number | 'refused' | 'lost'> {
    try {
      const res = await fetch(`${session.url}/api/sync/push`, {
        method: 'POST',
        headers: session.headers(),
        body: JSON.stringify({ mutations }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        return res.status;
      }
      // Read inside the try: a kill can cut the answer off after its status line.
      return ((await res.json()) as { results: MutationResult[] }).results;
    } catch (err) {
      return connectionRefused(err) ? 'refused' : 'lost';
    }
  }

  async function pushUntilAnswered(batch: Tracked[]): Promise<void> {
    const firstSentAt = new Date().toISOString();
    for (let attempt = 0; ; attempt++) {
      // A resend says when the change was first sent (protocol.ts, resentFrom); same ids.
      const mutations = batch.map((t) =>
        attempt === 0 ? t.mutation : { ...t.mutation, resentFrom: firstSentAt },
      );
      stats.sent++;
      if (attempt > 0) {
        stats.resent++;
        for (const t of batch) t.resends++;
      }
      const answer = await pushOnce(mutations);
      if (Array.isArray(answer)) {
        batch.forEach((t, i) => {
          t.result = answer[i];
        });
        stats.answered++;
        answeredAt.push(Date.now());
        return;
      }
      if (answer === 'lost') {
        stats.lost++;
        for (const t of batch) t.lostAt ??= Date.now();
      } else if (answer === 'refused') {
        stats.connectionRefused++;
      } else {
        stats.refused.set(answer, (stats.refused.get(answer) ?? 0) + 1);
        // A restart may have ended the session: sign in again, as the back office does.
        if (answer === 401) await session.signIn().catch(() => {});
      }
      await sleep(100);
    }
  }

  const loops = Array.from({ length: PUSH_CLIENTS }, async (_, client) => {
    // Each client edits its own leads, so the last change it made to a lead is the lead's state.
    const mine = leads.filter((_, i) => i % PUSH_CLIENTS === client);
    let next = 0;
    while (running) {
      const batch = Array.from({ length: PER_PUSH }, (): Tracked => {
        const id = mine[next++ % mine.length] as string;
        // A new assignee every time: every change changes the row, so each leaves an audit entry.
        const assignedTo = `owner-${client}-${seq++}@firma.ee`;
        return {
          mutation: { id: randomUUID(), name: 'contact.assign', args: { id, assignedTo } },
          resends: 0,
        };
      });
      tracked.push(...batch);
      await pushUntilAnswered(batch);
    }
  });

  return {
    tracked,
    stats,
    firstAnswerSince: (since: number) => answeredAt.find((t) => t >= since),
    /** Stops making changes; pushes under way still resend until answered. */
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
