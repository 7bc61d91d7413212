import type { PostDetail } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { SanitizedHtml } from '../../components/ui/sanitized-html.tsx';
import '../../styles/content.css';
import { POST_PICTURE_SIZES } from './post-picture.ts';

/**
 * One blog post or press release; the body is HTML the server rendered and sanitised. Its title
 * and body carry the language they are in: on an Estonian page a post without its Estonian
 * version is the English one, marked lang="en" so it is read out as English.
 */
export function PostPage({ kind }: { kind: 'blog' | 'newsroom' }) {
  const post = useLoaderData() as PostDetail;
  const t = useT();
  const to = useLocalePath();
  const categories = kind === 'blog' ? t.content.blogCategories : t.content.newsroomCategories;
  const back = kind === 'blog' ? t.content.post.backToBlog : t.content.post.backToNewsroom;
  return (
    <article className="content-page post" aria-labelledby="post-title">
      <header className="content-hero">
        <div className="container container--narrow">
          <p>
            <Link to={to(`/${kind}`)}>← {back}</Link>
          </p>
          {post.category ? (
            <p className="chip chip--static">{categories[post.category] ?? post.category}</p>
          ) : null}
          <h1 id="post-title" lang={post.lang}>
            {post.title}
          </h1>
          <p className="post__meta">
            <span>{fmt(t.content.post.by, { author: post.author })}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.date}>
              {fmt(t.content.post.published, { date: post.dateLabel })}
            </time>
          </p>
        </div>
      </header>
      <div className="container container--narrow">
        {post.picture ? (
          <Picture
            picture={post.picture}
            className="post__image"
            sizes={POST_PICTURE_SIZES}
            eager
          />
        ) : null}
        <SanitizedHtml className="prose" html={post.html} lang={post.lang} />
        {post.tags.length > 0 ? (
          <ul className="post__tags" aria-label={t.content.post.tags}>
            {post.tags.map((tag) => (
              <li key={tag} className="chip chip--static">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link className="button button--secondary" to={to(`/${kind}`)}>
            {back}
          </Link>
        </p>
      </div>
    </article>
  );
}
