import type { PictureSources } from '../../../../shared/content-types.ts';
import { Picture } from './picture.tsx';

/** How high a logo is shown (ui.css `.logo`); its width follows from its own proportions. */
const LOGO_HEIGHT = 40;

/**
 * An organisation's logo, or nothing when it has none. An upload comes at the size shown, with
 * its width and height, so nothing moves while it loads; another address (a picture of this site
 * or elsewhere, whose size is unknown) is fitted into a box of fixed size. Its text alternative is
 * the picture's own description, else the organisation's name.
 */
export function Logo(props: {
  name: string;
  url: string | null;
  picture: PictureSources | null;
  className?: string;
}) {
  const { name, url, picture } = props;
  const className = props.className ? `logo ${props.className}` : 'logo';
  if (picture) {
    const shown = Math.round((LOGO_HEIGHT * picture.width) / picture.height);
    return (
      <Picture
        picture={{ ...picture, alt: picture.alt || name }}
        sizes={`${shown}px`}
        className={className}
      />
    );
  }
  if (!url) return null;
  return (
    <img
      className={`${className} logo--boxed`}
      src={url}
      alt={name}
      width={LOGO_HEIGHT * 4}
      height={LOGO_HEIGHT}
      loading="lazy"
      decoding="async"
    />
  );
}
