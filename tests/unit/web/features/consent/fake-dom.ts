import type {
  ConsentSource,
  LoaderClock,
  LoaderDocument,
  ScriptElement,
} from '../../../../../web/src/features/consent/loader.ts';

/** A clock that only moves when the test says so. */
export class FakeClock implements LoaderClock {
  now = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private next = 1;

  setTimeout(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.timers.set(id, { at: this.now + ms, fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = due[1].at;
      due[1].fn();
    }
    this.now = end;
  }

  get pending(): number {
    return this.timers.size;
  }
}

export class FakeScript implements ScriptElement {
  src = '';
  async = false;
  dataset: Record<string, string | undefined> = {};
  private listeners = new Map<string, Set<() => void>>();

  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  fire(type: 'load' | 'error'): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

export class FakeDocument implements LoaderDocument {
  readyState = 'complete';
  baseURI = 'https://lumen.example/';
  scripts: FakeScript[] = [];
  head: { appendChild(node: ScriptElement): unknown } | null = {
    appendChild: (node) => {
      this.scripts.push(node as FakeScript);
      return node;
    },
  };

  createElement(): ScriptElement {
    return new FakeScript();
  }

  querySelectorAll(): Iterable<ScriptElement> {
    return this.scripts;
  }

  /** The script elements whose address is `src`. */
  added(src: string): FakeScript[] {
    return this.scripts.filter((s) => s.src === new URL(src, this.baseURI).href);
  }
}

/** A consent source the test sets by hand. */
export class FakeConsent implements ConsentSource {
  ready = false;
  statistics = false;
  private listeners = new Set<() => void>();

  isReady = () => this.ready;
  statisticsGranted = () => this.statistics;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(ready: boolean, statistics: boolean): void {
    this.ready = ready;
    this.statistics = statistics;
    for (const listener of this.listeners) listener();
  }
}
