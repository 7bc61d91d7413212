/**
 * Consent-driven script loading (back-office §4, §9), as a pure module: the document, clock,
 * navigator and host are passed in, so each rule is tested without a browser.
 *
 * - Scripts load only on the production host and its subdomains, with do-not-track off.
 * - The consent script (if any) first; the others whenever consent is ready or changes and
 *   statistics consent is granted. Readiness is polled every 100 ms.
 * - A document that is not ready yet is tried again after 500 ms.
 * - Each load ends as success, failure, blocked or timeout (10 000 ms); all are silently ignored
 *   (the outcome is only written on the element, as data-load-state, for tests and debugging).
 * - A script already on the page is never loaded twice.
 */

export const SCRIPT_TIMEOUT_MS = 10_000;
export const CONSENT_POLL_MS = 100;
export const DOCUMENT_RETRY_MS = 500;

export type ScriptOutcome = 'success' | 'failure' | 'blocked' | 'timeout';

/** The spec's wording of each unsuccessful outcome (§8); never shown to the visitor. */
export const OUTCOME_MESSAGES: Record<Exclude<ScriptOutcome, 'success'>, string> = {
  failure: 'Script load failed',
  blocked: 'Script blocked by client',
  timeout: 'Script load timeout',
};

export interface LoaderClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The parts of a script element the loader uses. */
export interface ScriptElement {
  src: string;
  async: boolean;
  dataset: Record<string, string | undefined>;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  removeEventListener(type: 'load' | 'error', listener: () => void): void;
}

/** The parts of a document the loader uses. */
export interface LoaderDocument {
  readyState: string;
  head: { appendChild(node: ScriptElement): unknown } | null;
  baseURI: string;
  createElement(tag: 'script'): ScriptElement;
  querySelectorAll(selector: 'script[src]'): Iterable<ScriptElement>;
}

export interface LoaderEnv {
  document: LoaderDocument;
  clock: LoaderClock;
  /** `doNotTrack` of the navigator (or of window, which older browsers use). */
  navigator: { doNotTrack?: string | null };
  /** The page's host name (location.hostname). */
  host: string;
  /** The configured production host; scripts load on it and its subdomains only. */
  productionHost: string;
  /**
   * Whether the browser fetched the URL at all (a resource-timing entry exists). A script whose
   * load failed without being fetched was stopped in the browser (an ad blocker, the CSP): blocked.
   */
  wasFetched?: (url: string) => boolean;
}

/** Host equal to the production host or a subdomain of it (not a look-alike suffix). */
export function isProductionHost(host: string, productionHost: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  const p = productionHost.toLowerCase().replace(/\.$/, '');
  return p !== '' && (h === p || h.endsWith(`.${p}`));
}

/** Do-not-track is on when the browser says "1" or "yes". */
export function doNotTrack(navigator: { doNotTrack?: string | null }): boolean {
  const value = navigator.doNotTrack;
  return value === '1' || value === 'yes';
}

export type LoadingRefusal = 'host' | 'do-not-track';

/** Why nothing may load here, or null when loading is allowed. */
export function loadingRefusal(
  env: Pick<LoaderEnv, 'host' | 'productionHost' | 'navigator'>,
): LoadingRefusal | null {
  if (!isProductionHost(env.host, env.productionHost)) return 'host';
  if (doNotTrack(env.navigator)) return 'do-not-track';
  return null;
}

const pending = new WeakMap<LoaderDocument, Map<string, Promise<ScriptOutcome>>>();

/** Absolute form of a script address, so '/x.js' and 'https://host/x.js' are the same script. */
function absolute(src: string, base: string): string {
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

/**
 * Adds a script to the document and settles with its outcome. A script already on the page (ours
 * or anyone's) is not added again: its outcome is the first load's, or success when it was
 * already there.
 */
export function loadScript(
  env: Pick<LoaderEnv, 'document' | 'clock' | 'wasFetched'>,
  src: string,
): Promise<ScriptOutcome> {
  const doc = env.document;
  const url = absolute(src, doc.baseURI);
  let loads = pending.get(doc);
  if (!loads) {
    loads = new Map();
    pending.set(doc, loads);
  }
  const known = loads.get(url);
  if (known) return known;
  for (const existing of doc.querySelectorAll('script[src]')) {
    if (absolute(existing.src, doc.baseURI) === url) return Promise.resolve('success');
  }
  const promise = new Promise<ScriptOutcome>((resolve) => {
    const element = doc.createElement('script');
    element.async = true;
    element.src = url;
    let timer: unknown;
    const settle = (outcome: ScriptOutcome) => {
      env.clock.clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      element.dataset.loadState = outcome;
      resolve(outcome);
    };
    const onLoad = () => settle('success');
    const onError = () => settle(env.wasFetched?.(url) === false ? 'blocked' : 'failure');
    element.addEventListener('load', onLoad);
    element.addEventListener('error', onError);
    timer = env.clock.setTimeout(() => settle('timeout'), SCRIPT_TIMEOUT_MS);
    doc.head?.appendChild(element);
  });
  loads.set(url, promise);
  return promise;
}

/** What the loader needs to know about consent. */
export interface ConsentSource {
  /** The visitor has decided (a stored choice of the current version). */
  isReady(): boolean;
  statisticsGranted(): boolean;
  /** Called on every change of the choice; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface LoaderPlan {
  /** The consent service's script, loaded first, before any consent. */
  consentScript?: string;
  /** Run when consent is ready or changes with statistics granted; must be safe to run again. */
  onGranted: () => void;
  /** Run when consent changes to statistics denied (stops capture). */
  onDenied?: () => void;
}

export type LoaderState = 'refused' | 'waiting' | 'running';

export interface Loader {
  /** 'refused' when the host or do-not-track rules out loading (then nothing ever loads). */
  readonly refusal: LoadingRefusal | null;
  stop(): void;
}

/**
 * Starts loading by the rules above. Returns at once; with a refusal nothing is scheduled at all.
 */
export function startLoader(env: LoaderEnv, consent: ConsentSource, plan: LoaderPlan): Loader {
  const refusal = loadingRefusal(env);
  let stopped = false;
  let timer: unknown;
  let unsubscribe: (() => void) | undefined;
  const later = (fn: () => void, ms: number) => {
    timer = env.clock.setTimeout(() => {
      if (!stopped) fn();
    }, ms);
  };

  const decide = () => {
    if (consent.statisticsGranted()) plan.onGranted();
    else plan.onDenied?.();
  };
  const pollConsent = () => {
    if (!consent.isReady()) return later(pollConsent, CONSENT_POLL_MS);
    decide();
    unsubscribe = consent.subscribe(() => {
      if (!stopped && consent.isReady()) decide();
    });
  };
  const begin = () => {
    if (env.document.readyState === 'loading' || !env.document.head) {
      return later(begin, DOCUMENT_RETRY_MS);
    }
    // The consent script's outcome, like every other, is ignored.
    if (plan.consentScript) void loadScript(env, plan.consentScript);
    pollConsent();
  };
  if (!refusal) begin();

  return {
    refusal,
    stop() {
      stopped = true;
      env.clock.clearTimeout(timer);
      unsubscribe?.();
    },
  };
}
