/**
 * `lumen-admin://` links (from mail, chat, another app) → the admin path to open.
 * `lumen-admin://contacts/<id>` opens that contact (`support/<id>` that ticket); any other
 * lumen-admin link opens the dashboard; anything else is refused (null).
 */

export const DEEP_LINK_SCHEME = 'lumen-admin';

/** Screens that open a record with `?id=`. */
const RECORD_SCREENS: Record<string, string> = {
  contacts: '/admin/contacts',
  support: '/admin/support',
};

const ID = /^[A-Za-z0-9_-]{1,100}$/;

export function deepLinkPath(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  // `lumen-admin://contacts/<id>`: the screen is the host (or the first segment of `///x/y`).
  const parts = [url.hostname, ...url.pathname.split('/')].filter(Boolean);
  const [screen, id, ...rest] = parts;
  const base = screen ? RECORD_SCREENS[screen] : undefined;
  if (!base) return '/admin';
  if (!id || rest.length > 0) return base;
  return ID.test(id) ? `${base}?id=${encodeURIComponent(id)}` : base;
}

/** The deep link among a process's arguments (Windows and Linux pass it on the command line). */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
