import type { Lang } from '../../../../shared/constants.ts';

/**
 * The consent banner and loader are fetched after the page has loaded (they are not needed to
 * read it); the footer's Cookie settings fetches them at once when they are not there yet.
 */
type Started = Awaited<ReturnType<typeof import('./start.tsx')['startConsent']>>;
let started: Promise<Started> | undefined;

export function startConsentOnce(lang: Lang): Promise<Started> {
  started ??= import('./start.tsx').then((m) => m.startConsent(lang));
  return started;
}

/** Opens the cookie settings; focus comes back to `opener` when they close. */
export function openCookieSettings(lang: Lang, opener: HTMLElement | null): void {
  void startConsentOnce(lang).then((consent) => consent.openSettings(opener));
}
