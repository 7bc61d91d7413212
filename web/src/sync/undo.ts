/**
 * The Undo offered after a single change (mutate.ts UndoOffer): the latest one, for a screen to
 * show. A newer change replaces the offer; taking it or letting it go clears it.
 */
import type { UndoOffer } from './mutate.ts';

export interface UndoStore {
  current(): UndoOffer | null;
  offer(offer: UndoOffer): void;
  /** Clears the offer, when it is still this one (a newer change may have replaced it). */
  clear(changeId: string): void;
  subscribe(listener: () => void): () => void;
}

export function createUndoStore(): UndoStore {
  let current: UndoOffer | null = null;
  const listeners = new Set<() => void>();
  const set = (next: UndoOffer | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    current: () => current,
    offer: set,
    clear(changeId) {
      if (current?.changeId === changeId) set(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
