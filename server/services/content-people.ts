import type { Lang } from '../../shared/constants.ts';
import type {
  AboutContent,
  PartnerCard,
  PersonCard,
  PersonLink,
  PersonProfile,
} from '../../shared/content-types.ts';
import { mediaUrlsIn } from '../../shared/media.ts';
import type { Sql } from '../db/client.ts';
import {
  fieldReader,
  imageAddress,
  opt,
  type Pictures,
  pictureOf,
  type Row,
  str,
} from './content-read.ts';
import { pictureSources } from './media.ts';
import type { TextRenderer } from './text-render.ts';

/**
 * Public reads of the organisation's content: people, the about page (team, advisory board,
 * investors) and the partners. Only active rows that are not deleted, in order_index order; each
 * read in one language, falling back field by field to English (see content.ts).
 */

function links(v: unknown): PersonLink[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((l: unknown) => {
    const { label, url } = (l ?? {}) as { label?: unknown; url?: unknown };
    // Web pages and mail addresses; nothing that could run script (the admin checks the same).
    return typeof label === 'string' &&
      typeof url === 'string' &&
      /^(https?:\/\/|mailto:)/i.test(url)
      ? [{ label, url }]
      : [];
  });
}

function personCard(r: Row, lang: Lang, pictures: Pictures): PersonCard {
  const { read, englishFields } = fieldReader<PersonCard['englishFields'][number]>(r, lang);
  const photoUrl = imageAddress(r.photo_url);
  return {
    slug: str(r.slug),
    name: str(r.name),
    title: read('title', 'title') ?? '',
    shortBio: read('shortBio', 'short_bio'),
    photoUrl,
    photo: pictureOf(pictures, photoUrl),
    englishFields,
  };
}

export async function listPeople(sql: Sql, lang: Lang): Promise<PersonCard[]> {
  const rows = await sql<Row[]>`
    select slug, name, title, short_bio, photo_url, title_et, short_bio_et
      from people
     where active and deleted_at is null
     order by order_index, name`;
  const pictures = await pictureSources(
    sql,
    rows.map((r) => opt(r.photo_url)),
    lang,
  );
  return rows.map((r) => personCard(r, lang, pictures));
}

export async function getPerson(
  sql: Sql,
  slug: string,
  lang: Lang,
  render: TextRenderer,
): Promise<PersonProfile | null> {
  const [r] = await sql<Row[]>`
    select slug, name, title, short_bio, long_bio, photo_url, links,
           title_et, short_bio_et, long_bio_et
      from people
     where slug = ${slug} and active and deleted_at is null`;
  if (!r) return null;
  const card = personCard(r, lang, await pictureSources(sql, [opt(r.photo_url)], lang));
  const body = fieldReader<'longBio'>(r, lang);
  const longBio = body.read('longBio', 'long_bio');
  // Without a long biography the short one stands in for it, in the language it is in.
  const bodyIsEnglish =
    longBio === null
      ? card.englishFields.includes('shortBio')
      : body.englishFields.includes('longBio');
  return {
    ...card,
    longBioHtml: await render(
      longBio ?? card.shortBio ?? '',
      await pictureSources(sql, mediaUrlsIn(longBio), lang),
    ),
    links: links(r.links),
    englishFields: bodyIsEnglish ? [...card.englishFields, 'longBio'] : card.englishFields,
  };
}

export async function getAbout(sql: Sql, lang: Lang): Promise<AboutContent> {
  const team = await sql<Row[]>`
    select t.name, t.position, t.position_et, t.image_url, p.slug as person_slug
      from team_members t
      left join people p on p.slug = t.person_slug and p.active and p.deleted_at is null
     where t.active and t.deleted_at is null
     order by t.order_index, t.name`;
  const advisors = await sql<Row[]>`
    select a.name, a.title, a.organisation, a.bio, p.slug as person_slug
      from advisory_members a
      left join people p on p.slug = a.person_slug and p.active and p.deleted_at is null
     where a.active and a.deleted_at is null
     order by a.order_index, a.name`;
  const investors = await sql<Row[]>`
    select name, type, type_et, description, description_et, website_url, logo_url
      from investors
     where active and deleted_at is null
     order by order_index, name`;
  const pictures = await pictureSources(
    sql,
    [...team.map((r) => opt(r.image_url)), ...investors.map((r) => opt(r.logo_url))],
    lang,
  );
  return {
    team: team.map((r) => {
      const { read, englishFields } = fieldReader<'position'>(r, lang);
      const photoUrl = imageAddress(r.image_url);
      return {
        name: str(r.name),
        position: read('position', 'position') ?? '',
        photoUrl,
        photo: pictureOf(pictures, photoUrl),
        personSlug: opt(r.person_slug),
        englishFields,
      };
    }),
    advisors: advisors.map((r) => ({
      name: str(r.name),
      title: opt(r.title),
      organisation: opt(r.organisation),
      bio: opt(r.bio),
      personSlug: opt(r.person_slug),
      // The board has no Estonian columns: on Estonian pages its texts are English.
      englishFields: lang === 'et' ? ['title', 'organisation', 'bio'] : [],
    })),
    investors: investors.map((r) => {
      const { read, englishFields } = fieldReader<'type' | 'description'>(r, lang);
      const logoUrl = imageAddress(r.logo_url);
      return {
        name: str(r.name),
        type: read('type', 'type'),
        description: read('description', 'description'),
        websiteUrl: opt(r.website_url),
        logoUrl,
        logo: pictureOf(pictures, logoUrl),
        englishFields,
      };
    }),
  };
}

/** The active partners and their logos, for /partners and the technology partners' profiles. */
export async function listPartners(sql: Sql, lang: Lang): Promise<PartnerCard[]> {
  const rows = await sql<Row[]>`
    select slug, name, kind, logo_url
      from partners
     where active and deleted_at is null
     order by kind, order_index, name`;
  const pictures = await pictureSources(
    sql,
    rows.map((r) => opt(r.logo_url)),
    lang,
  );
  return rows.map((r) => {
    const logoUrl = imageAddress(r.logo_url);
    return {
      slug: opt(r.slug),
      name: str(r.name),
      kind: str(r.kind),
      logoUrl,
      logo: pictureOf(pictures, logoUrl),
    };
  });
}

/** Technology partners that have a profile page (for the sitemap). */
export async function partnerProfileSlugs(sql: Sql): Promise<string[]> {
  const rows = await sql<Row[]>`
    select slug from partners
     where active and deleted_at is null and kind = 'technology' and slug is not null
     order by order_index, slug`;
  return rows.map((r) => str(r.slug));
}
