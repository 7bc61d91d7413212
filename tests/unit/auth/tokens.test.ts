import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  signAccessToken,
  verifyAccessToken,
} from '../../../server/auth/tokens.ts';

const key = new TextEncoder().encode('k'.repeat(48));
const claims = { userId: 'u-1', sessionId: 's-1', role: 'admin' as const };
const now = new Date('2025-06-01T09:00:00Z');

describe('access tokens', () => {
  it('are HS256 JWTs that live at most 15 minutes', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const payload = decodeJwt(token);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(payload).toMatchObject({ sub: 'u-1', sid: 's-1', role: 'admin' });
  });

  it('verify within their lifetime and not after', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(await verifyAccessToken(key, token, new Date(now.getTime() + 14 * 60_000))).toEqual(
      claims,
    );
    expect(
      await verifyAccessToken(key, token, new Date(now.getTime() + 15 * 60_000 + 1000)),
    ).toBeNull();
  });

  it('do not verify with another key or when altered', async () => {
    const token = await signAccessToken(key, claims, now);
    expect(
      await verifyAccessToken(new TextEncoder().encode('x'.repeat(48)), token, now),
    ).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), role: 'admin', sub: 'u-2' }),
    ).toString('base64url');
    expect(await verifyAccessToken(key, `${h}.${forged}.${s}`, now)).toBeNull();
    expect(await verifyAccessToken(key, `${h}.${p}`, now)).toBeNull();
    expect(await verifyAccessToken(key, 'not a token', now)).toBeNull();
  });

  it('refuse the none algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = decodeJwt(await signAccessToken(key, claims, now));
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    expect(await verifyAccessToken(key, `${header}.${payload}.`, now)).toBeNull();
  });
});
