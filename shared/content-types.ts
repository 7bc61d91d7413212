/** Public content as the pages read it (server loaders and /api/content answer the same shapes). */
import type { Lang } from './constants.ts';

export interface PostSummary extends EnglishFallback<'excerpt'> {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  category: string | null;
  /** ISO timestamp: when it was published (or created, for rows without a publication time). */
  date: string;
  /**
   * `date` as the page shows it, in its language and Tallinn's calendar ('17 June 2025' /
   * '17. juuni 2025'). Written by the server, so the browser needs no Intl formatter to hydrate.
   */
  dateLabel: string;
  /**
   * The language the post's text is in: on an Estonian page, 'en' when the post has no Estonian
   * version (the page marks it lang="en" so it is read out as English).
   */
  lang: Lang;
  /** Its featured image, when uploaded here (a pasted address of elsewhere is not shown). */
  picture: PictureSources | null;
}

export interface BlogPostSummary extends PostSummary {
  tags: string[];
  featured: boolean;
}

export interface PostDetail extends PostSummary {
  /** Markdown rendered to sanitised HTML on the server. */
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
  /** The languages the post really exists in (English always): its hreflang alternates. */
  languages: Lang[];
  /** The featured image's address (http(s) or a path on this site), for shared links. */
  image: string | null;
  /** ISO timestamp of the last change. */
  updated: string;
  /** The byline's profile on this site (/people/<slug>) when it names one of the people shown. */
  authorSlug: string | null;
}

export interface PersonLink {
  label: string;
  url: string;
}

/**
 * Of an entity whose texts fall back one by one: the fields shown in English on an Estonian page
 * because their Estonian text is missing (empty on English pages).
 */
export interface EnglishFallback<F extends string> {
  englishFields: F[];
}

/**
 * An uploaded picture's derived sizes, for a <picture> element: each format's srcset (`url
 * 160w, …`), the fallback's `src`, and the picture's own size (for its aspect ratio).
 */
export interface PictureSources {
  width: number;
  height: number;
  /** Its description in the page's language ('' when it has none: then it is decorative). */
  alt: string;
  /**
   * The point a crop keeps in view (0–1 from the left and from the top; 0.5, 0.5 the centre),
   * set by an editor on the Media screen.
   */
  focalX: number;
  focalY: number;
  avif: string;
  webp: string;
  /** JPEG, or PNG for a picture with transparency. */
  fallback: string;
  src: string;
}

export interface PersonCard extends EnglishFallback<'title' | 'shortBio' | 'longBio'> {
  slug: string;
  name: string;
  title: string;
  shortBio: string | null;
  photoUrl: string | null;
  /** The photo's sizes when it was uploaded here (else only `photoUrl`). */
  photo: PictureSources | null;
}

export interface PersonProfile extends PersonCard {
  /** Long biography as sanitised HTML (written in Markdown). */
  longBioHtml: string;
  links: PersonLink[];
}

export interface TeamCard extends EnglishFallback<'position'> {
  name: string;
  position: string;
  photoUrl: string | null;
  photo: PictureSources | null;
  personSlug: string | null;
}

export interface InvestorCard extends EnglishFallback<'type' | 'description'> {
  name: string;
  type: string | null;
  description: string | null;
  websiteUrl: string | null;
  /** The logo's address (an upload, a picture of this site or elsewhere); null when none. */
  logoUrl: string | null;
  /** An uploaded logo's sizes. */
  logo: PictureSources | null;
}

/** An active advisory board member; the board's texts are kept in English only. */
export interface AdvisorCard extends EnglishFallback<'title' | 'organisation' | 'bio'> {
  name: string;
  title: string | null;
  organisation: string | null;
  bio: string | null;
  personSlug: string | null;
}

/**
 * An active partner as the partner pages show it: its logo beside the site's own texts about it
 * (the catalogue's, found by slug, or by name for partners without a profile page).
 */
export interface PartnerCard {
  slug: string | null;
  name: string;
  kind: string;
  /** The logo's address (an upload, a picture of this site or elsewhere); null when none. */
  logoUrl: string | null;
  /** An uploaded logo's sizes. */
  logo: PictureSources | null;
}

export interface AboutContent {
  team: TeamCard[];
  /** Empty: the page says the board's announcements are coming soon (public-site §2). */
  advisors: AdvisorCard[];
  investors: InvestorCard[];
}

export interface SitemapPost {
  slug: string;
  date: string;
  /** The languages the post exists in: only those addresses are listed. */
  languages: Lang[];
}

export interface SitemapEntries {
  blog: SitemapPost[];
  newsroom: SitemapPost[];
  people: string[];
  /** Issues of the newsletter in the public archive (`slug`: the issue's id). */
  newsletter?: SitemapPost[];
}

/** An issue of the newsletter in the public archive (/newsletter/archive), issue #48. */
export interface NewsletterIssueSummary {
  id: string;
  subject: string;
  /** The first paragraph of its text. */
  excerpt: string | null;
  /** ISO: when it was sent. */
  date: string;
  /** `date` in the page's language, on Tallinn's calendar. */
  dateLabel: string;
  /** The language its text is in ('en' on an Estonian page when it has no Estonian text). */
  lang: Lang;
}

/** An archived issue's own page: its text as it was mailed, without anyone's links. */
export interface NewsletterIssueDetail extends NewsletterIssueSummary {
  paragraphs: string[];
  /** The post it was made from, on this site. */
  link: string | null;
  /** The post's picture (a path on this site or an absolute address). */
  image: string | null;
  /** The languages the issue was written in: its hreflang alternates. */
  languages: Lang[];
}

/**
 * Where loaders read public content on the server; /api/content answers the same. Every read is
 * in one language and at the current time (posts scheduled for later are not there yet).
 */
export interface ContentSource {
  blogPosts(lang: Lang): Promise<BlogPostSummary[]>;
  blogPost(slug: string, lang: Lang): Promise<PostDetail | null>;
  newsroomPosts(lang: Lang): Promise<PostSummary[]>;
  newsroomPost(slug: string, lang: Lang): Promise<PostDetail | null>;
  people(lang: Lang): Promise<PersonCard[]>;
  person(slug: string, lang: Lang): Promise<PersonProfile | null>;
  about(lang: Lang): Promise<AboutContent>;
  partners(lang: Lang): Promise<PartnerCard[]>;
  newsletterIssues(lang: Lang): Promise<NewsletterIssueSummary[]>;
  newsletterIssue(id: string, lang: Lang): Promise<NewsletterIssueDetail | null>;
}

function unavailable(): never {
  throw new Error('Database content is not available while prerendering static pages.');
}

/** For build-time prerendering: static pages never read content, so any read is a mistake. */
export const NO_CONTENT: ContentSource = {
  blogPosts: unavailable,
  blogPost: unavailable,
  newsroomPosts: unavailable,
  newsroomPost: unavailable,
  people: unavailable,
  person: unavailable,
  about: unavailable,
  partners: unavailable,
  newsletterIssues: unavailable,
  newsletterIssue: unavailable,
};
