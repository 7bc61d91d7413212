/**
 * schema.org data of the database pages, after Google's guidance: posts as BlogPosting (the blog)
 * or NewsArticle (the newsroom's press releases) with a picture always (the share card when the
 * post has none) and a byline that is a Person linked to their profile or, for a team, the
 * Organization; profiles as ProfilePage about their Person; a BreadcrumbList where a page sits
 * under a section. Paths on this site are made whole addresses by the page head (entry-server).
 */
import { type Lang, SITE } from '../../../../shared/constants.ts';
import type { PersonProfile, PostDetail } from '../../../../shared/content-types.ts';
import { localePath } from '../../../../shared/paths.ts';
import { SHARE_CARD } from '../../app/meta.ts';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Bylines that name a team of the company, not a person. */
const TEAM_BYLINES: readonly string[] = [SITE.teamName, SITE.communicationsTeam, SITE.brand];

function byline(post: PostDetail, lang: Lang): JsonLd {
  if (post.authorSlug) {
    return {
      '@type': 'Person',
      name: post.author,
      url: localePath(lang, `/people/${post.authorSlug}`),
    };
  }
  if (TEAM_BYLINES.includes(post.author)) {
    return { '@type': 'Organization', name: post.author, url: localePath(lang, '/') };
  }
  return { '@type': 'Person', name: post.author };
}

export function postJsonLd(post: PostDetail, kind: 'blog' | 'newsroom', lang: Lang): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': kind === 'blog' ? 'BlogPosting' : 'NewsArticle',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    image: post.image ?? SHARE_CARD.path,
    author: byline(post, lang),
    publisher: { '@type': 'Organization', name: SITE.brand, url: localePath(lang, '/') },
    datePublished: post.date,
    dateModified: post.updated,
    inLanguage: post.lang,
    // The page's canonical address: the English one for a post without an Estonian version.
    mainEntityOfPage: localePath(
      post.languages.includes(lang) ? lang : 'en',
      `/${kind}/${post.slug}`,
    ),
  };
}

export function profileJsonLd(person: PersonProfile, lang: Lang): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: localePath(lang, `/people/${person.slug}`),
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      jobTitle: person.title,
      url: localePath(lang, `/people/${person.slug}`),
      ...(person.shortBio ? { description: person.shortBio } : {}),
      ...(person.photoUrl ? { image: person.photoUrl } : {}),
      worksFor: { '@type': 'Organization', name: SITE.brand, url: localePath(lang, '/') },
      sameAs: person.links.filter((l) => /^https?:/i.test(l.url)).map((l) => l.url),
    },
  };
}

/** Home › section › page, each crumb but the last with its address. */
export function breadcrumbJsonLd(lang: Lang, crumbs: { name: string; path?: string }[]): JsonLd {
  const all = [{ name: SITE.brand, path: '/' }, ...crumbs];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: localePath(lang, crumb.path) } : {}),
    })),
  };
}
