import { createRoot } from 'react-dom/client';
import {
  ANALYTICS_SETTINGS_ID,
  type AnalyticsSettings,
  categoriesInUse,
  DEFAULT_CONSENT_VERSION,
} from '../../../../shared/consent.ts';
import type { Lang } from '../../../../shared/constants.ts';
import { catalogue } from '../../app/catalogue.ts';
import { apiFetch } from '../../lib/api.ts';
import { createAnalytics, type PostHogClient } from './analytics.ts';
import { ConsentBanner } from './banner.tsx';
import { type LoaderEnv, loadScript, startLoader } from './loader.ts';
import { createConsentStore } from './store.ts';
import { prepareTags, type TagWindow, updateTagConsent } from './tags.ts';
import '../../styles/consent.css';

/** The settings the server put in the page; none (nothing configured) when absent. */
function readSettings(): AnalyticsSettings {
  const text = document.getElementById(ANALYTICS_SETTINGS_ID)?.textContent;
  try {
    if (text) return JSON.parse(text) as AnalyticsSettings;
  } catch {
    // A broken block: as if nothing were configured.
  }
  return { productionHost: '', consentVersion: DEFAULT_CONSENT_VERSION };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the browser fetched a URL at all (see LoaderEnv.wasFetched). */
function wasFetched(url: string): boolean {
  return performance.getEntriesByName(url, 'resource').length > 0;
}

/**
 * The consent banner, the visitor's stored choice, and the loader of the configured third-party
 * scripts, wired to the browser. Runs once per page (see open.ts).
 */
export function startConsent(lang: Lang) {
  const settings = readSettings();
  const categories = categoriesInUse(settings);
  const store = createConsentStore({
    storage: localStorageOrNull(),
    version: settings.consentVersion,
    asks: categories.length > 1,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    send: (record) => apiFetch('/api/consent', { body: record }),
  });

  let opener: HTMLElement | null = null;
  let lastPanel = store.getSnapshot().panel;
  store.subscribe(() => {
    const { panel } = store.getSnapshot();
    if (panel === 'closed' && lastPanel !== 'closed' && opener?.isConnected) opener.focus();
    if (panel === 'closed') opener = null;
    lastPanel = panel;
  });

  const host = document.createElement('div');
  host.id = 'consent-root';
  document.body.append(host);
  createRoot(host).render(
    <ConsentBanner store={store} t={catalogue(lang).consent} categories={categories} />,
  );

  const root = document.documentElement;
  if (categories.length > 1) {
    const env: LoaderEnv = {
      // The DOM's own types are wider than the loader's narrow view of them (appendChild of Node).
      document: document as unknown as LoaderEnv['document'],
      clock: {
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      },
      navigator: {
        doNotTrack:
          navigator.doNotTrack ?? (window as { doNotTrack?: string | null }).doNotTrack ?? null,
      },
      host: window.location.hostname,
      productionHost: settings.productionHost,
      wasFetched,
    };
    const analytics = createAnalytics({
      load: () => import('./posthog-lib.ts').then((m) => m.default as unknown as PostHogClient),
      log: (message) => console.info(`[PostHog.js] ${message}`),
      options: { host: settings.posthog?.host ?? '' },
    });
    const win = window as unknown as TagWindow;
    let tagsPrepared = false;
    // Until consent is ready; the loader's callbacks say 'granted' or 'denied' from then on.
    root.dataset.analytics = 'waiting';
    const loader = startLoader(env, store, {
      ...(settings.consentService ? { consentScript: settings.consentService.src } : {}),
      onGranted() {
        const choice = store.getSnapshot().choice ?? { statistics: true, marketing: false };
        root.dataset.analytics = 'granted';
        if (settings.posthog) {
          void analytics.init(settings.posthog.key).then(() => analytics.optIn());
        }
        if (tagsPrepared) updateTagConsent(win, choice);
        else prepareTags(win, settings, choice);
        tagsPrepared = true;
        for (const src of [
          settings.tagManager?.src,
          settings.gaTag?.src,
          settings.feedbackWidget?.src,
        ]) {
          if (src) void loadScript(env, src);
        }
      },
      onDenied() {
        root.dataset.analytics = 'denied';
        analytics.optOut();
        const choice = store.getSnapshot().choice;
        if (choice) updateTagConsent(win, choice);
      },
    });
    if (loader.refusal) root.dataset.analytics = `off-${loader.refusal}`;
  } else {
    root.dataset.analytics = 'unconfigured';
  }

  void store.resend();
  return {
    openSettings(from: HTMLElement | null) {
      opener = from;
      store.openSettings();
    },
  };
}
