/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a signed-in person adds one to their
 * account; then they sign in with it alone, no password (a passkey that verified its user is
 * something they have and something they know or are). The relying party is this site's public
 * origin (PUBLIC_ORIGIN). Challenges are kept in the database, used once, for five minutes.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Sql } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { NotFoundError, RateLimitError, ValidationError } from '../errors.ts';
import { recordAudit } from '../services/audit.ts';
import { hitRateLimit } from '../services/rate-limit.ts';
import { findUserById } from '../services/users.ts';
import type { Client } from './sessions.ts';
import {
  InvalidCredentialsError,
  IP_FAILURES,
  openSession,
  type SignedIn,
  signInMessages,
} from './sign-in.ts';
import { auditOwn } from './two-factor.ts';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const RP_NAME = 'Lumen Legal';

export const passkeyMessages = {
  failed: 'The passkey could not be checked. Please try again.',
  expired: 'This passkey request has expired. Please try again.',
  notFound: 'Passkey not found.',
} as const;

type Deps = Pick<AppDeps, 'sql' | 'config' | 'clock' | 'background'>;

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function relyingParty(config: Deps['config']): { rpID: string; origin: string } {
  return { rpID: new URL(config.publicOrigin).hostname, origin: config.publicOrigin };
}

/** The challenge a response was made for, read from its client data (checked by the verifier). */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const json = Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8');
    const challenge = (JSON.parse(json) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}

/** Takes a stored challenge (once); false when it is unknown, used or expired. */
async function takeChallenge(
  sql: Sql,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
  now: Date,
): Promise<boolean> {
  await sql`delete from webauthn_challenges where expires_at <= ${now}`;
  const [row] = await sql`
    delete from webauthn_challenges
    where challenge = ${challenge} and purpose = ${purpose} and expires_at > ${now}
      and user_id is not distinct from ${userId}
    returning challenge`;
  return row !== undefined;
}

async function keepChallenge(
  sql: Sql,
  challenge: string,
  purpose: 'register' | 'sign_in',
  userId: string | null,
  now: Date,
): Promise<void> {
  await sql`insert into webauthn_challenges (challenge, user_id, purpose, expires_at)
    values (${challenge}, ${userId}, ${purpose}, ${new Date(now.getTime() + CHALLENGE_TTL_MS)})`;
}

export async function listPasskeys(sql: Sql, userId: string): Promise<PasskeyView[]> {
  const rows = await sql<
    { id: string; name: string; created_at: Date; last_used_at: Date | null }[]
  >`
    select id, name, created_at, last_used_at from passkeys where user_id = ${userId}
    order by created_at`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at?.toISOString() ?? null,
  }));
}

/** What the browser needs to make a passkey for this account (not one it already has). */
export async function registrationOptions(
  deps: Deps,
  user: { id: string; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await deps.sql<{ credential_id: string; transports: string[] }[]>`
    select credential_id, transports from passkeys where user_id = ${user.id}`;
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps.config).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: p.transports as AuthenticatorTransport[],
    })),
    // Discoverable, so it signs in without the address being typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(deps.sql, options.challenge, 'register', user.id, deps.clock.now());
  return options;
}

/** Checks the browser's new passkey and keeps it. */
export async function addPasskey(
  deps: Deps,
  user: { id: string; email: string },
  response: RegistrationResponseJSON,
  name: string,
  ip: string | null,
): Promise<PasskeyView> {
  const now = deps.clock.now();
  const challenge = challengeOf(response);
  if (!(await takeChallenge(deps.sql, challenge, 'register', user.id, now))) {
    throw new ValidationError({ passkey: passkeyMessages.expired });
  }
  const { rpID, origin } = relyingParty(deps.config);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new ValidationError({ passkey: passkeyMessages.failed });
  const { credential } = verified.registrationInfo;
  return deps.sql.begin(async (tx) => {
    const [row] = await tx<{ id: string; created_at: Date }[]>`
      insert into passkeys (user_id, credential_id, public_key, counter, transports, name,
        created_at)
      values (${user.id}, ${credential.id}, ${Buffer.from(credential.publicKey)},
        ${credential.counter}, ${credential.transports ?? []}, ${name}, ${now})
      returning id, created_at`;
    if (!row) throw new Error('The passkey was not saved.');
    await auditOwn(tx, 'auth.passkey_added', user, ip, now, { name });
    return { id: row.id, name, createdAt: row.created_at.toISOString(), lastUsedAt: null };
  });
}

export async function removePasskey(
  deps: Deps,
  user: { id: string; email: string },
  id: string,
  ip: string | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.sql.begin(async (tx) => {
    const [row] = await tx<{ name: string }[]>`
      delete from passkeys
      where id::text = ${id} and user_id = ${user.id}
      returning name`;
    if (!row) throw new NotFoundError(passkeyMessages.notFound);
    await auditOwn(tx, 'auth.passkey_removed', user, ip, now, { name: row.name });
  });
}

/** A challenge for signing in with a passkey (any of this site's, chosen on the device). */
export async function signInOptions(deps: Deps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    userVerification: 'required',
  });
  await keepChallenge(deps.sql, options.challenge, 'sign_in', null, deps.clock.now());
  return options;
}

/**
 * Signs in with a passkey alone. Failures count against the caller's address as failed
 * sign-ins do, and are audited; a disabled account cannot sign in.
 */
export async function signInWithPasskey(
  deps: Deps,
  input: {
    response: AuthenticationResponseJSON;
    client: Client;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<SignedIn> {
  const { sql } = deps;
  const now = deps.clock.now();
  const ipRule = { key: `login:ip:${input.ip ?? 'unknown'}`, ...IP_FAILURES };
  const fail = async (reason: string, userId: string | null = null): Promise<never> => {
    const hit = await hitRateLimit(sql, ipRule, now);
    await recordAudit(
      sql,
      {
        action: 'auth.login_failed',
        actorId: userId,
        ip: input.ip,
        details: { reason, client: input.client, method: 'passkey' },
      },
      now,
    );
    if (!hit.allowed) throw new RateLimitError(hit.retryAfterSeconds, signInMessages.tooMany);
    throw new InvalidCredentialsError();
  };
  const challenge = challengeOf(input.response);
  if (!(await takeChallenge(sql, challenge, 'sign_in', null, now))) {
    return fail('passkey_challenge');
  }
  const [key] = await sql<
    { id: string; user_id: string; public_key: Buffer; counter: string; transports: string[] }[]
  >`select id, user_id, public_key, counter::text, transports from passkeys
    where credential_id = ${input.response.id}`;
  if (!key) return fail('unknown_passkey');
  const user = await findUserById(sql, key.user_id);
  if (!user || user.disabledAt) return fail('disabled', key.user_id);
  const { rpID, origin } = relyingParty(deps.config);
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: input.response.id,
      publicKey: new Uint8Array(key.public_key),
      counter: Number(key.counter),
      transports: key.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verified?.verified) return fail('passkey_invalid', user.id);
  return openSession(deps, user, input, 'passkey', async (tx) => {
    await tx`update passkeys set counter = ${verified.authenticationInfo.newCounter},
      last_used_at = ${now} where id = ${key.id}`;
  });
}
