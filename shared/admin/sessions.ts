/**
 * A person's signed-in sessions (one per sign-in on a device), as the Sessions screen shows them:
 * where and when, so an unknown one can be recognised and ended.
 */
export interface SessionView {
  /** The session (the sign-in), as ending it names it. */
  id: string;
  client: 'browser' | 'desktop';
  /** Read from the browser's user agent; null when it says nothing we know. */
  browser: string | null;
  os: string | null;
  ip: string | null;
  signedInAt: string;
  lastUsedAt: string;
  /** The session this request was made with. */
  current: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bElectron\//, 'Desktop app'],
  [/\bChrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone|iPad|iPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser and system a user agent names (the first match of each, most specific first). */
export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  const first = (list: readonly [RegExp, string][]) =>
    list.find(([re]) => re.test(ua))?.[1] ?? null;
  return { browser: first(BROWSERS), os: first(SYSTEMS) };
}

// Declared apart so the sign-in pages carry the code without this module's user-agent tables.
export { SESSION_ENDED_CODE, SESSION_ENDED_EVENT } from '../session-ended.ts';
