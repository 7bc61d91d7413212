import { BLOG_CATEGORIES } from '../../../../shared/constants.ts';
import type { BlogPostSummary } from '../../../../shared/content-types.ts';
import { deferred } from '../../app/deferred.tsx';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData, useSearchParams } from '../../app/page-router.tsx';
// The form's own styles come with the page; its script after the page has loaded.
import '../../styles/forms.css';
import '../../styles/content.css';
import { PostList } from './post-list.tsx';

const NewsletterForm = deferred(() =>
  import('../../features/forms/newsletter/newsletter-form.tsx').then((m) => m.NewsletterForm),
);

/** /blog: category chips (the choice lives in ?category=), the published posts, or an empty state. */
export function BlogListPage() {
  const posts = useLoaderData() as BlogPostSummary[];
  const t = useT();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const selected = BLOG_CATEGORIES.find((c) => c === params.get('category')) ?? null;
  const shown = selected ? posts.filter((p) => p.category === selected) : posts;
  const label = (c: string) => t.content.blogCategories[c] ?? c;
  return (
    <div className="content-page">
      <header className="content-hero">
        <div className="container">
          <h1>{t.content.blog.heading}</h1>
          <p className="content-hero__lead">{t.content.blog.lead}</p>
        </div>
      </header>
      <div className="container">
        <nav className="chips" aria-label={t.content.blog.categories}>
          <ul>
            <li>
              <Link
                className="chip"
                to={to('/blog')}
                aria-current={selected === null ? 'page' : undefined}
              >
                {t.content.blog.all}
              </Link>
            </li>
            {BLOG_CATEGORIES.map((category) => (
              <li key={category}>
                <Link
                  className="chip"
                  to={`${to('/blog')}?category=${encodeURIComponent(category)}`}
                  aria-current={selected === category ? 'page' : undefined}
                >
                  {label(category)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length === 0 ? (
          <p className="empty-state" role="status">
            {t.content.blog.empty}
          </p>
        ) : (
          <PostList posts={shown} base="/blog" categoryLabel={label} />
        )}
        <p className="feed-link">
          <a href={to('/blog/rss.xml')} type="application/rss+xml">
            {t.content.blog.rss}
          </a>
        </p>
        {/* The anchor a plain form post comes back to (FORM_PAGES in shared/schemas/form-post.ts). */}
        <section
          id="newsletter-form"
          className="newsletter-section"
          aria-labelledby="blog-newsletter-title"
        >
          <h2 id="blog-newsletter-title">{t.forms.newsletter.heading}</h2>
          <NewsletterForm />
        </section>
      </div>
    </div>
  );
}
