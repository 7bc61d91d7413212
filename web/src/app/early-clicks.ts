declare global {
  interface Window {
    /** Set by the template's head: the buttons clicked before hydration, in order; stops keeping. */
    takeEarlyClicks?: () => HTMLElement[];
  }
}

let early: HTMLElement[] = [];

/**
 * A click on a button (a header menu, the theme, the mobile menu) before the page's scripts have
 * hydrated it does nothing, so the template's head keeps them. Taken as hydration starts: from
 * then on React answers clicks itself.
 */
export function takeEarlyClicks(): void {
  early = window.takeEarlyClicks?.() ?? [];
}

/** Plays the clicks taken again, in order, once the page is hydrated. */
export function replayEarlyClicks(): void {
  const clicks = early;
  early = [];
  for (const button of clicks) if (button.isConnected) button.click();
}
