import type { PostSummary } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { focalClass } from '../../components/ui/focal.ts';
import { Picture } from '../../components/ui/picture.tsx';
import { fieldLang } from './text-lang.ts';

/** Cards of posts, newest first, each linking to its page under `base` (/blog or /newsroom). */
export function PostList({
  posts,
  base,
  categoryLabel,
}: {
  posts: (PostSummary & { featured?: boolean })[];
  base: '/blog' | '/newsroom';
  categoryLabel: (category: string) => string;
}) {
  const t = useT();
  const to = useLocalePath();
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.slug} className="post-card">
          <article aria-labelledby={`post-${post.slug}`}>
            {post.picture ? (
              <Picture
                picture={post.picture}
                className={[
                  'post-card__image',
                  focalClass(post.picture.focalX, post.picture.focalY),
                ]
                  .filter(Boolean)
                  .join(' ')}
                sizes="(max-width: 40rem) 100vw, 24rem"
              />
            ) : null}
            <p className="post-card__meta">
              {post.featured ? (
                <span className="chip chip--static chip--featured">{t.content.post.featured}</span>
              ) : null}
              {post.category ? (
                <span className="chip chip--static">{categoryLabel(post.category)}</span>
              ) : null}
              <time dateTime={post.date}>{post.dateLabel}</time>
            </p>
            <h2 id={`post-${post.slug}`} className="post-card__title" lang={post.lang}>
              <Link to={to(`${base}/${post.slug}`)}>{post.title}</Link>
            </h2>
            {post.excerpt ? (
              <p lang={fieldLang(post, 'excerpt') ?? post.lang}>{post.excerpt}</p>
            ) : null}
            <p className="post-card__footer">
              <span>{fmt(t.content.post.by, { author: post.author })}</span>
              <Link
                to={to(`${base}/${post.slug}`)}
                aria-label={fmt(t.content.post.readMoreAbout, { title: post.title })}
              >
                {t.content.post.readMore}
                {/* Its text names the post too, for tools that read a link's text, not its label. */}
                <span className="visually-hidden">: {post.title}</span>
              </Link>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
