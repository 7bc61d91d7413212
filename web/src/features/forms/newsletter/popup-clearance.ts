/** A rectangle in viewport pixels (a DOMRect fits). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The part of the viewport where a focused element can be seen: below the sticky header. */
export interface View {
  top: number;
  bottom: number;
}

/** Space kept between the popup and an element scrolled clear of it. */
export const CLEARANCE_PX = 16;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * How far to scroll the page (positive: down) so that `target` is no longer under `popup`
 * (WCAG 2.4.11): 0 when nothing of it is covered; otherwise the shorter of the moves that put it
 * wholly above the popup or wholly below it, among those that keep it inside `view`. An element
 * too tall for either gap goes to whichever side moves it less.
 */
export function scrollToClear(target: Box, popup: Box, view: View, gap = CLEARANCE_PX): number {
  if (!overlaps(target, popup)) return 0;
  const above = target.bottom - (popup.top - gap);
  const below = target.top - (popup.bottom + gap);
  const fits = [above, below].filter(
    (delta) => target.top - delta >= view.top && target.bottom - delta <= view.bottom,
  );
  const choices = fits.length > 0 ? fits : [above, below];
  return choices.reduce((best, delta) => (Math.abs(delta) < Math.abs(best) ? delta : best));
}

/**
 * The room the page keeps below its end while the popup shows: from the popup's top to the
 * bottom of the screen, so that even the page's last element can scroll clear above it.
 */
export function roomBelow(popup: Box, viewportHeight: number, gap = CLEARANCE_PX): number {
  return Math.max(0, Math.ceil(viewportHeight - popup.top + gap));
}
