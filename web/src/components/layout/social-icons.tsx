import type { SITE } from '../../../../shared/constants.ts';

type Network = keyof typeof SITE.social;

export const SOCIAL_NETWORKS: Network[] = ['x', 'linkedin', 'github', 'facebook', 'instagram'];

/**
 * A social profile's glyph: simple original shapes in one sprite file (/images/footer-icons.svg, cached
 * like the other images), not path data in every page's script. No third-party icon files.
 */
export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`/images/footer-icons.svg#${network}`} />
    </svg>
  );
}
