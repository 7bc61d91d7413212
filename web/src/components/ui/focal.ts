/** The focal point's step on the site: the crops follow it to the nearest 5 % (content.css). */
const FOCAL_STEP = 5;

/**
 * The classes that keep a picture's focal point in view where it is cropped (`object-fit: cover`),
 * as `object-position`: classes, as the CSP allows no style attribute. None for the centre.
 */
export function focalClass(focalX: number, focalY: number): string | undefined {
  const step = (v: number) =>
    Math.round((Math.min(1, Math.max(0, v)) * 100) / FOCAL_STEP) * FOCAL_STEP;
  const x = step(focalX);
  const y = step(focalY);
  return x === 50 && y === 50 ? undefined : `focal fx-${x} fy-${y}`;
}
