/**
 * Every named mutation the back office can queue, by name: the one registry the server's push
 * endpoint and the browser's mutate() both look names up in. Later screens add theirs here.
 */
import { BLOG_MUTATIONS } from './blog.ts';
import { CONTACT_MUTATIONS } from './contacts.ts';
import { ENTITY_MUTATIONS } from './entities.ts';
import type { MutationDef } from './mutation.ts';
import { NEWSLETTER_MUTATIONS } from './newsletter.ts';
import { NEWSLETTER_ISSUE_MUTATIONS } from './newsletter-issues.ts';
import { NEWSROOM_MUTATIONS } from './newsroom.ts';
import { PARTNER_MUTATIONS } from './partners.ts';
import { REPLY_MUTATIONS } from './replies.ts';
import { SALES_MUTATIONS } from './sales.ts';
import { SUPPORT_MUTATIONS } from './support.ts';

const ALL = [
  ...CONTACT_MUTATIONS,
  ...PARTNER_MUTATIONS,
  ...NEWSLETTER_MUTATIONS,
  ...SALES_MUTATIONS,
  ...SUPPORT_MUTATIONS,
  ...BLOG_MUTATIONS,
  ...NEWSROOM_MUTATIONS,
  ...ENTITY_MUTATIONS,
  ...REPLY_MUTATIONS,
  ...NEWSLETTER_ISSUE_MUTATIONS,
] as const;

export type MutationName = (typeof ALL)[number]['name'];

/** Arguments of the mutation called `N`. */
export type MutationArgs<N extends MutationName> =
  Extract<(typeof ALL)[number], { name: N }> extends MutationDef<infer A> ? A : never;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds mutations of different argument types; each is validated by its own schema before use.
export const MUTATIONS: ReadonlyMap<string, MutationDef<any>> = new Map(
  ALL.map((m) => [m.name, m]),
);
