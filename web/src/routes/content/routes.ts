import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import type { Lang } from '../../../../shared/constants.ts';
import type {
  AboutContent,
  BlogPostSummary,
  NewsletterIssueDetail,
  NewsletterIssueSummary,
  PersonCard,
  PersonProfile,
  PictureSources,
  PostDetail,
  PostSummary,
} from '../../../../shared/content-types.ts';
import {
  mediaHashOf,
  SHARE_CROPS,
  type ShareCrop,
  shareCropUrl,
} from '../../../../shared/media.ts';
import { localePath } from '../../../../shared/paths.ts';
import { type PageMeta, routeHandle } from '../../app/meta.ts';
import { loadContent } from './load.ts';
import { POST_PICTURE_SIZES } from './post-picture.ts';
import { breadcrumbJsonLd, postJsonLd, profileJsonLd } from './structured-data.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function slugOf(params: LoaderFunctionArgs['params']): string {
  const slug = params.slug ?? '';
  // Anything that cannot be a slug cannot be a row; skip the read.
  return SLUG.test(slug) ? slug : '-';
}

/** Pages whose content comes from the database (blog, newsroom, people, about), rendered per request. */
export function contentRoutes(lang: Lang): RouteObject[] {
  return [
    {
      id: `${lang}:about`,
      path: 'about',
      loader: ({ context }) => loadContent<AboutContent>(context, (c) => c.about(lang)),
      handle: routeHandle('content/about-page', ({ t }) => ({
        title: t.content.about.title,
        description: t.content.about.description,
      })),
    },
    {
      id: `${lang}:blog`,
      path: 'blog',
      loader: ({ context }) => loadContent<BlogPostSummary[]>(context, (c) => c.blogPosts(lang)),
      handle: routeHandle('content/blog-list-page', ({ t }) => ({
        title: t.content.blog.title,
        description: t.content.blog.description,
      })),
    },
    {
      id: `${lang}:blog-post`,
      path: 'blog/:slug',
      loader: ({ context, params }) => {
        const slug = slugOf(params);
        return loadContent<PostDetail>(context, (c) => c.blogPost(slug, lang));
      },
      handle: routeHandle(
        'content/post-page',
        ({ t, data }) => postMeta(data as PostDetail | undefined, t.content.blog, 'blog', lang),
        { props: { kind: 'blog' } },
      ),
    },
    {
      id: `${lang}:newsroom`,
      path: 'newsroom',
      loader: ({ context }) => loadContent<PostSummary[]>(context, (c) => c.newsroomPosts(lang)),
      handle: routeHandle('content/newsroom-page', ({ t }) => ({
        title: t.content.newsroom.title,
        description: t.content.newsroom.description,
      })),
    },
    {
      id: `${lang}:newsroom-post`,
      path: 'newsroom/:slug',
      loader: ({ context, params }) => {
        const slug = slugOf(params);
        return loadContent<PostDetail>(context, (c) => c.newsroomPost(slug, lang));
      },
      handle: routeHandle(
        'content/post-page',
        ({ t, data }) =>
          postMeta(data as PostDetail | undefined, t.content.newsroom, 'newsroom', lang),
        { props: { kind: 'newsroom' } },
      ),
    },
    {
      id: `${lang}:newsletter-archive`,
      path: 'newsletter/archive',
      loader: ({ context }) =>
        loadContent<NewsletterIssueSummary[]>(context, (c) => c.newsletterIssues(lang)),
      handle: routeHandle('content/newsletter-archive-page', ({ t }) => ({
        title: t.pages.newsletterIssue.archive.title,
        description: t.pages.newsletterIssue.archive.description,
      })),
    },
    {
      id: `${lang}:newsletter-issue`,
      path: 'newsletter/archive/:id',
      loader: ({ context, params }) => {
        const id = UUID.test(params.id ?? '') ? (params.id ?? '') : '-';
        return loadContent<NewsletterIssueDetail>(context, (c) => c.newsletterIssue(id, lang));
      },
      handle: routeHandle('content/newsletter-issue-page', ({ t, data }) => {
        const issue = data as NewsletterIssueDetail | undefined;
        if (!issue) return { title: t.pages.newsletterIssue.archive.title };
        return {
          title: issue.subject,
          description: issue.excerpt ?? t.pages.newsletterIssue.archive.description,
          languages: issue.languages,
          image: issue.image ? { url: issue.image, alt: '' } : undefined,
          modified: issue.date,
        };
      }),
    },
    {
      id: `${lang}:people`,
      path: 'people',
      loader: ({ context, request }) => {
        // /people?to=X opens X's profile (public-site §2); the server answers this with a 301 too.
        const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
        if (to && SLUG.test(to)) throw redirect(localePath(lang, `/people/${to}`), 301);
        return loadContent<PersonCard[]>(context, (c) => c.people(lang));
      },
      handle: routeHandle('content/people-page', ({ t }) => ({
        title: t.content.people.title,
        description: t.content.people.description,
      })),
    },
    {
      id: `${lang}:person`,
      path: 'people/:slug',
      loader: ({ context, params }) => {
        const slug = slugOf(params);
        return loadContent<PersonProfile>(context, (c) => c.person(slug, lang));
      },
      handle: routeHandle('content/person-page', ({ t, data }) => {
        const person = data as PersonProfile | undefined;
        return person
          ? {
              title: person.name,
              description: person.shortBio ?? `${person.name}, ${person.title}`,
              image: shareImageOf(person.photoUrl, person.photo, person.name, 'square'),
              card: 'summary',
              jsonLd: [
                profileJsonLd(person, lang),
                breadcrumbJsonLd(lang, [
                  { name: t.content.people.title, path: '/people' },
                  { name: person.name },
                ]),
              ],
            }
          : { title: t.content.people.title };
      }),
    },
  ];
}

function postMeta(
  post: PostDetail | undefined,
  section: { title: string; description: string },
  kind: 'blog' | 'newsroom',
  lang: Lang,
): PageMeta {
  if (!post) return { title: section.title, description: section.description };
  return {
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt ?? section.description,
    // A post without its Estonian version has no Estonian alternate to announce.
    languages: post.languages,
    image: shareImageOf(post.image, post.picture, post.title, 'card'),
    preloadImage: post.picture
      ? { srcset: post.picture.avif, sizes: POST_PICTURE_SIZES }
      : undefined,
    modified: post.updated,
    jsonLd: [
      postJsonLd(post, kind, lang),
      breadcrumbJsonLd(lang, [{ name: section.title, path: `/${kind}` }, { name: post.title }]),
    ],
  };
}

/**
 * A page's picture for shared links: an upload as its crop of that shape around its focal point,
 * with its size; a picture from elsewhere as it is.
 */
function shareImageOf(
  url: string | null,
  picture: PictureSources | null,
  alt: string,
  crop: ShareCrop,
): PageMeta['image'] {
  if (!url) return undefined;
  const hash = mediaHashOf(url);
  if (!hash || !picture) return { url, alt };
  return { url: shareCropUrl(hash, crop, picture), alt, ...SHARE_CROPS[crop] };
}
