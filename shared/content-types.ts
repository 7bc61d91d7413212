/** Public content as the pages read it (server loaders and /api/content answer the same shapes). */

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string | null;
  author: string;
  category: string | null;
  /** ISO timestamp: when it was published (or created, for rows without a publication time). */
  date: string;
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
}

export interface PersonLink {
  label: string;
  url: string;
}

export interface PersonCard {
  slug: string;
  name: string;
  title: string;
  shortBio: string | null;
  photoUrl: string | null;
}

export interface PersonProfile extends PersonCard {
  /** Long biography as sanitised HTML (written in Markdown). */
  longBioHtml: string;
  links: PersonLink[];
}

export interface TeamCard {
  name: string;
  position: string;
  photoUrl: string | null;
  personSlug: string | null;
}

export interface InvestorCard {
  name: string;
  type: string | null;
  websiteUrl: string | null;
}

export interface AboutContent {
  team: TeamCard[];
  investors: InvestorCard[];
}

export interface SitemapEntries {
  blog: { slug: string; date: string }[];
  newsroom: { slug: string; date: string }[];
  people: string[];
}

/** Where loaders read public content on the server; the browser reads /api/content instead. */
export interface ContentSource {
  blogPosts(): Promise<BlogPostSummary[]>;
  blogPost(slug: string): Promise<PostDetail | null>;
  newsroomPosts(): Promise<PostSummary[]>;
  newsroomPost(slug: string): Promise<PostDetail | null>;
  people(): Promise<PersonCard[]>;
  person(slug: string): Promise<PersonProfile | null>;
  about(): Promise<AboutContent>;
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
};
