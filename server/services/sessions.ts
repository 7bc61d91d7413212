/**
 * The Sessions screen's data: a person's live sessions (one per sign-in: a refresh-token family
 * whose newest token is neither rotated nor revoked, and not expired) and ending one. Ending a
 * session takes effect on its next request, as every request checks its session
 * (auth/access.ts).
 */
import { deviceOf, type SessionView } from '../../shared/admin/sessions.ts';
import { revokeFamily, SESSION_IDLE_MS } from '../auth/sessions.ts';
import type { Sql } from '../db/client.ts';
import { NotFoundError } from '../errors.ts';
import type { Actor } from './admin/mutations.ts';
import { recordAudit } from './audit.ts';

export const SESSION_NOT_FOUND = 'This session has ended already.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listSessions(
  sql: Sql,
  userId: string,
  currentId: string | null,
  now: Date,
): Promise<SessionView[]> {
  // An address that names no account has no sessions (and is no query for the database).
  if (!UUID.test(userId)) return [];
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const rows = await sql<
    {
      family_id: string;
      client: 'browser' | 'desktop';
      user_agent: string | null;
      ip: string | null;
      signed_in_at: Date;
      last_used_at: Date;
    }[]
  >`
    select s.family_id, s.client, s.user_agent, host(s.ip_address) as ip, s.last_used_at,
      (select min(f.created_at) from sessions f where f.family_id = s.family_id) as signed_in_at
      from sessions s
     where s.user_id = ${userId} and s.revoked_at is null and s.rotated_at is null
       and s.expires_at > ${now} and s.last_used_at > ${idleSince}
     order by s.last_used_at desc`;
  return rows.map((r) => ({
    id: r.family_id,
    client: r.client,
    ...deviceOf(r.user_agent),
    ip: r.ip,
    signedInAt: r.signed_in_at.toISOString(),
    lastUsedAt: r.last_used_at.toISOString(),
    current: r.family_id === currentId,
  }));
}

/**
 * Ends one of `userId`'s sessions (its owner, or an administrator for anyone's); audited as
 * auth.session_ended with who ended it. 404 when there is no such live session.
 */
export async function endSession(
  sql: Sql,
  actor: Actor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const live = await listSessions(sql, userId, null, now);
  if (!live.some((s) => s.id === sessionId)) throw new NotFoundError(SESSION_NOT_FOUND);
  await sql.begin(async (tx) => {
    await revokeFamily(tx, sessionId, now);
    await recordAudit(
      tx,
      {
        action: 'auth.session_ended',
        actorId: actor.id,
        actorEmail: actor.email,
        entity: 'user',
        entityId: userId,
        ip: actor.ip,
      },
      now,
    );
  });
}
