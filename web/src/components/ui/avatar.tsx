import { useEffect, useRef, useState } from 'react';
import type { PictureSources } from '../../../../shared/content-types.ts';
import { focalClass } from './focal.ts';
import { initials } from './initials.ts';
import '../../styles/content.css';

export interface AvatarProps {
  name: string;
  photoUrl: string | null | undefined;
  /** The photo's derived sizes, when it was uploaded here: AVIF or WebP at the size shown. */
  photo?: PictureSources | null | undefined;
  /**
   * Text alternative of the photo. The initials that stand in for a missing photo are hidden from
   * assistive technology: every avatar sits next to the person's name.
   */
  alt: string;
  size?: 'sm' | 'md' | 'lg';
}

const PIXELS = { sm: 48, md: 96, lg: 160 } as const;

/** A person's photo, or their initials when there is no photo or it fails to load. */
export function Avatar({ name, photoUrl, photo, alt, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration never fires onError for React: check once mounted.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  const px = PIXELS[size];
  if (!photoUrl || failed) {
    // Initials are not a photo, and the name is always written next to them: nothing to announce.
    return (
      <span className={`avatar avatar--${size} avatar--initials`} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  const image = (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not user interaction.
    <img
      ref={img}
      className={[`avatar avatar--${size}`, photo && focalClass(photo.focalX, photo.focalY)]
        .filter(Boolean)
        .join(' ')}
      src={photo ? photo.src : photoUrl}
      srcSet={photo?.fallback}
      sizes={photo ? `${px}px` : undefined}
      alt={alt}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
  if (!photo) return image;
  // The browser takes the first format it reads, at the width the avatar is shown.
  return (
    <picture className="avatar-picture">
      <source type="image/avif" srcSet={photo.avif} sizes={`${px}px`} />
      <source type="image/webp" srcSet={photo.webp} sizes={`${px}px`} />
      {image}
    </picture>
  );
}
