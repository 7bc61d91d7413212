import type { ContentSource } from '../../../shared/content-types.ts';

/**
 * What the server hands to route loaders while rendering (React Router's requestContext).
 * On the client the loaders run without it and fetch from the API instead.
 */
export interface ServerContext {
  /** The site's public origin, for canonical URLs and feeds. */
  origin: string;
  /** External pages embedded at /docs, /api and /status, when configured. */
  embeds: { docs?: string | undefined; api?: string | undefined; status?: string | undefined };
  /** Published blog and press posts, people and the about page's sections, read from the database. */
  content: ContentSource;
}
