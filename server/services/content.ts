import { hasEstonian } from '../../shared/admin/translations.ts';
import type { Lang } from '../../shared/constants.ts';
import type {
  BlogPostSummary,
  ContentSource,
  PostDetail,
  PostSummary,
  SitemapEntries,
  SitemapPost,
} from '../../shared/content-types.ts';
import { mediaUrlsIn } from '../../shared/media.ts';
import type { SyncedTableName } from '../../shared/sync/tables.ts';
import type { Clock } from '../clock.ts';
import { latestVersion } from '../db/changes.ts';
import type { Sql } from '../db/client.ts';
import {
  archivedIssueSitemap,
  getArchivedIssue,
  listArchivedIssues,
} from './content-newsletter.ts';
import { getAbout, getPerson, listPartners, listPeople } from './content-people.ts';
import {
  formatPostDate,
  imageAddress,
  iso,
  opt,
  type Pictures,
  pictureOf,
  type Row,
  str,
} from './content-read.ts';
import { pictureSources } from './media.ts';
import type { TextRenderer } from './text-render.ts';

// The people, about and partners readers live in content-people.ts; these names stay here too.
export {
  getAbout,
  getPerson,
  listPartners,
  listPeople,
  partnerProfileSlugs,
} from './content-people.ts';
export { imageAddress } from './content-read.ts';

/**
 * Public reads of the content tables (public-site §7): only published or active rows that are not
 * deleted, lists in order_index order, posts newest first. An unknown slug is null, never an error.
 *
 * Every read is in one language and at one moment:
 * - A post is shown in Estonian only when it has its Estonian version (title and content);
 *   otherwise the whole post is the English one, marked as such. Entities and people fall back
 *   field by field, and say which fields are English.
 * - A published post whose published_at is still ahead of `now` does not exist yet: not listed,
 *   not readable by slug, not in the sitemap or the feeds. It appears by time alone.
 */

/** A post's texts in `lang`: Estonian throughout when it has its Estonian version, else English. */
function postTexts(r: Row, lang: Lang) {
  const estonian = lang === 'et' && hasEstonian(r);
  if (!estonian) {
    return {
      lang: 'en' as const,
      title: str(r.title),
      excerpt: opt(r.excerpt),
      content: str(r.content),
      seoTitle: opt(r.seo_title),
      seoDescription: opt(r.seo_description),
      englishFields: [] as 'excerpt'[],
    };
  }
  const excerptEt = opt(r.excerpt_et);
  const excerpt = excerptEt ?? opt(r.excerpt);
  return {
    lang: 'et' as const,
    title: str(r.title_et),
    // An excerpt not yet translated is the English one, marked; the page never goes without it.
    excerpt,
    content: str(r.content_et),
    // Search titles and descriptions are not shown on the page: without an Estonian one the
    // page's Estonian title and excerpt stand in, rather than English words in an Estonian result.
    seoTitle: opt(r.seo_title_et),
    seoDescription: opt(r.seo_description_et),
    englishFields: excerptEt === null && excerpt !== null ? ['excerpt' as const] : [],
  };
}

function languagesOf(r: Row): Lang[] {
  return hasEstonian(r) ? ['en', 'et'] : ['en'];
}

function summary(r: Row, lang: Lang, pictures: Pictures = new Map()): PostSummary {
  const texts = postTexts(r, lang);
  return {
    picture: pictureOf(pictures, imageAddress(r.featured_image)),
    slug: str(r.slug),
    title: texts.title,
    excerpt: texts.excerpt,
    author: str(r.author),
    category: opt(r.category),
    date: iso(r.date),
    dateLabel: formatPostDate(r.date, lang),
    lang: texts.lang,
    englishFields: texts.englishFields,
  };
}

/** The columns every post read needs (its summary in either language). */
const postColumns = (sql: Sql) => sql`
  slug, title, excerpt, author, category, title_et, excerpt_et, content_et, featured_image,
  coalesce(published_at, created_at) as date`;

/**
 * The uploaded featured images of these posts, for their cards and pages; with `withTexts`, also
 * the uploads their texts show (a post's page renders them with their sizes).
 */
