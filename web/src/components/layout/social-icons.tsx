import type { SITE } from '../../../../shared/constants.ts';

type Network = keyof typeof SITE.social;

/** Simple original glyphs for the social profiles (no third-party icon files are loaded). */
const PATHS: Record<Network, string> = {
  x: 'M4 4l6.6 8.8L4.2 20h2.1l5.2-5.9L15.8 20H20l-7-9.3L19 4h-2.1l-4.8 5.4L8.2 4H4z',
  linkedin:
    'M5 9h3v10H5zM6.5 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.4c.5-.9 1.6-1.7 3.2-1.7 3 0 3.9 1.8 3.9 4.7V19h-3v-5c0-1.3-.3-2.4-1.7-2.4s-2.3 1-2.3 2.4v5h-3z',
  github:
    'M12 3a9 9 0 0 0-2.85 17.54c.45.08.6-.2.6-.43v-1.6c-2.5.55-3.03-1.06-3.03-1.06-.41-1.04-1-1.32-1-1.32-.82-.56.06-.55.06-.55.9.07 1.38.93 1.38.93.8 1.38 2.11.98 2.62.75.08-.58.32-.98.57-1.2-2-.23-4.1-1-4.1-4.45 0-.98.35-1.79.93-2.42-.1-.23-.4-1.14.08-2.38 0 0 .76-.24 2.48.92a8.6 8.6 0 0 1 4.5 0c1.72-1.16 2.47-.92 2.47-.92.5 1.24.19 2.15.1 2.38.57.63.92 1.44.92 2.42 0 3.46-2.1 4.22-4.1 4.44.32.28.61.83.61 1.67v2.47c0 .24.16.52.62.43A9 9 0 0 0 12 3z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.8 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
};

export const SOCIAL_NETWORKS: Network[] = ['x', 'linkedin', 'github', 'facebook', 'instagram'];

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
