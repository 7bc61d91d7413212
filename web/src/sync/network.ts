/**
 * What the engine needs from its surroundings besides the transport: whether the device says
 * it is online (and when that changes), and a growing delay between retries. Both are passed
 * in, so tests and the desktop app can drive them.
 */
export interface NetworkMonitor {
  isOnline(): boolean;
  /** Calls `onChange` on each `online`/`offline` event; returns the unsubscribe function. */
  subscribe(onChange: (online: boolean) => void): () => void;
}

/** The browser's view: navigator.onLine and the window's online/offline events. */
export function browserNetwork(): NetworkMonitor {
  const target = typeof window === 'undefined' ? null : window;
  return {
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    subscribe(onChange) {
      if (!target) return () => {};
      const online = () => onChange(true);
      const offline = () => onChange(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}

/** 1 s, 2 s, 4 s … up to the ceiling; `reset` after a success. */
export class Backoff {
  private current: number;
  constructor(
    private readonly min: number,
    private readonly max: number,
  ) {
    this.current = min;
  }
  next(): number {
    const delay = this.current;
    this.current = Math.min(this.current * 2, this.max);
    return delay;
  }
  reset(): void {
    this.current = this.min;
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
