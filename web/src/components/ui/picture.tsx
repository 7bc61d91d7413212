import type { PictureSources } from '../../../../shared/content-types.ts';

/**
 * An uploaded picture at the size it is shown: AVIF, then WebP, then JPEG (or PNG), each from
 * the sizes made at upload, with its width and height so the page keeps its place while it loads.
 */
export function Picture(props: {
  picture: PictureSources;
  /** How wide it is shown, for the browser to choose a size (a `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The first picture of a page loads at once; the others when scrolled near. */
  eager?: boolean;
}) {
  const { picture, sizes } = props;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        className={props.className}
        src={picture.src}
        srcSet={picture.fallback}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={props.eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(props.eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
