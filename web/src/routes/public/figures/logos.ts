/** Logo strips on the home page. The artwork is our own text-based marks in /images/logos. */

export interface Logo {
  name: string;
  logo: string;
  url: string;
  alt: string;
  /** Intrinsic width of the 32 px high artwork, so the strip never shifts. */
  width: number;
}

export const TECH_PARTNER_LOGOS: readonly Logo[] = [
  {
    name: 'Redline AI',
    logo: '/images/logos/redline.svg',
    url: '/partners/technology/redline',
    alt: 'Redline AI',
    width: 138,
  },
  {
    name: 'Qatalis',
    logo: '/images/logos/qatalis.svg',
    url: '/partners/technology/qatalis',
    alt: 'Qatalis',
    width: 109,
  },
  {
    name: 'Deepware',
    logo: '/images/logos/deepware.svg',
    url: '/partners/technology/deepware',
    alt: 'Deepware',
    width: 118,
  },
  {
    name: 'Skudo Tech',
    logo: '/images/logos/skudo-tech.svg',
    url: '/partners/technology/skudo-tech',
    alt: 'Skudo Tech',
    width: 138,
  },
];

/** The nine third-party technologies of the 'Powered by' strip (open in a new tab). */
export const POWERED_BY_LOGOS: readonly Logo[] = [
  {
    name: 'PostgreSQL',
    logo: '/images/logos/postgresql.svg',
    url: 'https://www.postgresql.org/',
    alt: 'PostgreSQL',
    width: 138,
  },
  {
    name: 'Kubernetes',
    logo: '/images/logos/kubernetes.svg',
    url: 'https://kubernetes.io/',
    alt: 'Kubernetes',
    width: 138,
  },
  {
    name: 'PyTorch',
    logo: '/images/logos/pytorch.svg',
    url: 'https://pytorch.org/',
    alt: 'PyTorch',
    width: 109,
  },
  {
    name: 'Hugging Face',
    logo: '/images/logos/hugging-face.svg',
    url: 'https://huggingface.co/',
    alt: 'Hugging Face',
    width: 158,
  },
  {
    name: 'Open Quantum Safe',
    logo: '/images/logos/open-quantum-safe.svg',
    url: 'https://openquantumsafe.org/',
    alt: 'Open Quantum Safe',
    width: 207,
  },
  {
    name: 'Keycloak',
    logo: '/images/logos/keycloak.svg',
    url: 'https://www.keycloak.org/',
    alt: 'Keycloak',
    width: 118,
  },
  {
    name: 'OpenTelemetry',
    logo: '/images/logos/opentelemetry.svg',
    url: 'https://opentelemetry.io/',
    alt: 'OpenTelemetry',
    width: 167,
  },
  {
    name: 'Debian',
    logo: '/images/logos/debian.svg',
    url: 'https://www.debian.org/',
    alt: 'Debian',
    width: 99,
  },
  {
    name: 'React',
    logo: '/images/logos/react.svg',
    url: 'https://react.dev/',
    alt: 'React',
    width: 89,
  },
];
