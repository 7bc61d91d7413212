import type { NewsletterIssueDetail } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import '../../styles/content.css';

/**
 * One issue of the newsletter as it was mailed (its web copy): its text, the post's picture and
 * link when it was made from one; never anyone's own links. Marked with the language its text is
 * in (English on an Estonian page when it had no Estonian text).
 */
export function NewsletterIssuePage() {
  const issue = useLoaderData() as NewsletterIssueDetail;
  const t = useT();
  const a = t.pages.newsletterIssue;
  const to = useLocalePath();
  return (
    <article className="content-page post" aria-labelledby="issue-title">
      <header className="content-hero">
        <div className="container container--narrow">
          <p>
            <Link to={to('/newsletter/archive')}>← {a.archive.back}</Link>
          </p>
          <h1 id="issue-title" lang={issue.lang}>
            {issue.subject}
          </h1>
          <p className="post__meta">
            <time dateTime={issue.date}>{fmt(a.archive.sentOn, { date: issue.dateLabel })}</time>
          </p>
        </div>
      </header>
      <div className="container container--narrow">
        {issue.image ? <img className="post__image" src={issue.image} alt="" /> : null}
        <div className="prose" lang={issue.lang}>
          {issue.paragraphs.map((p, i) => (
            // The paragraphs are the issue's text in its order; they do not move.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <p key={i}>{p}</p>
          ))}
          {issue.link ? (
            <p>
              <a href={issue.link}>{fmt(a.mail.readMore, { url: issue.link })}</a>
            </p>
          ) : null}
        </div>
        <p>
          <Link className="button button--secondary" to={to('/newsletter/archive')}>
            {a.archive.back}
          </Link>
        </p>
      </div>
    </article>
  );
}
