import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_LOG,
  createAnalytics,
  type PostHogClient,
  PROPERTY_STRING_LIMIT,
  posthogConfig,
  truncateProperties,
} from '../../../../../web/src/features/consent/analytics.ts';

function fakeClient() {
  let optedOut = false;
  return {
    init: vi.fn<PostHogClient['init']>(),
    identify: vi.fn<PostHogClient['identify']>(),
    capture: vi.fn<PostHogClient['capture']>(),
    opt_in_capturing: vi.fn<PostHogClient['opt_in_capturing']>(() => {
      optedOut = false;
    }),
    opt_out_capturing: vi.fn<PostHogClient['opt_out_capturing']>(() => {
      optedOut = true;
    }),
    has_opted_out_capturing: vi.fn<PostHogClient['has_opted_out_capturing']>(() => optedOut),
    reset: vi.fn<PostHogClient['reset']>(),
    stopSessionRecording: vi.fn<PostHogClient['stopSessionRecording']>(),
  } satisfies PostHogClient;
}

function setup(options: { cookielessOnReject?: boolean } = {}) {
  const client = fakeClient();
  const load = vi.fn(async () => client);
  const log = vi.fn();
  const analytics = createAnalytics({
    load,
    log,
    options: { host: 'https://eu.i.posthog.com', ...options },
  });
  return { client, load, log, analytics };
}

async function started(options: { cookielessOnReject?: boolean } = {}) {
  const s = setup(options);
  await s.analytics.init('phc_test');
  return s;
}

describe('init', () => {
  it('is refused without a token, with the library not even fetched', async () => {
    const { analytics, load, log } = setup();
    expect(await analytics.init(undefined)).toBe(false);
    expect(await analytics.init('')).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('PostHog was initialized without a token');
    expect(ANALYTICS_LOG.noToken).toBe('PostHog was initialized without a token');
  });

  it('fetches the library on the first init only; a second init is a no-op that says so', async () => {
    const { analytics, load, log, client } = setup();
    expect(await analytics.init('phc_test')).toBe(true);
    expect(await analytics.init('phc_test')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.init).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('already initialized');
  });

  it("passes the spec's settings and library defaults", async () => {
    const { client } = await started();
    expect(client.init).toHaveBeenCalledWith(
      'phc_test',
      posthogConfig({ host: 'https://eu.i.posthog.com' }),
    );
    expect(posthogConfig({ host: 'https://eu.i.posthog.com' })).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
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
      properties_string_max_length: 65_535,
    });
    expect(posthogConfig({ host: 'x' })).not.toHaveProperty('cookieless_mode');
    expect(posthogConfig({ host: 'x', cookielessOnReject: true })).toMatchObject({
      cookieless_mode: 'on_reject',
    });
  });

  it('swallows an error of the library while starting', async () => {
    const { analytics } = setup();
    const failing = createAnalytics({
      load: async () => {
        throw new Error('chunk failed');
      },
      log: vi.fn(),
      options: { host: 'x' },
    });
    expect(await failing.init('phc_test')).toBe(false);
    expect(await analytics.init('phc_test')).toBe(true);
  });
});

describe('identify', () => {
  it('rejects an empty id', async () => {
    const { analytics, client } = await started();
    analytics.identify('');
    analytics.identify('   ');
    expect(client.identify).not.toHaveBeenCalled();
  });

  it('rejects the literal distinct_id and its lower-case forms', async () => {
    const { analytics, client } = await started();
    for (const id of ['distinct_id', 'DISTINCT_ID', 'distinctid', 'DistinctId'])
      analytics.identify(id);
    expect(client.identify).not.toHaveBeenCalled();
  });

  it('turns a number into a string and passes a real id on', async () => {
    const { analytics, client } = await started();
    analytics.identify(42);
    analytics.identify('user-7');
    expect(client.identify.mock.calls).toEqual([['42'], ['user-7']]);
  });
});

describe('capture', () => {
  it('ignores a call without an event name', async () => {
    const { analytics, client } = await started();
    analytics.capture(undefined, { a: 1 });
    analytics.capture('');
    expect(client.capture).not.toHaveBeenCalled();
  });

  it('truncates property strings at 65 535 characters, at any depth', async () => {
    const { analytics, client } = await started();
    const long = 'x'.repeat(PROPERTY_STRING_LIMIT + 10);
    analytics.capture('signup', { text: long, nested: { list: [long, 'short'] }, n: 3 });
    const [, props] = client.capture.mock.calls[0] as [string, Record<string, unknown>];
    expect((props.text as string).length).toBe(65_535);
    const nested = props.nested as { list: string[] };
    expect(nested.list[0]?.length).toBe(65_535);
    expect(nested.list[1]).toBe('short');
    expect(props.n).toBe(3);
    expect(truncateProperties('y'.repeat(65_535))).toHaveLength(65_535);
  });

  it('before init (no consent yet) sends nothing', () => {
    const { analytics, client, load } = setup();
    analytics.capture('pageview');
    expect(load).not.toHaveBeenCalled();
    expect(client.capture).not.toHaveBeenCalled();
  });

  it('swallows an error of the library', async () => {
    const { analytics, client } = await started();
    client.capture.mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => analytics.capture('signup')).not.toThrow();
  });
});

describe('consent', () => {
  it('is pending, then granted after init, denied after opting out', async () => {
    const { analytics } = setup();
    expect(analytics.consentStatus()).toBe('pending');
    await analytics.init('phc_test');
    expect(analytics.consentStatus()).toBe('granted');
    analytics.optOut();
    expect(analytics.consentStatus()).toBe('denied');
  });

  it('opting out stops capture and keeps identity and recording as they are', async () => {
    const { analytics, client } = await started();
    analytics.optOut();
    expect(client.opt_out_capturing).toHaveBeenCalledTimes(1);
    expect(client.reset).not.toHaveBeenCalled();
    expect(client.stopSessionRecording).not.toHaveBeenCalled();
  });

  it('in the cookieless on-reject mode opting out also resets identity and stops recording', async () => {
    const { analytics, client } = await started({ cookielessOnReject: true });
    analytics.optOut();
    expect(client.opt_out_capturing).toHaveBeenCalledTimes(1);
    expect(client.reset).toHaveBeenCalledTimes(1);
    expect(client.stopSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('opting in again resumes capture', async () => {
    const { analytics, client } = await started();
    analytics.optOut();
    analytics.optIn();
    expect(client.opt_in_capturing).toHaveBeenCalled();
    expect(client.has_opted_out_capturing()).toBe(false);
  });
});
