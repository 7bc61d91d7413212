import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  verifyDummy,
  verifyPassword,
} from '../../../server/auth/password.ts';

describe('password hashing', () => {
  it('stores the parameters and a per-password salt in the hash', async () => {
    const a = await hashPassword('Granite-Harbour-Lantern-42');
    const b = await hashPassword('Granite-Harbour-Lantern-42');
    expect(a).toMatch(/^scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Granite');
  });

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Granite-Harbour-Lantern-42');
    expect(await verifyPassword('Granite-Harbour-Lantern-42', hash)).toBe(true);
    expect(await verifyPassword('granite-harbour-lantern-42', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats Unicode spellings of the same password alike (NFC)', async () => {
    const hash = await hashPassword('Tõnu-Õun-Ämber-Küünal');
    expect(await verifyPassword('To\u0303nu-O\u0303un-A\u0308mber-Ku\u0308u\u0308nal', hash)).toBe(
      true,
    );
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$ln=99,r=8,p=1$aaaa$bbbb')).toBe(false);
  });

  it('verifies hashes made with older parameters and asks for a rehash', async () => {
    const current = await hashPassword('Granite-Harbour-Lantern-42');
    expect(needsRehash(current)).toBe(false);
    const older = current.replace('ln=15,r=8,p=3', 'ln=14,r=8,p=1');
    expect(needsRehash(older)).toBe(true);
  });

  it('has a dummy verification for unknown accounts that never succeeds', async () => {
    expect(await verifyDummy('Granite-Harbour-Lantern-42')).toBe(false);
  });
});
