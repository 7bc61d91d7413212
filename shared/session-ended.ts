/**
 * A session ended on the server (on the Sessions screen, by signing out elsewhere, a password
 * change or a disabled account), as opposed to one that only lapsed: the 401 code of the session
 * and refresh endpoints, and the events stream's `ended` event. A device told so signs out and
 * deletes its local copy, changes it had not sent included: ending a session is what one does
 * for a lost phone.
 */
export const SESSION_ENDED_CODE = 'session_ended';
export const SESSION_ENDED_EVENT = 'ended';
