/**
 * The public archive of the newsletter (/newsletter/archive, issue #48): the issues sent and not
 * withdrawn by an editor, newest first, each in the page's language as it was mailed (an issue
 * without Estonian text in English, marked so), without anyone's own links.
 */
import type { Lang } from '../../shared/constants.ts';
import type {
  NewsletterIssueDetail,
  NewsletterIssueSummary,
  SitemapPost,
} from '../../shared/content-types.ts';
import type { Sql } from '../db/client.ts';
import { type IssueText, issueContent, issueHasEstonian } from '../mail/newsletter-mail.ts';
import { formatPostDate, iso } from './content-read.ts';
import { postOf } from './newsletter-send.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ArchivedRow extends IssueText {
  sent_at: Date;
}

function archived(sql: Sql) {
  return sql`status = 'sent' and in_archive and deleted_at is null`;
}

async function readIssue(sql: Sql, row: ArchivedRow, lang: Lang) {
  const post = await postOf(sql, row.post_id);
  // Links and pictures as paths on this site: the page is served from it.
  const content = issueContent(row, post, lang, '');
  const paragraphs = content.body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const summary: NewsletterIssueSummary = {
    id: row.id,
    subject: content.subject,
    excerpt: paragraphs[0] ?? null,
    date: iso(row.sent_at),
    dateLabel: formatPostDate(row.sent_at, lang),
    lang: content.textLang,
  };
  return { summary, paragraphs, content, estonian: issueHasEstonian(row, post) };
}

export async function listArchivedIssues(sql: Sql, lang: Lang): Promise<NewsletterIssueSummary[]> {
  const rows = await sql<ArchivedRow[]>`
    select id, subject, subject_et, body, body_et, post_id, sent_at from newsletter_issues
    where ${archived(sql)} order by sent_at desc, id`;
  const out: NewsletterIssueSummary[] = [];
  for (const row of rows) out.push((await readIssue(sql, row, lang)).summary);
  return out;
}

export async function getArchivedIssue(
  sql: Sql,
  id: string,
  lang: Lang,
): Promise<NewsletterIssueDetail | null> {
  if (!UUID.test(id)) return null;
  const [row] = await sql<ArchivedRow[]>`
    select id, subject, subject_et, body, body_et, post_id, sent_at from newsletter_issues
    where id = ${id} and ${archived(sql)}`;
  if (!row) return null;
  const { summary, paragraphs, content, estonian } = await readIssue(sql, row, lang);
  return {
    ...summary,
    paragraphs,
    link: content.link,
    image: content.image,
    languages: estonian ? ['en', 'et'] : ['en'],
  };
}

/** The archive's issues for the sitemap (each listed in the languages it was written in). */
export async function archivedIssueSitemap(sql: Sql): Promise<SitemapPost[]> {
  const rows = await sql<ArchivedRow[]>`
    select id, subject, subject_et, body, body_et, post_id, sent_at from newsletter_issues
    where ${archived(sql)} order by id`;
  const out: SitemapPost[] = [];
  for (const row of rows) {
    const post = await postOf(sql, row.post_id);
    out.push({
      slug: row.id,
      date: iso(row.sent_at),
      languages: issueHasEstonian(row, post) ? ['en', 'et'] : ['en'],
    });
  }
  return out;
}
