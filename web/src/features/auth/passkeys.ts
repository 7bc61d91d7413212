/**
 * Passkeys in the browser (@simplewebauthn/browser): signing in with one, and adding one to the
 * signed-in account. The desktop app's pages (app://) have no domain a passkey could belong to,
 * so there it signs in with an authenticator app's code instead.
 */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import type { PasskeySummary } from '../../../../shared/account/two-factor.ts';
import { apiFetch } from '../../lib/api.ts';
import { desktopBridge, type SessionUser, signedIn, withSession } from './session.ts';

export function passkeysAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    desktopBridge() === null &&
    window.isSecureContext &&
    browserSupportsWebAuthn()
  );
}

/** Signs in with a passkey of this site chosen on the device (no address or password typed). */
export async function signInWithPasskey(): Promise<SessionUser> {
  const optionsJSON = await apiFetch<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/options',
    { method: 'POST', body: {} },
  );
  const response = await startAuthentication({ optionsJSON });
  return signedIn(await apiFetch<unknown>('/api/auth/passkey/sign-in', { body: { response } }));
}

/** Makes a passkey on this device for the signed-in account, under `name`. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const optionsJSON = await withSession(() =>
    apiFetch<PublicKeyCredentialCreationOptionsJSON>('/api/auth/two-factor/passkeys/options', {
      method: 'POST',
      body: {},
    }),
  );
  const response = await startRegistration({ optionsJSON });
  const { passkey } = await withSession(() =>
    apiFetch<{ passkey: PasskeySummary }>('/api/auth/two-factor/passkeys', {
      body: { name, response },
    }),
  );
  return passkey;
}
