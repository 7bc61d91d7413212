import type { Context } from 'hono';
import type { AuthEnv } from '../auth/access.ts';
import type { Actor } from '../services/admin/mutations.ts';
import { clientIp } from './client-ip.ts';

/** The signed-in staff member making a change, as the audit log records them, and their role. */
export function actorOf(c: Context<AuthEnv>, trustProxy: boolean): Actor {
  const user = c.get('user');
  return { id: user.id, email: user.email, ip: clientIp(c, trustProxy), role: user.role };
}
