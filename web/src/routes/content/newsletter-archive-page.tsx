import type { NewsletterIssueSummary } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import '../../styles/content.css';

/** /newsletter/archive: the issues of the newsletter sent, newest first (issue #48). */
export function NewsletterArchivePage() {
  const issues = useLoaderData() as NewsletterIssueSummary[];
  const t = useT().pages.newsletterIssue.archive;
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-hero">
        <div className="container">
          <h1>{t.heading}</h1>
          <p className="content-hero__lead">{t.description}</p>
        </div>
      </header>
      <div className="container container--narrow">
        {issues.length === 0 ? (
          <p className="empty-state">{t.empty}</p>
        ) : (
          <ul className="newsletter-archive">
            {issues.map((issue) => (
              <li key={issue.id}>
                <h2 lang={issue.lang}>
                  <Link to={to(`/newsletter/archive/${issue.id}`)}>{issue.subject}</Link>
                </h2>
                <p className="post__meta">
                  <time dateTime={issue.date}>{fmt(t.sentOn, { date: issue.dateLabel })}</time>
                </p>
                {issue.excerpt ? <p lang={issue.lang}>{issue.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <p className="feed-link">
          <a href={to('/newsletter/archive/rss.xml')} type="application/rss+xml">
            RSS
          </a>
        </p>
      </div>
    </div>
  );
}
