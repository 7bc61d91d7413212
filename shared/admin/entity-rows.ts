/**
 * The rows of Entity Management's five tables as the back office holds them (columns of
 * migrations/0001_init.sql and 0011_content_editing.sql), and the kinds that name them.
 */
export interface EntityRowBase extends Record<string, unknown> {
  id: string;
  name: string;
  order_index: number;
  active: boolean;
  created_at: string;
  updated_at: string;
  version: string;
  deleted_at: string | null;
}

export interface TeamMemberRow extends EntityRowBase {
  position: string;
  position_et: string | null;
  bio: string | null;
  bio_et: string | null;
  image_url: string | null;
  person_slug: string | null;
}

export interface AdvisoryMemberRow extends EntityRowBase {
  title: string | null;
  title_et: string | null;
  organisation: string | null;
  bio: string | null;
  bio_et: string | null;
  image_url: string | null;
  person_slug: string | null;
}

export interface InvestorRow extends EntityRowBase {
  description: string | null;
  description_et: string | null;
  type: string | null;
  type_et: string | null;
  investment_round: string | null;
  logo_url: string | null;
  website_url: string | null;
}

export const PARTNER_KINDS = [
  'technology',
  'platform',
  'hardware',
  'implementation',
  'reseller',
] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export interface PartnerRow extends EntityRowBase {
  slug: string | null;
  description: string | null;
  description_et: string | null;
  kind: PartnerKind;
  logo_url: string | null;
  website_url: string | null;
}

export interface PersonLink {
  label: string;
  url: string;
}

export interface PersonRow extends EntityRowBase {
  slug: string;
  title: string;
  title_et: string | null;
  short_bio: string | null;
  short_bio_et: string | null;
  long_bio: string | null;
  long_bio_et: string | null;
  photo_url: string | null;
  links: PersonLink[];
}

export const ENTITY_KINDS = ['team', 'advisory', 'investors', 'partners', 'people'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export interface EntityRows {
  team: TeamMemberRow;
  advisory: AdvisoryMemberRow;
  investors: InvestorRow;
  partners: PartnerRow;
  people: PersonRow;
}
