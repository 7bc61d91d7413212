/**
 * Where one lead opens: the back office's list with the row chosen (`?id=`, the parameter every
 * lead screen reads for its detail panel), and the same record as a desktop-app deep link
 * (`lumen-admin://<screen>/<id>`, desktop/deep-link.ts). Shared by the staff notification mails
 * (server), the desktop app's deep links and its native notifications.
 */

export const DEEP_LINK_SCHEME = 'lumen-admin';

/** The lead screens that open a record from `?id=`, by their name in a deep link. */
export const RECORD_SCREENS = {
  contacts: '/admin/contacts',
  sales: '/admin/sales',
  partners: '/admin/partners',
  support: '/admin/support',
} as const;

export type RecordScreen = keyof typeof RECORD_SCREENS;

/** `/admin/<screen>?id=<id>`: the list with the record's detail open. */
export function recordPath(screen: RecordScreen, id: string): string {
  return `${RECORD_SCREENS[screen]}?id=${encodeURIComponent(id)}`;
}

/** `lumen-admin://<screen>/<id>`: the record in the desktop app. */
export function recordDeepLink(screen: RecordScreen, id: string): string {
  return `${DEEP_LINK_SCHEME}://${screen}/${encodeURIComponent(id)}`;
}
