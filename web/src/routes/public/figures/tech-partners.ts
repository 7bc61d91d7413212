/** The technology partners with a profile page (/partners/technology/{id}), apart from their logos. */

export const TECH_PARTNER_IDS = ['redline', 'qatalis', 'deepware', 'skudo-tech'] as const;
export type TechPartnerId = (typeof TECH_PARTNER_IDS)[number];

export function isTechPartner(id: string | undefined): id is TechPartnerId {
  return (TECH_PARTNER_IDS as readonly string[]).includes(id ?? '');
}

/** External sites of the technology partners (their profile pages link here). */
export const TECH_PARTNER_SITES: Record<TechPartnerId, string> = {
  redline: 'https://redline.example',
  qatalis: 'https://qatalis.example',
  deepware: 'https://deepware.example',
  'skudo-tech': 'https://skudo-tech.example',
};
