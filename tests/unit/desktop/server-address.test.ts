import { describe, expect, it, vi } from 'vitest';
import {
  checkServer,
  type FetchLike,
  serverMessages,
  validateServerAddress,
} from '../../../desktop/server-address.ts';

describe('server address', () => {
  it('requires https and keeps only the origin', () => {
    expect(validateServerAddress(' https://admin.example.ee/admin?x=1#y ')).toEqual({
      ok: true,
      origin: 'https://admin.example.ee',
    });
    expect(validateServerAddress('http://admin.example.ee')).toEqual({
      ok: false,
      message: serverMessages.https,
    });
  });

  it('allows http on this computer only', () => {
    for (const address of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(validateServerAddress(address).ok, address).toBe(true);
    }
    expect(validateServerAddress('http://192.168.1.5:3000').ok).toBe(false);
    expect(validateServerAddress('http://localhost.evil.example').ok).toBe(false);
  });

  it('refuses other schemes, credentials and nonsense', () => {
    expect(validateServerAddress('')).toEqual({ ok: false, message: serverMessages.empty });
    expect(validateServerAddress('admin.example.ee')).toEqual({
      ok: false,
      message: serverMessages.invalid,
    });
    expect(validateServerAddress('ftp://admin.example.ee').ok).toBe(false);
    expect(validateServerAddress('file:///etc').ok).toBe(false);
    expect(validateServerAddress('https://u:p@admin.example.ee')).toEqual({
      ok: false,
      message: serverMessages.credentials,
    });
  });
});

describe('health check', () => {
  const answering = (status: number, body: unknown): FetchLike =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('accepts a server answering 200 {"status":"ok"} at /api/health', async () => {
    const fetch = answering(200, { status: 'ok' });
    expect(await checkServer('https://admin.example.ee/anything', fetch)).toEqual({
      ok: true,
      origin: 'https://admin.example.ee',
    });
    expect(fetch).toHaveBeenCalledWith('https://admin.example.ee/api/health', expect.anything());
  });

  it('refuses any other answer', async () => {
    for (const fetch of [
      answering(503, { status: 'ok' }),
      answering(200, { status: 'starting' }),
      answering(200, 'ok'),
      vi.fn(async () => new Response('<html>', { status: 200 })),
    ]) {
      expect(await checkServer('https://admin.example.ee', fetch)).toEqual({
        ok: false,
        message: serverMessages.notHealthy,
      });
    }
  });

  it('says when the server cannot be reached', async () => {
    const fetch: FetchLike = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checkServer('https://admin.example.ee', fetch)).toEqual({
      ok: false,
      message: serverMessages.unreachable,
    });
  });

  it('never asks a server whose address is refused', async () => {
    const fetch = answering(200, { status: 'ok' });
    expect((await checkServer('http://example.com', fetch)).ok).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
