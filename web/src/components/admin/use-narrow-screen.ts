import { useSyncExternalStore } from 'react';

/**
 * The back office's phone layout, the same width as the `max-width: 48rem` rules of the admin
 * style sheets: what CSS alone cannot do there (move a control, make a scrolling row reachable
 * by keyboard) asks this.
 */
export const NARROW_QUERY = '(max-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(NARROW_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const narrowNow = () => window.matchMedia(NARROW_QUERY).matches;
// Admin screens render only in the browser; a server render (none today) would get the wide one.
const wideOnServer = () => false;

/** Whether the screen is as narrow as a phone, kept up to date as it turns or resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, wideOnServer);
}
