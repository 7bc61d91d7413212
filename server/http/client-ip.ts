import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The visitor's address. X-Forwarded-For is believed only when a trusted proxy is configured,
 * and then only its last entry (the one our proxy appended), so clients cannot forge it.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last && isIp(last)) return last;
  }
  try {
    const address = getConnInfo(c).remote.address;
    return address && isIp(address) ? address.replace(/^::ffff:/, '') : null;
  } catch {
    // app.request() in tests has no socket.
    return null;
  }
}

function isIp(value: string): boolean {
  return /^[0-9a-f:.]+$/i.test(value) && value.length <= 45;
}
