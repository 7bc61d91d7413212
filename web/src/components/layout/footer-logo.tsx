import { useEffect, useRef, useState } from 'react';

const WEBP = '/brand/logo.webp';
const PNG = '/brand/logo.png';

/**
 * The footer logo: webp where supported, png otherwise, and png also when the webp file fails
 * to load (a <picture> alone does not fall back on a failed source, only an unsupported type).
 */
export function FooterLogo({ alt }: { alt: string }) {
  const [webpFailed, setWebpFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  const onError = () => {
    if (img.current?.currentSrc.endsWith('.webp')) setWebpFailed(true);
  };
  // A failure before hydration fires no React onError: check once mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) onError();
  }, []);
  return (
    <picture>
      {webpFailed ? null : <source srcSet={WEBP} type="image/webp" />}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is a load event, not user interaction. */}
      <img
        ref={img}
        src={PNG}
        alt={alt}
        width={200}
        height={40}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
    </picture>
  );
}
