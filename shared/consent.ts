/**
 * Cookie consent (back-office §4): the categories a visitor chooses, the record the browser sends
 * so the choice can be proven later, and the analytics settings the server hands the page.
 */

/** Raise it when what the banner asks changes: every visitor is asked again. */
export const DEFAULT_CONSENT_VERSION = 1;

export const CONSENT_CATEGORIES = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The optional categories; necessary cookies are always on and never asked. */
export type ConsentChoice = { statistics: boolean; marketing: boolean };

/** What POST /api/consent stores (validated by shared/schemas/consent.ts): nothing identifying. */
export interface ConsentRecord {
  /** Made in the browser for this decision. */
  id: string;
  categories: { necessary: true; statistics: boolean; marketing: boolean };
  version: number;
  /** ISO time of the decision. */
  decided_at: string;
}

/**
 * The third-party scripts the page may load after consent, from the server's configuration.
 * Each is present only when configured; with none, nothing is loaded.
 */
export interface AnalyticsSettings {
  /** The production host; scripts load only on it and its subdomains. */
  productionHost: string;
  consentVersion: number;
  posthog?: { key: string; host: string };
  /** Tag-manager script URL with its container id (e.g. …/gtm.js?id=GTM-XXXX). */
  tagManager?: { id: string; src: string };
  /** Google-analytics-style tag script URL with its measurement id (…/gtag/js?id=G-XXXX). */
  gaTag?: { id: string; src: string };
  feedbackWidget?: { src: string };
  /** A consent service's script, loaded first (before consent: it is the consent mechanism). */
  consentService?: { src: string };
}

export const ANALYTICS_SETTINGS_ID = '__analytics_settings';

/** The categories the banner offers: only those some configured script uses. */
export function categoriesInUse(settings: AnalyticsSettings): ConsentCategory[] {
  const statistics = Boolean(
    settings.posthog || settings.tagManager || settings.gaTag || settings.feedbackWidget,
  );
  // A tag manager may carry advertising tags; it is told the marketing choice (consent mode).
  const marketing = Boolean(settings.tagManager);
  return [
    'necessary',
    ...(statistics ? (['statistics'] as const) : []),
    ...(marketing ? (['marketing'] as const) : []),
  ];
}

/** The origins a page with these settings talks to (the CSP allows exactly these). */
export function analyticsOrigins(settings: AnalyticsSettings | undefined): string[] {
  if (!settings) return [];
  const urls = [
    settings.posthog?.host,
    settings.tagManager?.src,
    settings.gaTag?.src,
    settings.feedbackWidget?.src,
    settings.consentService?.src,
  ].filter((u): u is string => Boolean(u));
  return [...new Set(urls.map((u) => new URL(u).origin))];
}
