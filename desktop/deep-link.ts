/**
 * `lumen-admin://` links (from mail, chat, another app) → the admin path to open.
 * `lumen-admin://contacts/<id>` opens that contact (`sales/<id>`, `partners/<id>`, `support/<id>`
 * that enquiry, application or ticket: shared/admin/record-links.ts, as the lead mails write
 * them); any other lumen-admin link opens the dashboard; anything else is refused (null).
 */
import {
  DEEP_LINK_SCHEME,
  RECORD_SCREENS,
  type RecordScreen,
  recordPath,
} from '../shared/admin/record-links.ts';

export { DEEP_LINK_SCHEME };

const isRecordScreen = (name: string | undefined): name is RecordScreen =>
  name !== undefined && Object.hasOwn(RECORD_SCREENS, name);

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
  if (!isRecordScreen(screen)) return '/admin';
  const base = RECORD_SCREENS[screen];
  if (!id || rest.length > 0) return base;
  return ID.test(id) ? recordPath(screen, id) : base;
}

/** The deep link among a process's arguments (Windows and Linux pass it on the command line). */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
