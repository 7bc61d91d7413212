/**
 * How wide a post's featured picture is shown: the post page's `sizes`, and its preload's
 * `imagesizes` (routes.ts), which must agree so the browser preloads the file the page then uses.
 */
export const POST_PICTURE_SIZES = '(max-width: 48rem) 100vw, 48rem';
