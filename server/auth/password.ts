import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hashing } from './hash-limiter.ts';

/**
 * scrypt hashes in the form `scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64url). The parameters
 * travel with each hash, so they can be raised later without breaking stored passwords; a
 * sign-in with an older hash rehashes it (see `needsRehash`).
 * Cost: N=2^15, r=8, p=3 is one of OWASP's equivalent scrypt settings (32 MiB per hash).
 */
const CURRENT = { ln: 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface Params {
  ln: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node's default limit (32 MiB) is just below what N·r needs; allow twice the need.
    maxmem: 256 * N * params.r,
  };
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, CURRENT);
  return `scrypt$ln=${CURRENT.ln},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return null;
  const match = /^ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.p < 1) return null;
  const salt = Buffer.from(parts[2] ?? '', 'base64url');
  const key = Buffer.from(parts[3] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { params, salt, key };
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Still spend the time, so a broken row is not distinguishable by timing.
    await verifyDummy(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.ln !== CURRENT.ln ||
    parsed.params.r !== CURRENT.r ||
    parsed.params.p !== CURRENT.p
  );
}

/** Made when the module loads, so even the first unknown-email sign-in costs one hash. */
let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * Runs a full verification against a hash of a random password, so that signing in with an
 * unknown email takes as long as signing in with a wrong password.
 */
export async function verifyDummy(password: string): Promise<false> {
  const stored = await dummyHash();
  const parsed = parse(stored);
  if (parsed) {
    const key = await derive(password, parsed.salt, parsed.params);
    timingSafeEqual(key, parsed.key);
  }
  return false;
}

// Warm the dummy hash at start-up (failures surface on first use instead).
dummyHash().catch(() => {
  dummy = undefined;
});
