import type {
  AboutContent,
  BlogPostSummary,
  ContentSource,
  PersonCard,
  PersonLink,
  PersonProfile,
  PostDetail,
  PostSummary,
  SitemapEntries,
} from '../../shared/content-types.ts';
import type { Sql } from '../db/client.ts';
import { renderMarkdown } from './markdown.ts';

/**
 * Public reads of the content tables (public-site §7): only published or active rows that are not
 * deleted, lists in order_index order, posts newest first. An unknown slug is null, never an error.
 */

type Row = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const opt = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const iso = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

function summary(r: Row): PostSummary {
  return {
    slug: str(r.slug),
    title: str(r.title),
    excerpt: opt(r.excerpt),
    author: str(r.author),
    category: opt(r.category),
    date: iso(r.date),
  };
}

function links(v: unknown): PersonLink[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((l: unknown) => {
    const { label, url } = (l ?? {}) as { label?: unknown; url?: unknown };
    return typeof label === 'string' && typeof url === 'string' && /^https?:\/\//.test(url)
      ? [{ label, url }]
      : [];
  });
}

function personCard(r: Row): PersonCard {
  return {
    slug: str(r.slug),
    name: str(r.name),
    title: str(r.title),
    shortBio: opt(r.short_bio),
    photoUrl: opt(r.photo_url),
  };
}

export async function listBlogPosts(sql: Sql): Promise<BlogPostSummary[]> {
  const rows = await sql<Row[]>`
    select slug, title, excerpt, author, category, tags, featured,
           coalesce(published_at, created_at) as date
      from blog_posts
     where published and deleted_at is null
     order by coalesce(published_at, created_at) desc, title`;
  return rows.map((r) => ({
    ...summary(r),
    tags: Array.isArray(r.tags) ? (r.tags as string[]) : [],
    featured: r.featured === true,
  }));
}

export async function getBlogPost(sql: Sql, slug: string): Promise<PostDetail | null> {
  const [r] = await sql<Row[]>`
    select slug, title, excerpt, author, category, tags, content, seo_title, seo_description,
           coalesce(published_at, created_at) as date
      from blog_posts
     where slug = ${slug} and published and deleted_at is null`;
  if (!r) return null;
  return {
    ...summary(r),
    html: renderMarkdown(str(r.content)),
    seoTitle: opt(r.seo_title),
    seoDescription: opt(r.seo_description),
    tags: Array.isArray(r.tags) ? (r.tags as string[]) : [],
  };
}

export async function listNewsroomPosts(sql: Sql): Promise<PostSummary[]> {
  const rows = await sql<Row[]>`
    select slug, title, excerpt, author, category, coalesce(published_at, created_at) as date
      from newsroom_posts
     where published and deleted_at is null
     order by coalesce(published_at, created_at) desc, title`;
  return rows.map(summary);
}

export async function getNewsroomPost(sql: Sql, slug: string): Promise<PostDetail | null> {
  const [r] = await sql<Row[]>`
    select slug, title, excerpt, author, category, content,
           coalesce(published_at, created_at) as date
      from newsroom_posts
     where slug = ${slug} and published and deleted_at is null`;
  if (!r) return null;
  return {
    ...summary(r),
    html: renderMarkdown(str(r.content)),
    seoTitle: null,
    seoDescription: null,
    tags: [],
  };
}

export async function listPeople(sql: Sql): Promise<PersonCard[]> {
  const rows = await sql<Row[]>`
    select slug, name, title, short_bio, photo_url
      from people
     where active and deleted_at is null
     order by order_index, name`;
  return rows.map(personCard);
}

export async function getPerson(sql: Sql, slug: string): Promise<PersonProfile | null> {
  const [r] = await sql<Row[]>`
    select slug, name, title, short_bio, long_bio, photo_url, links
      from people
     where slug = ${slug} and active and deleted_at is null`;
  if (!r) return null;
  return {
    ...personCard(r),
    longBioHtml: renderMarkdown(str(r.long_bio) || str(r.short_bio)),
    links: links(r.links),
  };
}

export async function getAbout(sql: Sql): Promise<AboutContent> {
  const team = await sql<Row[]>`
    select t.name, t.position, t.image_url, p.slug as person_slug
      from team_members t
      left join people p on p.slug = t.person_slug and p.active and p.deleted_at is null
     where t.active and t.deleted_at is null
     order by t.order_index, t.name`;
  const investors = await sql<Row[]>`
    select name, type, website_url
      from investors
     where active and deleted_at is null
     order by order_index, name`;
  return {
    team: team.map((r) => ({
      name: str(r.name),
      position: str(r.position),
      photoUrl: opt(r.image_url),
      personSlug: opt(r.person_slug),
    })),
    investors: investors.map((r) => ({
      name: str(r.name),
      type: opt(r.type),
      websiteUrl: opt(r.website_url),
    })),
  };
}

/** Slugs and dates the sitemap lists besides the static routes. */
export async function sitemapEntries(sql: Sql): Promise<SitemapEntries> {
  const blog = await sql<Row[]>`
    select slug, coalesce(updated_at, published_at, created_at) as date from blog_posts
     where published and deleted_at is null order by slug`;
  const newsroom = await sql<Row[]>`
    select slug, coalesce(updated_at, published_at, created_at) as date from newsroom_posts
     where published and deleted_at is null order by slug`;
  const people = await sql<Row[]>`
    select slug from people where active and deleted_at is null order by order_index, slug`;
  return {
    blog: blog.map((r) => ({ slug: str(r.slug), date: iso(r.date) })),
    newsroom: newsroom.map((r) => ({ slug: str(r.slug), date: iso(r.date) })),
    people: people.map((r) => str(r.slug)),
  };
}

/** The data source handed to page loaders through the server context. */
export function createContentSource(sql: Sql): ContentSource {
  return {
    blogPosts: () => listBlogPosts(sql),
    blogPost: (slug) => getBlogPost(sql, slug),
    newsroomPosts: () => listNewsroomPosts(sql),
    newsroomPost: (slug) => getNewsroomPost(sql, slug),
    people: () => listPeople(sql),
    person: (slug) => getPerson(sql, slug),
    about: () => getAbout(sql),
  };
}

/** Technology partners that have a profile page (for the sitemap). */
export async function partnerProfileSlugs(sql: Sql): Promise<string[]> {
  const rows = await sql<Row[]>`
    select slug from partners
     where active and deleted_at is null and kind = 'technology' and slug is not null
     order by order_index, slug`;
  return rows.map((r) => str(r.slug));
}
