import type { AnalyticsSettings, ConsentChoice } from '../../../../shared/consent.ts';

/**
 * The tag manager's and the Google-analytics-style tag's command queue (window.dataLayer), set up
 * from our own module rather than an inline script, so the CSP stays strict.
 */
type Gtag = (...args: unknown[]) => void;

export interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

function gtagOf(win: TagWindow): Gtag {
  win.dataLayer ??= [];
  win.gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet pushes it.
    // biome-ignore lint/complexity/noArguments: the queue format of gtag.js is the arguments object.
    win.dataLayer?.push(arguments);
  };
  return win.gtag;
}

/** Consent mode: statistics → analytics storage, marketing → advertising storage. */
function consentMode(choice: ConsentChoice) {
  const ads = choice.marketing ? 'granted' : 'denied';
  return {
    analytics_storage: choice.statistics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** Before a tag's script: the visitor's choice, then (for the tag) its configuration (§9). */
export function prepareTags(
  win: TagWindow,
  settings: AnalyticsSettings,
  choice: ConsentChoice,
): void {
  if (!settings.tagManager && !settings.gaTag) return;
  const gtag = gtagOf(win);
  gtag('consent', 'update', consentMode(choice));
  if (settings.tagManager && !win.dataLayer?.some((e) => isStart(e))) {
    win.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  if (settings.gaTag) {
    gtag('js', new Date());
    gtag('config', settings.gaTag.id, {
      anonymize_ip: true,
      cookie_flags: 'SameSite=None;Secure',
    });
  }
}

function isStart(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && 'gtm.start' in entry;
}

/** A changed choice reaches tags already on the page. */
export function updateTagConsent(win: TagWindow, choice: ConsentChoice): void {
  if (win.gtag) win.gtag('consent', 'update', consentMode(choice));
}
