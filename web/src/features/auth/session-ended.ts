/**
 * A session ended on the server (SESSION_ENDED_CODE, see isSessionEnded in errors.ts): unlike
 * one that only lapsed, the device must not keep the data. It signs out and deletes its local
 * copy, as a sign-out does, and changes it had not sent are lost. It learns so over its events
 * stream at once, or at its first contact if it was offline (a refused refresh or session check);
 * the desktop app runs this same code in its window. Loaded only once a session is found ended
 * (or by the back office), so the sign-in pages do not carry it.
 */
import { forgetSession, readCachedSession } from './session-cache.ts';

type Listener = () => void | Promise<void>;
const listeners = new Set<Listener>();

/**
 * `listener` runs when the session is found ended, before the local copy is deleted: the admin
 * frame stops its sync engine there (so nothing opens the database again) and leaves for the
 * sign-in. Returns the unsubscribe function.
 */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let ending: Promise<void> | null = null;

const NOTICE = 'lumen-session-ended';

/** Whether this tab was signed out because its session was ended (the sign-in page says so). */
export function sessionEndedNotice(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(NOTICE) === '1';
  } catch {
    return false;
  }
}

/** The sign-in page has said it: a later sign-out is an ordinary one. */
export function clearSessionEndedNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Forgets the session here and deletes the local copies of the user it belonged to (every
 * role's). `signOutApp`: the desktop app's main process forgets its tokens too. Runs once however
 * many requests find the session ended at the same moment.
 */
export function endLocalSession(signOutApp?: () => Promise<void>): Promise<void> {
  ending ??= (async () => {
    const cached = readCachedSession();
    forgetSession();
    // Signed out in another tab of this browser already (the cache is shared): no news to tell.
    if (cached) {
      try {
        sessionStorage.setItem(NOTICE, '1');
      } catch {
        // Without storage the sign-in page simply does not say why.
      }
    }
    await Promise.all(
      [...listeners].map((listener) => Promise.resolve(listener()).catch(() => {})),
    );
    await signOutApp?.().catch(() => undefined);
    if (!cached) return;
    try {
      const { deleteLocalCopies } = await import('./local-copies.ts');
      await deleteLocalCopies(cached.user.id);
    } catch {
      // The copy stays until the next sign-out or sign-in of this user, which deletes or reuses it.
    }
  })().finally(() => {
    ending = null;
  });
  return ending;
}
