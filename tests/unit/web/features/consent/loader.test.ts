import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_POLL_MS,
  DOCUMENT_RETRY_MS,
  doNotTrack,
  isProductionHost,
  type LoaderEnv,
  loadingRefusal,
  loadScript,
  OUTCOME_MESSAGES,
  SCRIPT_TIMEOUT_MS,
  type ScriptOutcome,
  startLoader,
} from '../../../../../web/src/features/consent/loader.ts';
import { FakeClock, FakeConsent, FakeDocument } from './fake-dom.ts';

function setup(overrides: Partial<LoaderEnv> = {}) {
  const document = new FakeDocument();
  const clock = new FakeClock();
  const env: LoaderEnv = {
    document,
    clock,
    navigator: { doNotTrack: null },
    host: 'lumen.example',
    productionHost: 'lumen.example',
    ...overrides,
  };
  return { env, document, clock };
}

/** The outcome once settled, or 'pending' while the promise has not settled. */
async function outcomeNow(promise: Promise<ScriptOutcome>): Promise<ScriptOutcome | 'pending'> {
  return Promise.race([promise, Promise.resolve().then(() => 'pending' as const)]);
}

describe('where scripts may load', () => {
  it('loads on the production host and its subdomains only', () => {
    expect(isProductionHost('lumen.example', 'lumen.example')).toBe(true);
    expect(isProductionHost('www.lumen.example', 'lumen.example')).toBe(true);
    expect(isProductionHost('WWW.Lumen.Example', 'lumen.example')).toBe(true);
    expect(isProductionHost('notlumen.example', 'lumen.example')).toBe(false);
    expect(isProductionHost('lumen.example.evil.test', 'lumen.example')).toBe(false);
    expect(isProductionHost('staging.example', 'lumen.example')).toBe(false);
    expect(isProductionHost('localhost', '')).toBe(false);
  });

  it('treats do-not-track "1" and "yes" as on, anything else as off', () => {
    expect(doNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(doNotTrack({ doNotTrack: 'yes' })).toBe(true);
    expect(doNotTrack({ doNotTrack: '0' })).toBe(false);
    expect(doNotTrack({ doNotTrack: 'no' })).toBe(false);
    expect(doNotTrack({ doNotTrack: 'unspecified' })).toBe(false);
    expect(doNotTrack({ doNotTrack: null })).toBe(false);
    expect(doNotTrack({})).toBe(false);
  });

  it('names the reason nothing may load', () => {
    const base = { productionHost: 'lumen.example', navigator: {} };
    expect(loadingRefusal({ ...base, host: 'lumen.example' })).toBeNull();
    expect(loadingRefusal({ ...base, host: 'preview.other.example' })).toBe('host');
    expect(loadingRefusal({ ...base, host: 'lumen.example', navigator: { doNotTrack: '1' } })).toBe(
      'do-not-track',
    );
  });
});

describe('the four outcomes of a script load', () => {
  it('success when the script loads', async () => {
    const { env, document } = setup();
    const load = loadScript(env, 'https://tags.example/a.js');
    document.added('https://tags.example/a.js')[0]?.fire('load');
    expect(await load).toBe('success');
    expect(document.added('https://tags.example/a.js')[0]?.dataset.loadState).toBe('success');
  });

  it('failure ("Script load failed") when the browser fetched it and it failed', async () => {
    const { env, document } = setup({ wasFetched: () => true });
    const load = loadScript(env, 'https://tags.example/a.js');
    document.added('https://tags.example/a.js')[0]?.fire('error');
    expect(await load).toBe('failure');
    expect(OUTCOME_MESSAGES.failure).toBe('Script load failed');
  });

  it('blocked ("Script blocked by client") when it failed without being fetched at all', async () => {
    const wasFetched = vi.fn(() => false);
    const { env, document } = setup({ wasFetched });
    const load = loadScript(env, 'https://tags.example/a.js');
    document.added('https://tags.example/a.js')[0]?.fire('error');
    expect(await load).toBe('blocked');
    expect(wasFetched).toHaveBeenCalledWith('https://tags.example/a.js');
    expect(OUTCOME_MESSAGES.blocked).toBe('Script blocked by client');
  });

  it('timeout ("Script load timeout") after 10 000 ms without an answer, not a moment before', async () => {
    const { env, clock } = setup();
    const load = loadScript(env, 'https://tags.example/slow.js');
    clock.advance(SCRIPT_TIMEOUT_MS - 1);
    expect(await outcomeNow(load)).toBe('pending');
    clock.advance(1);
    expect(await load).toBe('timeout');
    expect(SCRIPT_TIMEOUT_MS).toBe(10_000);
    expect(OUTCOME_MESSAGES.timeout).toBe('Script load timeout');
  });

  it('a late answer after the timeout changes nothing', async () => {
    const { env, clock, document } = setup();
    const load = loadScript(env, 'https://tags.example/slow.js');
    clock.advance(SCRIPT_TIMEOUT_MS);
    document.added('https://tags.example/slow.js')[0]?.fire('load');
    expect(await load).toBe('timeout');
    expect(document.added('https://tags.example/slow.js')[0]?.dataset.loadState).toBe('timeout');
  });

  it('a settled load leaves no timer behind', async () => {
    const { env, clock, document } = setup();
    const load = loadScript(env, 'https://tags.example/a.js');
    document.added('https://tags.example/a.js')[0]?.fire('load');
    await load;
    expect(clock.pending).toBe(0);
  });
});

describe('a script already on the page', () => {
  it('is not loaded twice by the loader', async () => {
    const { env, document } = setup();
    const first = loadScript(env, 'https://tags.example/a.js');
    const second = loadScript(env, 'https://tags.example/a.js');
    expect(document.added('https://tags.example/a.js')).toHaveLength(1);
    document.added('https://tags.example/a.js')[0]?.fire('load');
    expect(await first).toBe('success');
    expect(await second).toBe('success');
  });

  it('is not loaded again when someone else put it there', async () => {
    const { env, document } = setup();
    const existing = document.createElement();
    existing.src = 'https://tags.example/a.js';
    document.scripts.push(existing as never);
    expect(await loadScript(env, 'https://tags.example/a.js')).toBe('success');
    expect(document.added('https://tags.example/a.js')).toHaveLength(1);
  });

  it('is the same script under a relative and an absolute address', () => {
    const { env, document } = setup();
    void loadScript(env, '/widget.js');
    void loadScript(env, 'https://lumen.example/widget.js');
    expect(document.added('/widget.js')).toHaveLength(1);
  });
});

describe('startLoader', () => {
  const plan = () => ({
    consentScript: 'https://consent.example/c.js',
    onGranted: vi.fn(),
    onDenied: vi.fn(),
  });

  it('on another host loads nothing and schedules nothing', () => {
    const { env, document, clock } = setup({ host: 'staging.other.example' });
    const consent = new FakeConsent();
    consent.set(true, true);
    const p = plan();
    const loader = startLoader(env, consent, p);
    clock.advance(60_000);
    expect(loader.refusal).toBe('host');
    expect(document.scripts).toHaveLength(0);
    expect(p.onGranted).not.toHaveBeenCalled();
    expect(clock.pending).toBe(0);
  });

  it('with do-not-track on loads nothing, even with consent', () => {
    const { env, document, clock } = setup({ navigator: { doNotTrack: 'yes' } });
    const consent = new FakeConsent();
    consent.set(true, true);
    const p = plan();
    expect(startLoader(env, consent, p).refusal).toBe('do-not-track');
    clock.advance(60_000);
    expect(document.scripts).toHaveLength(0);
    expect(p.onGranted).not.toHaveBeenCalled();
  });

  it('loads the consent script first, before any consent', () => {
    const { env, document } = setup();
    const p = plan();
    startLoader(env, new FakeConsent(), p);
    expect(document.scripts.map((s) => s.src)).toEqual(['https://consent.example/c.js']);
    expect(p.onGranted).not.toHaveBeenCalled();
  });

  it('polls consent readiness every 100 ms and runs the loaders once it is ready with statistics', () => {
    const { env, clock } = setup();
    const consent = new FakeConsent();
    const p = plan();
    startLoader(env, consent, p);
    clock.advance(CONSENT_POLL_MS * 3);
    expect(p.onGranted).not.toHaveBeenCalled();
    consent.ready = true;
    consent.statistics = true;
    clock.advance(CONSENT_POLL_MS - 1);
    expect(p.onGranted).not.toHaveBeenCalled();
    clock.advance(1);
    expect(p.onGranted).toHaveBeenCalledTimes(1);
    expect(CONSENT_POLL_MS).toBe(100);
  });

  it('does not run the loaders when consent is ready without statistics', () => {
    const { env, clock } = setup();
    const consent = new FakeConsent();
    consent.ready = true;
    const p = plan();
    startLoader(env, consent, p);
    clock.advance(1000);
    expect(p.onGranted).not.toHaveBeenCalled();
    expect(p.onDenied).toHaveBeenCalledTimes(1);
  });

  it('runs again whenever consent changes: granted loads, revoked stops', () => {
    const { env } = setup();
    const consent = new FakeConsent();
    consent.set(true, false);
    const p = plan();
    startLoader(env, consent, p);
    consent.set(true, true);
    expect(p.onGranted).toHaveBeenCalledTimes(1);
    consent.set(true, false);
    expect(p.onDenied).toHaveBeenCalledTimes(2);
    consent.set(true, true);
    expect(p.onGranted).toHaveBeenCalledTimes(2);
  });

  it('waits 500 ms and tries again while the document is not ready', () => {
    const { env, document, clock } = setup();
    document.readyState = 'loading';
    const p = plan();
    startLoader(env, new FakeConsent(), p);
    expect(document.scripts).toHaveLength(0);
    clock.advance(DOCUMENT_RETRY_MS);
    expect(document.scripts).toHaveLength(0);
    document.readyState = 'interactive';
    clock.advance(DOCUMENT_RETRY_MS - 1);
    expect(document.scripts).toHaveLength(0);
    clock.advance(1);
    expect(document.scripts).toHaveLength(1);
    expect(DOCUMENT_RETRY_MS).toBe(500);
  });

  it('stops polling when stopped', () => {
    const { env, clock } = setup();
    const consent = new FakeConsent();
    const p = plan();
    const loader = startLoader(env, consent, p);
    loader.stop();
    consent.ready = true;
    consent.statistics = true;
    clock.advance(1000);
    expect(p.onGranted).not.toHaveBeenCalled();
  });
});