function postPictures(
  sql: Sql,
  rows: readonly Row[],
  lang: Lang,
  withTexts = false,
): Promise<Pictures> {
  const inTexts = withTexts
    ? rows.flatMap((r) => [...mediaUrlsIn(opt(r.content)), ...mediaUrlsIn(opt(r.content_et))])
    : [];
  return pictureSources(sql, [...rows.map((r) => opt(r.featured_image)), ...inTexts], lang);
}

/** Visible now: published, not deleted, and its publication time (if any) not still ahead. */
const visibleAt = (sql: Sql, now: Date) => sql`
  published and deleted_at is null and (published_at is null or published_at <= ${now})`;

export async function listBlogPosts(sql: Sql, lang: Lang, now: Date): Promise<BlogPostSummary[]> {
  const rows = await sql<Row[]>`
    select ${postColumns(sql)}, tags, featured
      from blog_posts
     where ${visibleAt(sql, now)}
     order by coalesce(published_at, created_at) desc, title`;
  const pictures = await postPictures(sql, rows, lang);
  return rows.map((r) => ({
    ...summary(r, lang, pictures),
    tags: Array.isArray(r.tags) ? (r.tags as string[]) : [],
    featured: r.featured === true,
  }));
}

async function detail(
  sql: Sql,
  r: Row,
  lang: Lang,
  tags: string[],
  pictures: Pictures,
  render: TextRenderer,
): Promise<PostDetail> {
  const texts = postTexts(r, lang);
  // A byline that is one of the people shown links to their profile (structured data's author).
  const [author] = await sql<{ slug: string }[]>`
    select slug from people where name = ${str(r.author)} and active and deleted_at is null
     order by order_index, slug limit 1`;
  return {
    ...summary(r, lang, pictures),
    html: await render(texts.content, pictures),
    seoTitle: texts.seoTitle,
    seoDescription: texts.seoDescription,
    tags,
    languages: languagesOf(r),
    image: imageAddress(r.featured_image),
    updated: iso(r.updated_at ?? r.date),
    authorSlug: author?.slug ?? null,
  };
}

export async function getBlogPost(
  sql: Sql,
  slug: string,
  lang: Lang,
  now: Date,
  render: TextRenderer,
): Promise<PostDetail | null> {
  const [r] = await sql<Row[]>`
    select ${postColumns(sql)}, tags, content, seo_title, seo_description,
           seo_title_et, seo_description_et, updated_at
      from blog_posts
     where slug = ${slug} and ${visibleAt(sql, now)}`;
  if (!r) return null;
  const tags = Array.isArray(r.tags) ? (r.tags as string[]) : [];
  return detail(sql, r, lang, tags, await postPictures(sql, [r], lang, true), render);
}

export async function listNewsroomPosts(sql: Sql, lang: Lang, now: Date): Promise<PostSummary[]> {
  const rows = await sql<Row[]>`
    select ${postColumns(sql)}
      from newsroom_posts
     where ${visibleAt(sql, now)}
     order by coalesce(published_at, created_at) desc, title`;
  const pictures = await postPictures(sql, rows, lang);
  return rows.map((r) => summary(r, lang, pictures));
}

export async function getNewsroomPost(
  sql: Sql,
  slug: string,
  lang: Lang,
  now: Date,
  render: TextRenderer,
): Promise<PostDetail | null> {
  const [r] = await sql<Row[]>`
    select ${postColumns(sql)}, content, updated_at
      from newsroom_posts
     where slug = ${slug} and ${visibleAt(sql, now)}`;
  if (!r) return null;
  return detail(sql, r, lang, [], await postPictures(sql, [r], lang, true), render);
}

/**
 * Slugs, dates and languages the sitemap lists besides the static routes. A post's lastmod is
 * its last edit or, when it went up later (scheduled), the moment it went up.
 */
