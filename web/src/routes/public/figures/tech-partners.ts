import type { PartnerCard } from '../../../../../shared/content-types.ts';

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

/** A technology partner's profile: which partner, and its row among the partners (its logo). */
export interface TechPartnerData {
  id: TechPartnerId;
  partner: PartnerCard | null;
}

/** The row of `partners` that stands for a partner the catalogue describes (tech ones by slug). */
export function partnerRow(
  partners: readonly PartnerCard[] | undefined,
  which: { slug: string } | { kind: 'platform' | 'hardware'; name: string },
): PartnerCard | null {
  return (
    partners?.find((p) =>
      'slug' in which
        ? p.kind === 'technology' && p.slug === which.slug
        : p.kind === which.kind && p.name === which.name,
    ) ?? null
  );
}
