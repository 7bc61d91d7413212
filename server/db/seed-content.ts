/**
 * Demo content for an empty database: people, team, advisory board, investors and partners.
 * Plain data only; server/db/seed.ts inserts it. All names are invented and every address uses a
 * reserved `.example` domain. The pictures (every person's portrait, which their team card shows
 * too, the investors' and partners' logos and two posts' featured images) are drawn for this
 * project by seed-pictures.ts and uploaded as the seed runs: a `photo_url` or `logo_url` given
 * here would take their place.
 */

/** Joins Markdown blocks (paragraphs, headings, lists) with blank lines. */
export function paragraphs(...blocks: string[]): string {
  return blocks.join('\n\n');
}

/** A Markdown bullet list, one item per line. */
export function list(...items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

export type PersonLink = { label: string; url: string };

export interface PersonSeed {
  slug: string;
  name: string;
  title: string;
  short_bio: string;
  long_bio: string;
  /** Absent: the public pages show initials. */
  photo_url?: string;
  links: PersonLink[];
  order_index: number;
  active: boolean;
}

export interface TeamMemberSeed {
  name: string;
  position: string;
  bio: string;
  image_url?: string;
  person_slug: string | null;
  order_index: number;
  active: boolean;
}

export interface AdvisoryMemberSeed {
  name: string;
  title: string;
  organisation: string;
  bio: string;
  image_url?: string;
  person_slug: string | null;
  order_index: number;
  active: boolean;
}

export interface InvestorSeed {
  name: string;
  description: string;
  type: string;
  investment_round: string | null;
  logo_url?: string;
  website_url: string;
  order_index: number;
  active: boolean;
}

export type PartnerKind = 'technology' | 'platform' | 'hardware' | 'implementation' | 'reseller';

export interface PartnerSeed {
  name: string;
  slug: string;
  description: string;
  kind: PartnerKind;
  logo_url?: string;
  website_url: string;
  order_index: number;
  active: boolean;
}

/** When the organisation content was first entered (the company was founded in Q2 2025). */
export const CONTENT_CREATED_AT = '2025-06-02T09:00:00Z';

function linkedIn(slug: string): PersonLink {
  return { label: 'LinkedIn', url: `https://www.linkedin.com/in/${slug}` };
}

function email(address: string): PersonLink {
  return { label: 'Email', url: `mailto:${address}` };
}

export const PEOPLE: PersonSeed[] = [
  {
    slug: 'kadri-lepik',
    name: 'Kadri Lepik',
    title: 'Co-founder and Chief Executive Officer',
    short_bio:
      'Kadri leads strategy and customer relationships. She spent a decade in commercial litigation before turning to legal technology.',
    long_bio: paragraphs(
      'Kadri Lepik is co-founder and chief executive of Lumen Legal. Before founding the company she spent ten years as a commercial litigator in Tallinn, working on contract and insolvency disputes for Baltic and Nordic clients.',
      'The hours her teams spent on first-pass research led her to join the three-year research programme that became Lumen Legal. There she focused on how lawyers actually verify sources, and on what a research tool has to show before a professional can rely on it.',
      'Kadri holds a master’s degree in law and works in Estonian, English, Finnish and Russian. She speaks regularly on legal innovation and on the responsible use of AI in regulated professions.',
    ),
    links: [linkedIn('kadri-lepik'), email('kadri.lepik@lumen-legal.example')],
    order_index: 1,
    active: true,
  },
  {
    slug: 'martin-saar',
    name: 'Martin Saar',
    title: 'Co-founder and Chief Technology Officer',
    short_bio:
      'Martin leads engineering and the platform’s retrieval and language-model stack. He previously built search systems for public-sector e-services.',
    long_bio: paragraphs(
      'Martin Saar is co-founder and chief technology officer of Lumen Legal, responsible for the Legal Tech Platform and the Hybrid AI Infrastructure product.',
      'He spent eight years building search and document-processing systems for public-sector e-services, where availability, audit logging and data protection were requirements from day one. That experience shapes the platform’s design: every answer is traceable, and every component can run inside a customer’s own environment.',
      'Martin studied computer science in Tartu and has a particular interest in evaluation methods for retrieval-augmented generation. Outside work he sails on the Gulf of Finland.',
    ),
    links: [linkedIn('martin-saar')],
    order_index: 2,
    active: true,
  },
  {
    slug: 'liisa-kask',
    name: 'Liisa Kask',
    title: 'Co-founder and Head of Legal Research',
    short_bio:
      'Liisa leads the legal research team that curates and annotates the platform’s corpus of Estonian case law and legislation.',
    long_bio: paragraphs(
      'Liisa Kask is co-founder of Lumen Legal and heads its legal research team. She is responsible for the quality of the case-law corpus, the annotation guidelines and the evaluation sets the product is tested against.',
      'Liisa completed a doctorate in legal informatics on the automated analysis of court decisions, and led the annotation work of the research programme from which the company grew. Her team of lawyers reviews model output every week.',
      'Before the research programme she advised on public procurement and administrative law. She lectures occasionally on legal methodology and on the limits of automation in legal reasoning.',
    ),
    links: [linkedIn('liisa-kask'), email('liisa.kask@lumen-legal.example')],
    order_index: 3,
    active: true,
  },
  {
    slug: 'erik-lindqvist',
    name: 'Erik Lindqvist',
    title: 'Head of Infrastructure and Security',
    short_bio:
      'Erik is responsible for hybrid deployments, key management and the company’s information-security programme.',
    long_bio: paragraphs(
      'Erik Lindqvist leads infrastructure and security at Lumen Legal, covering on-premise and cloud deployments, hardware security modules and the ISO/IEC 27001 certification work.',
      'He joined from the Nordic financial sector, where he spent twelve years designing payment infrastructure and key-management services under strict regulatory oversight. He has since worked with manufacturing and maritime organisations on bringing AI workloads inside their own networks.',
      'Erik follows the standardisation of post-quantum cryptography closely and leads the company’s work on ML-KEM and ML-DSA options for customers with long-lived confidential data.',
    ),
    links: [linkedIn('erik-lindqvist')],
    order_index: 4,
    active: true,
  },
  {
    slug: 'triin-ojala',
    name: 'Triin Ojala',
    title: 'Lead Machine Learning Engineer',
    short_bio:
      'Triin leads model training and evaluation, with a focus on citation accuracy in Estonian and English.',
    long_bio: paragraphs(
      'Triin Ojala is lead machine learning engineer at Lumen Legal. She is responsible for the retrieval models, the fine-tuning pipeline and the evaluation harness that every release must pass.',
      'Her earlier work was on speech and language technology for Estonian, a language with rich morphology and relatively little training data. She brought from it a habit of building careful test sets before building models.',
      'Triin holds a master’s degree in language technology and contributes to open evaluation datasets for Finno-Ugric languages.',
    ),
    links: [linkedIn('triin-ojala')],
    order_index: 5,
    active: true,
  },
  {
    slug: 'joonas-rebane',
    name: 'Joonas Rebane',
    title: 'Head of Partnerships',
    short_bio:
      'Joonas builds the technology, implementation and channel partnerships that bring the platform to customers across the Baltics and the Nordics.',
    long_bio: paragraphs(
      'Joonas Rebane leads partnerships at Lumen Legal, working with technology partners, implementation firms and resellers.',
      'He previously managed alliances at a Nordic enterprise-software company, where he launched partner programmes in five countries. He believes the best partnerships start with a shared customer problem rather than a shared logo slide.',
      'Joonas reviews every partner application personally and aims to reply within five business days.',
    ),
    links: [linkedIn('joonas-rebane'), email('partners@lumen-legal.example')],
    order_index: 6,
    active: true,
  },
  {
    slug: 'helena-mand',
    name: 'Helena Mänd',
    title: 'Legal Data Analyst',
    short_bio:
      'Helena worked on the annotation of administrative-court decisions during the pilot phase.',
    long_bio: paragraphs(
      'Helena Mänd was a legal data analyst on the research team during the pilot phase.',
      'She annotated administrative-court decisions and helped write the first version of the annotation guidelines.',
      'Helena has since returned to private practice.',
    ),
    links: [linkedIn('helena-mand')],
    order_index: 7,
    active: false,
  },
];

export const TEAM_MEMBERS: TeamMemberSeed[] = [
  {
    name: 'Kadri Lepik',
    position: 'Co-founder and CEO',
    bio: 'Former commercial litigator who leads strategy, customer relationships and the company’s work on responsible legal AI.',
    person_slug: 'kadri-lepik',
    order_index: 1,
    active: true,
  },
  {
    name: 'Martin Saar',
    position: 'Co-founder and CTO',
    bio: 'Builds the retrieval and language-model stack behind the Legal Tech Platform and the Hybrid AI Infrastructure product.',
    person_slug: 'martin-saar',
    order_index: 2,
    active: true,
  },
  {
    name: 'Liisa Kask',
    position: 'Co-founder and Head of Legal Research',
    bio: 'Doctor of legal informatics who curates the Estonian case-law corpus and the evaluation sets every release is tested against.',
    person_slug: 'liisa-kask',
    order_index: 3,
    active: true,
  },
  {
    name: 'Erik Lindqvist',
    position: 'Head of Infrastructure and Security',
    bio: 'Designs hybrid deployments with HSM-backed key management, drawing on twelve years in Nordic financial infrastructure.',
    person_slug: 'erik-lindqvist',
    order_index: 4,
    active: true,
  },
  {
    name: 'Helena Mänd',
    position: 'Legal Data Analyst',
    bio: 'Annotated administrative-court decisions and drafted the first annotation guidelines during the pilot phase.',
    person_slug: 'helena-mand',
    order_index: 5,
    active: false,
  },
];

/** Inactive until announced: the public page reads "Announcements are coming soon". */
export const ADVISORY_MEMBERS: AdvisoryMemberSeed[] = [
  {
    name: 'Anneli Vahter',
    title: 'Adviser, Legal Informatics',
    organisation: 'Nordic Legal Informatics Network',
    bio: 'Researcher in legal informatics and the regulation of automated decision-making in the public sector.',
    person_slug: null,
    order_index: 1,
    active: false,
  },
  {
    name: 'Henrik Aaltonen',
    title: 'Adviser, Information Security',
    organisation: 'Baltic Cyber Assurance Group',
    bio: 'Security architect with a background in critical infrastructure and cryptographic key management.',
    person_slug: null,
    order_index: 2,
    active: false,
  },
];

export const INVESTORS: InvestorSeed[] = [
  {
    name: 'Northgate Ventures',
    description:
      'Early-stage venture fund investing in B2B software and deep technology across the Baltics and the Nordics.',
    type: 'Venture Capital',
    investment_round: 'Seed',
    website_url: 'https://northgate-ventures.example',
    order_index: 1,
    active: true,
  },
  {
    name: 'Baltic Legal Angels',
    description:
      'A syndicate of lawyers and former general counsel who back companies building tools for the legal profession.',
    type: 'Angel',
    investment_round: 'Pre-seed',
    website_url: 'https://baltic-legal-angels.example',
    order_index: 2,
    active: true,
  },
  {
    name: 'Digital Innovation Grant Programme',
    description:
      'Public research and development grant supporting the applied research on legal language models that preceded the company.',
    type: 'Public Grant',
    investment_round: null,
    website_url: 'https://innovation-grants.example',
    order_index: 3,
    active: true,
  },
];

export const PARTNERS: PartnerSeed[] = [
  {
    name: 'Redline AI',
    slug: 'redline',
    description:
      'Document comparison and redlining engine that powers change tracking in the platform’s contract review.',
    kind: 'technology',
    website_url: 'https://redline.example',
    order_index: 1,
    active: true,
  },
  {
    name: 'Qatalis',
    slug: 'qatalis',
    description:
      'Quality-assurance and evaluation tooling for language models, used to test citation accuracy before each release.',
    kind: 'technology',
    website_url: 'https://qatalis.example',
    order_index: 2,
    active: true,
  },
  {
    name: 'Deepware',
    slug: 'deepware',
    description:
      'Model optimisation and inference runtime that makes on-premise deployments practical on modest GPU hardware.',
    kind: 'technology',
    website_url: 'https://deepware.example',
    order_index: 3,
    active: true,
  },
  {
    name: 'Skudo Tech',
    slug: 'skudo-tech',
    description:
      'Security monitoring and policy enforcement for hybrid AI environments, integrated with the central request router.',
    kind: 'technology',
    website_url: 'https://skudo-tech.example',
    order_index: 4,
    active: true,
  },
  {
    name: 'Aurora Cloud',
    slug: 'aurora-cloud',
    description: 'EU-hosted cloud platform with data centres in Estonia and Finland.',
    kind: 'platform',
    website_url: 'https://aurora-cloud.example',
    order_index: 1,
    active: true,
  },
  {
    name: 'Nordvault Identity',
    slug: 'nordvault-identity',
    description: 'Single sign-on and identity federation supporting national eID schemes.',
    kind: 'platform',
    website_url: 'https://nordvault-identity.example',
    order_index: 2,
    active: true,
  },
  {
    name: 'Harju Document Systems',
    slug: 'harju-document-systems',
    description: 'Document and records-management system used by law firms and public bodies.',
    kind: 'platform',
    website_url: 'https://harju-docs.example',
    order_index: 3,
    active: true,
  },
  {
    name: 'Keystone HSM',
    slug: 'keystone-hsm',
    description: 'Certified hardware security modules for on-premise key generation and storage.',
    kind: 'hardware',
    website_url: 'https://keystone-hsm.example',
    order_index: 1,
    active: true,
  },
  {
    name: 'Baltic Compute Systems',
    slug: 'baltic-compute-systems',
    description: 'GPU servers and rack integration for on-premise AI workloads.',
    kind: 'hardware',
    website_url: 'https://baltic-compute.example',
    order_index: 2,
    active: true,
  },
];