export async function sitemapEntries(sql: Sql, now: Date): Promise<SitemapEntries> {
  const posts = async (table: 'blog_posts' | 'newsroom_posts'): Promise<SitemapPost[]> => {
    const rows = await sql<Row[]>`
      select slug, title_et, content_et,
             greatest(coalesce(updated_at, created_at), coalesce(published_at, created_at)) as date
        from ${sql(table)}
       where ${visibleAt(sql, now)}
       order by slug`;
    return rows.map((r) => ({ slug: str(r.slug), date: iso(r.date), languages: languagesOf(r) }));
  };
  const people = await sql<Row[]>`
    select slug from people where active and deleted_at is null order by order_index, slug`;
  return {
    blog: await posts('blog_posts'),
    newsroom: await posts('newsroom_posts'),
    people: people.map((r) => str(r.slug)),
    newsletter: await archivedIssueSitemap(sql),
  };
}

/**
 * The data source handed to page loaders and the content API; `clock` says what is out yet,
 * `render` turns texts into HTML (text-render.ts).
 */
export function createContentSource(sql: Sql, clock: Clock, render: TextRenderer): ContentSource {
  return {
    blogPosts: (lang) => listBlogPosts(sql, lang, clock.now()),
    blogPost: (slug, lang) => getBlogPost(sql, slug, lang, clock.now(), render),
    newsroomPosts: (lang) => listNewsroomPosts(sql, lang, clock.now()),
    newsroomPost: (slug, lang) => getNewsroomPost(sql, slug, lang, clock.now(), render),
    people: (lang) => listPeople(sql, lang),
    person: (slug, lang) => getPerson(sql, slug, lang, render),
    about: (lang) => getAbout(sql, lang),
    partners: (lang) => listPartners(sql, lang),
    newsletterIssues: (lang) => listArchivedIssues(sql, lang),
    newsletterIssue: (id, lang) => getArchivedIssue(sql, id, lang),
  };
}

/**
 * The earliest publication time still ahead of `now` of a published post (blog or newsroom), or
 * null: until then what visitors see cannot change without a new content version.
 */
export async function nextScheduledPublish(sql: Sql, now: Date): Promise<Date | null> {
  const [row] = await sql<{ at: Date | string | null }[]>`
    select min(at) as at from (
      select min(published_at) as at from blog_posts
       where published and deleted_at is null and published_at > ${now}
      union all
      select min(published_at) from newsroom_posts
       where published and deleted_at is null and published_at > ${now}
    ) as scheduled`;
  return row?.at ? new Date(row.at) : null;
}

/**
 * The tables public answers (pages, feeds, the sitemap) are read from, and what reads each: the
 * page cache keeps its answers while none of them changes. Every other synced table (the leads,
 * newsletter signups, support tickets) is never shown on a public page, so a form submitted on the
 * site leaves the cache alone. A public answer that starts reading another table must add it here,
 * or edits of that table will show only once something else empties the cache.
 * The other inputs of a cached answer are the clock (a scheduled post: see
 * nextScheduledPublish) and the server's configuration and build, fixed while it runs.
 */
export const PUBLIC_CONTENT_TABLES = [
  // /blog, its posts, the blog feeds, the sitemap; scheduled posts (nextScheduledPublish)
  'blog_posts',
  // /newsroom, its posts, the newsroom feeds, the sitemap
  'newsroom_posts',
  // /people, each profile, the sitemap, and the links from /about's team to profiles
  'people',
  // /about's team
  'team_members',
  // /about's investors, and its advisory board (active members; "coming soon" when none)
  'investors',
  'advisory_members',
  // /partners and the technology partners' profiles (their logos), and the sitemap's profiles
  'partners',
  // every uploaded picture's description and focal point, wherever a page shows it
  'media',
  // /newsletter/archive, each issue's page, its feeds and the sitemap
  'newsletter_issues',
] as const satisfies readonly SyncedTableName[];

/**
 * The highest version among PUBLIC_CONTENT_TABLES: it moves with every change a visitor could see
 * and with no other (a purge that lowers it only empties the cache for nothing).
 */
export function contentVersion(sql: Sql): Promise<string> {
  return latestVersion(sql, PUBLIC_CONTENT_TABLES);
}
