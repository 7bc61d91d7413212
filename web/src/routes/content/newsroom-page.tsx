import { SITE } from '../../../../shared/constants.ts';
import type { PostSummary } from '../../../../shared/content-types.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { useLoaderData } from '../../app/page-router.tsx';
import { EXTERNAL_LINK_PROPS, MEDIA_KIT_URL } from '../../lib/external.ts';
import '../../styles/content.css';
import { PostList } from './post-list.tsx';

/** /newsroom: published press releases, the founding milestone and the media kit download. */
export function NewsroomPage() {
  const posts = useLoaderData() as PostSummary[];
  const t = useT();
  const to = useLocalePath();
  const n = t.content.newsroom;
  return (
    <div className="content-page">
      <header className="content-hero">
        <div className="container">
          <h1>{n.heading}</h1>
          <p className="content-hero__lead">{n.lead}</p>
        </div>
      </header>
      <div className="container newsroom">
        <section aria-labelledby="press-releases" className="newsroom__main">
          <h2 id="press-releases">{n.pressReleases}</h2>
          {posts.length === 0 ? (
            <p className="empty-state">{n.empty}</p>
          ) : (
            <PostList
              posts={posts}
              base="/newsroom"
              categoryLabel={(c) => t.content.newsroomCategories[c] ?? c}
            />
          )}
          <p className="feed-link">
            <a href={to('/newsroom/rss.xml')} type="application/rss+xml">
              {n.rss}
            </a>
          </p>
        </section>
        <aside className="newsroom__aside">
          <section aria-labelledby="milestones" className="panel">
            <h2 id="milestones">{n.milestones}</h2>
            <ol className="milestones">
              <li>
                <p className="milestones__date">{n.milestoneDate}</p>
                <h3>{n.milestoneTitle}</h3>
                <p>{n.milestoneText}</p>
              </li>
            </ol>
          </section>
          <section aria-labelledby="media-kit" className="panel">
            <h2 id="media-kit">{n.mediaKit}</h2>
            <p>{n.mediaKitText}</p>
            <a className="button button--secondary" href={MEDIA_KIT_URL} {...EXTERNAL_LINK_PROPS}>
              {n.mediaKitLink}
              <span className="visually-hidden"> {t.common.opensInNewTab}</span>
            </a>
          </section>
          <section aria-labelledby="press-contact" className="panel">
            <h2 id="press-contact">{n.pressContact}</h2>
            <p>
              <a href={`mailto:${SITE.email.press}`}>{SITE.email.press}</a>
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
