import { NEWSLETTER_COOKIE } from '../../../../../shared/constants.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** The Set-Cookie string for document.cookie: newsletter-closed=true, 30 days, path /. */
export function closedCookie(): string {
  const { name, value, maxAgeDays, path } = NEWSLETTER_COOKIE;
  return `${name}=${value}; Max-Age=${maxAgeDays * DAY_SECONDS}; Path=${path}; SameSite=Lax`;
}

/** Whether a Cookie header / document.cookie string says the popup was closed. */
export function isPopupClosed(cookies: string): boolean {
  const { name, value } = NEWSLETTER_COOKIE;
  return cookies.split(';').some((part) => part.trim() === `${name}=${value}`);
}

/** Whether the viewport's bottom edge is within `threshold` px of the document's end. */
export function nearPageBottom(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
  threshold: number,
): boolean {
  return scrollY + viewportHeight >= documentHeight - threshold;
}

/** Remembers that the popup was closed (or the visitor subscribed) for 30 days. */
export function markPopupClosed(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older Firefox.
  document.cookie = closedCookie();
}
