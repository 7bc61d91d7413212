import type { Messages } from '../../../../shared/i18n/index.ts';
import { SESSION_ENDED_CODE } from '../../../../shared/session-ended.ts';
import { ApiError, messageFromServer } from '../../lib/api.ts';

type AuthTexts = Messages['auth'];

/**
 * What the back office's sign-in shows for a failed request (English only): the server's own
 * message when it sent one, else the screen's fallback. The public screens use the functions
 * below, which pick catalogue texts in the page's language by the server's error code.
 */
export function serverMessage(err: unknown, fallback: string): string {
  return messageFromServer(err) ?? fallback;
}

/**
 * A failed sign-in on the partner page (POST /api/auth/login): the texts of the no-JavaScript
 * sign-in for the same failure (server/auth/sign-in-form.ts), else the unexpected-error text.
 * The page checks for empty fields itself, so a 400 means an address or password the server
 * cannot accept: the same answer as wrong credentials.
 */
export function signInErrorText(err: unknown, t: AuthTexts['partnerLogin']): string {
  switch (err instanceof ApiError ? err.code : null) {
    case 'invalid_credentials':
    case 'validation_failed':
      return t.invalidCredentials;
    case 'rate_limited':
      return t.tooManyAttempts;
    default:
      return t.unexpected;
  }
}

/**
 * A failed request for a reset link (POST /api/auth/password-reset): the server answers alike
 * for every address, so only an address it cannot read and its rate limit are told apart.
 */
export function resetRequestErrorText(err: unknown, t: AuthTexts['forgotPassword']): string {
  switch (err instanceof ApiError ? err.code : null) {
    case 'validation_failed':
      return t.invalidEmail;
    case 'rate_limited':
      return t.tooManyRequests;
    default:
      return t.unexpected;
  }
}

/** The password policy's reasons (server/auth/password-policy.ts) and their catalogue keys. */
const POLICY_TEXT: Record<string, keyof AuthTexts['passwordPolicy']> = {
  required: 'required',
  too_short: 'tooShort',
  too_long: 'tooLong',
  common: 'common',
};

/**
 * A refused new password (POST /api/auth/password-reset/confirm): a spent, expired or unknown
 * link, or the policy's reason for the password (sent beside the English field message).
 */
export function resetConfirmErrorText(err: unknown, t: AuthTexts): string {
  if (!(err instanceof ApiError)) return t.resetPassword.unexpected;
  if (err.code === 'invalid_token') return t.resetPassword.invalidToken;
  if (err.code === 'validation_failed') {
    // A token the server cannot even read is as useless as an expired one.
    if (err.fields?.token) return t.resetPassword.invalidToken;
    const reason = err.reasons?.password;
    const key = reason && Object.hasOwn(POLICY_TEXT, reason) ? POLICY_TEXT[reason] : undefined;
    if (key) return t.passwordPolicy[key];
  }
  return t.resetPassword.unexpected;
}

/**
 * A session ended on the server (SESSION_ENDED_CODE): someone pressed End session for this
 * device (a lost phone, say), signed it out elsewhere, changed the password or disabled the
 * account. What follows is in session-ended.ts.
 */
export function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && err.code === SESSION_ENDED_CODE;
}
