import type { ConsentChoice, ConsentRecord } from '../../../../shared/consent.ts';
import type { ConsentSource } from './loader.ts';

/** Where the visitor's choice is kept (a necessary item: it is the choice itself). */
export const CONSENT_STORAGE_KEY = 'lumen-consent';

/** The choice as kept in the browser: the record sent to the server, and whether it arrived. */
export interface StoredConsent {
  record: ConsentRecord;
  sent: boolean;
}

export type PanelState = 'closed' | 'banner' | 'settings';

export interface ConsentSnapshot {
  /** The current version's choice, or null when the visitor has not decided (or must again). */
  choice: ConsentChoice | null;
  panel: PanelState;
}

export interface ConsentStoreDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  version: number;
  /** Whether anything optional is in use: without it the banner never opens by itself. */
  asks: boolean;
  now: () => Date;
  newId: () => string;
  /** Sends a record to the server; rejects when it did not arrive. */
  send: (record: ConsentRecord) => Promise<void>;
}

export interface ConsentStore extends ConsentSource {
  getSnapshot(): ConsentSnapshot;
  decide(choice: ConsentChoice): void;
  openSettings(): void;
  close(): void;
  /** Sends a kept record that did not reach the server before (offline, a failed request). */
  resend(): Promise<void>;
}

function readStored(deps: ConsentStoreDeps): StoredConsent | null {
  try {
    const text = deps.storage?.getItem(CONSENT_STORAGE_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as StoredConsent;
    return stored?.record?.version === deps.version ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's consent: read from storage, a new version asks again, each decision is kept with
 * its version and time and sent to the server as an anonymous record. Listeners hear every change.
 */
export function createConsentStore(deps: ConsentStoreDeps): ConsentStore {
  let stored = readStored(deps);
  const listeners = new Set<() => void>();
  const choiceOf = (s: StoredConsent | null): ConsentChoice | null =>
    s
      ? { statistics: s.record.categories.statistics, marketing: s.record.categories.marketing }
      : null;
  let snapshot: ConsentSnapshot = {
    choice: choiceOf(stored),
    panel: !stored && deps.asks ? 'banner' : 'closed',
  };
  const update = (panel: PanelState) => {
    snapshot = { choice: choiceOf(stored), panel };
    for (const listener of listeners) listener();
  };
  const keep = () => {
    try {
      deps.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or refused: the choice holds for this page only.
    }
  };
  const send = async () => {
    const current = stored;
    if (!current || current.sent) return;
    try {
      await deps.send(current.record);
      if (stored === current) {
        stored = { ...current, sent: true };
        keep();
      }
    } catch {
      // Kept unsent; the next page sends it again.
    }
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isReady: () => stored !== null,
    statisticsGranted: () => stored?.record.categories.statistics === true,
    decide(choice) {
      stored = {
        record: {
          id: deps.newId(),
          categories: { necessary: true, ...choice },
          version: deps.version,
          decided_at: deps.now().toISOString(),
        },
        sent: false,
      };
      keep();
      update('closed');
      void send();
    },
    openSettings: () => update('settings'),
    close: () => update(stored || !deps.asks ? 'closed' : 'banner'),
    resend: send,
  };
}
