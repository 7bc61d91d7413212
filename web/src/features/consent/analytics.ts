/**
 * The analytics wrapper (back-office §5 "Analytics", §8 log lines, §9 "Analytics configuration")
 * around posthog-js. The library itself is passed in as a loader, so it is fetched only when
 * init is called, which happens only after statistics consent; tests pass a fake.
 */

import type { PostHogConfig } from 'posthog-js';

/** Event property strings are cut to this many characters. */
export const PROPERTY_STRING_LIMIT = 65_535;

export const ANALYTICS_LOG = {
  noToken: 'PostHog was initialized without a token',
  alreadyInitialized: 'already initialized',
} as const;

/** Ids that mean a caller passed a placeholder, not a person's id. */
const REJECTED_IDS = new Set(['distinct_id', 'distinctid']);

export type ConsentStatus = 'granted' | 'denied' | 'pending';

/** The parts of posthog-js the wrapper calls. */
export interface PostHogClient {
  init(token: string, config: Partial<PostHogConfig>): unknown;
  identify(distinctId: string): void;
  capture(event: string, properties?: Record<string, unknown>): unknown;
  opt_in_capturing(): void;
  opt_out_capturing(): void;
  has_opted_out_capturing(): boolean;
  reset(): void;
  stopSessionRecording(): void;
}

export interface AnalyticsOptions {
  /** PostHog's API host (capture, flags and remote configuration come from it). */
  host: string;
  /**
   * PostHog's cookieless mode 'on_reject': a visitor who opts out is then also reset (a new
   * anonymous identity) and session recording stops. Off by default: opting out stops capture.
   */
  cookielessOnReject?: boolean;
}

/**
 * The spec's product settings and library defaults, as posthog-js options (typed by the library,
 * so a misspelt option fails the type-check). The 60 s request timeout of §9 is posthog-js's own,
 * not an option.
 */
export function posthogConfig(options: AnalyticsOptions): Partial<PostHogConfig> {
  return {
    api_host: options.host,
    autocapture: true,
    capture_pageview: true,
    persistence: 'localStorage',
    secure_cookie: true,
    cross_subdomain_cookie: false,
    person_profiles: 'identified_only',
    feature_flag_request_timeout_ms: 3000,
    surveys_request_timeout_ms: 10_000,
    session_idle_timeout_seconds: 1800,
    cookie_expiration: 365,
    properties_string_max_length: PROPERTY_STRING_LIMIT,
    // Only called after consent, so the visitor has opted in already.
    opt_out_capturing_by_default: false,
    ...(options.cookielessOnReject ? { cookieless_mode: 'on_reject' as const } : {}),
  };
}

/** Every string in the properties (at any depth) cut to PROPERTY_STRING_LIMIT characters. */
export function truncateProperties<T>(value: T, depth = 0): T {
  if (typeof value === 'string') {
    return (
      value.length > PROPERTY_STRING_LIMIT ? value.slice(0, PROPERTY_STRING_LIMIT) : value
    ) as T;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => truncateProperties(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = truncateProperties(v, depth + 1);
  return out as T;
}

export interface Analytics {
  /** Loads and starts the library; refused without a token; a second call is a no-op. */
  init(token: string | undefined): Promise<boolean>;
  identify(id: string | number): void;
  capture(event: string | undefined, properties?: Record<string, unknown>): void;
  optIn(): void;
  optOut(): void;
  consentStatus(): ConsentStatus;
}

export interface AnalyticsDeps {
  load: () => Promise<PostHogClient>;
  /** Where the library's log lines go (the console in the browser); never shown to visitors. */
  log: (message: string) => void;
  options: AnalyticsOptions;
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  let client: PostHogClient | null = null;
  let starting: Promise<boolean> | null = null;
  let status: ConsentStatus = 'pending';
  /** Init and capture errors are swallowed (§8): analytics never breaks the page. */
  const safely = (call: (c: PostHogClient) => void) => {
    if (!client) return;
    try {
      call(client);
    } catch {
      // Swallowed.
    }
  };

  return {
    init(token) {
      if (!token) {
        deps.log(ANALYTICS_LOG.noToken);
        return Promise.resolve(false);
      }
      if (starting) {
        deps.log(ANALYTICS_LOG.alreadyInitialized);
        return starting;
      }
      starting = deps
        .load()
        .then((lib) => {
          lib.init(token, posthogConfig(deps.options));
          client = lib;
          status = 'granted';
          return true;
        })
        .catch(() => {
          starting = null;
          return false;
        });
      return starting;
    },
    identify(id) {
      const distinctId = typeof id === 'number' ? String(id) : id;
      if (typeof distinctId !== 'string' || distinctId.trim() === '') return;
      if (REJECTED_IDS.has(distinctId.toLowerCase())) return;
      safely((c) => c.identify(distinctId));
    },
    capture(event, properties) {
      if (!event) return;
      safely((c) => c.capture(event, properties && truncateProperties(properties)));
    },
    optIn() {
      status = 'granted';
      safely((c) => c.opt_in_capturing());
    },
    optOut() {
      status = 'denied';
      safely((c) => {
        c.opt_out_capturing();
        if (deps.options.cookielessOnReject) {
          c.reset();
          c.stopSessionRecording();
        }
      });
    },
    consentStatus: () => status,
  };
}
