/**
 * A cheap "something is waiting in the outbox" flag in localStorage, so a page load only imports
 * Dexie (kept out of the first-load bundle) when there is something to send or to report.
 * Absent in the service worker, which always opens the outbox when the `sync` event fires.
 */
const FLAG = 'outbox:pending';

export const OUTBOX_SYNC_TAG = 'lumen-outbox';
/** The service worker's message to open pages after it drained the outbox. */
export const OUTBOX_DRAINED = 'outbox-drained';

interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): FlagStorage | undefined {
  try {
    // Looked up on globalThis: this module is also part of the service worker, which has none.
    return (globalThis as { localStorage?: FlagStorage }).localStorage;
  } catch {
    return undefined; // Blocked storage (privacy settings) behaves as "nothing pending".
  }
}

export function hasPendingFlag(): boolean {
  return storage()?.getItem(FLAG) === '1';
}

export function setPendingFlag(pending: boolean): void {
  const s = storage();
  if (!s) return;
  if (pending) s.setItem(FLAG, '1');
  else s.removeItem(FLAG);
}
