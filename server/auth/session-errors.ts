/**
 * Why a refresh token or session cookie no longer signs anyone in, as the client must tell the
 * two apart: a session that lapsed (idle, or past its 12 hours) keeps the device's local copy
 * for the next sign-in; one that was ended (revoked on the Sessions screen, by a sign-out, a
 * password change, a disabled account or a copied token) makes the device delete it.
 */
import { SESSION_ENDED_CODE } from '../../shared/admin/sessions.ts';
import { AppError } from '../errors.ts';
import type { RotateFailure } from './sessions.ts';

export const sessionMessages = {
  expired: 'Your session has ended. Please sign in again.',
  ended:
    'This session was ended, so this device is signed out and its copy of the data deleted. Please sign in again.',
} as const;

export class SessionExpiredError extends AppError {
  constructor() {
    super(401, 'session_expired', sessionMessages.expired);
  }
}

/** The session was ended, not lapsed: the device forgets its local copy (SESSION_ENDED_CODE). */
export class SessionEndedError extends AppError {
  constructor() {
    super(401, SESSION_ENDED_CODE, sessionMessages.ended);
  }
}

/**
 * A refused refresh token: lapsed, or ended (revoked, copied, or unknown: an ended session is
 * deleted a day after it ended).
 */
export function refusedSession(reason: RotateFailure): AppError {
  return reason === 'expired' ? new SessionExpiredError() : new SessionEndedError();
}
