/**
 * An issue of the newsletter as a subscriber gets it (issue #48): its subject and text in their
 * language (or the English one with a one-line note, when the issue has no Estonian text), the
 * post's picture and link when it is made from a post, a link to the web copy, and the
 * subscriber's own unsubscribe link. No tracking: no pixel, no redirected links.
 */
import type { Lang } from '../../shared/constants.ts';
import { fmt, messages } from '../../shared/i18n/index.ts';
import { localePath } from '../../shared/paths.ts';
import { htmlFromText } from './html.ts';

export interface IssueText {
  id: string;
  subject: string | null;
  subject_et: string | null;
  body: string | null;
  body_et: string | null;
  post_id: string | null;
}

export interface IssuePost {
  slug: string;
  title: string;
  title_et: string | null;
  excerpt: string | null;
  excerpt_et: string | null;
  content_et: string | null;
  featured_image: string | null;
}

const filled = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';

/** Whether the issue has its Estonian text (its own, or its post's). */
export function issueHasEstonian(issue: IssueText, post: IssuePost | null): boolean {
  if (issue.post_id) return post !== null && filled(post.title_et) && filled(post.content_et);
  return filled(issue.subject_et) && filled(issue.body_et);
}

/** Whether the issue has what an English mail needs. */
export function issueIsComplete(issue: IssueText, post: IssuePost | null): boolean {
  if (issue.post_id) return post !== null;
  return filled(issue.subject) && filled(issue.body);
}

/** The archive page of an issue, in a language. */
export function issueWebPath(lang: Lang, id: string): string {
  return localePath(lang, `/newsletter/archive/${id}`);
}

export interface IssueContent {
  /** The language the text is in (English for an Estonian subscriber of an untranslated issue). */
  textLang: Lang;
  subject: string;
  /** The issue's own words (before the links every mail carries). */
  body: string;
  /** Absolute address of the post's picture. */
  image: string | null;
  /** Absolute address of the post. */
  link: string | null;
}

function absolute(origin: string, address: string | null): string | null {
  if (!address) return null;
  return address.startsWith('/') ? `${origin}${address}` : address;
}

/** What the issue says in `lang` (the subscriber's), before the per-subscriber links. */
export function issueContent(
  issue: IssueText,
  post: IssuePost | null,
  lang: Lang,
  origin: string,
): IssueContent {
  const textLang: Lang = lang === 'et' && issueHasEstonian(issue, post) ? 'et' : 'en';
  const et = textLang === 'et';
  if (issue.post_id && post) {
    const subject = (et ? issue.subject_et : issue.subject) || (et ? post.title_et : post.title);
    const intro = et ? issue.body_et : issue.body;
    const excerpt = et ? post.excerpt_et : post.excerpt;
    const title = et ? post.title_et : post.title;
    return {
      textLang,
      subject: subject ?? post.title,
      body: [intro, title, excerpt].filter(filled).join('\n\n'),
      image: absolute(origin, post.featured_image),
      link: `${origin}${localePath(textLang, `/blog/${post.slug}`)}`,
    };
  }
  return {
    textLang,
    subject: (et ? issue.subject_et : issue.subject) ?? '',
    body: (et ? issue.body_et : issue.body) ?? '',
    image: null,
    link: null,
  };
}

export interface IssueMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The mail of one subscriber: `unsubscribeUrl` is their own page link (the one-click header is
 * the caller's), `webUrl` the issue's archive page in their language.
 */
export function issueMail(
  content: IssueContent,
  lang: Lang,
  links: { webUrl: string; unsubscribeUrl: string },
  origin: string,
): IssueMail {
  const t = messages(lang).pages.newsletterIssue.mail;
  const parts = [
    ...(lang !== content.textLang ? [t.untranslatedNote] : []),
    content.body,
    ...(content.link
      ? [fmt(messages(content.textLang).pages.newsletterIssue.mail.readMore, { url: content.link })]
      : []),
    fmt(t.webCopy, { url: links.webUrl }),
    fmt(t.unsubscribe, { url: links.unsubscribeUrl }),
  ].filter((p) => p.trim() !== '');
  const text = parts.join('\n\n');
  return {
    subject: content.subject,
    text,
    html: htmlFromText(text, lang, origin, content.image),
  };
}
