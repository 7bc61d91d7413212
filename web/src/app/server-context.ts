/**
 * What the server hands to route loaders while rendering (React Router's requestContext).
 * On the client the loaders run without it and fetch from the API instead.
 */
export interface ServerContext {
  /** The site's public origin, for canonical URLs and feeds. */
  origin: string;
}
