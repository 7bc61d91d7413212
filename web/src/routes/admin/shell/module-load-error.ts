/**
 * Whether a route failed because its code could not be fetched: the browser's words for a
 * dynamic import that did not load (Chromium, Firefox, Safari), or Vite's for a stylesheet the
 * chunk needs. Offline, on a screen never opened while online, this is what happens.
 */
export function isModuleLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return MODULE_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}

const MODULE_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];
