import type { ContentSource } from '../../../../shared/content-types.ts';
import type { ServerContext } from '../../app/server-context.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';

/** A 404 thrown from a loader: the server answers 404 and the layout's boundary shows the 404 page. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

function serverContent(context: unknown): ContentSource | undefined {
  const c = context as Partial<ServerContext> | undefined;
  return c && typeof c === 'object' && 'content' in c ? c.content : undefined;
}

/**
 * Reads content on the server through the request context, in the browser from /api/content.
 * A missing row (null or an API 404) becomes the 404 page.
 */
export async function loadContent<T>(
  context: unknown,
  read: (content: ContentSource) => Promise<T | null>,
  apiPath: string,
): Promise<T> {
  const content = serverContent(context);
  if (content) return (await read(content)) ?? notFound();
  try {
    return await apiFetch<T>(`/api/content${apiPath}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}

/** Dates of posts, in the page's language ('17 June 2025' / '17. juuni 2025'). */
export function formatDate(iso: string, lang: 'en' | 'et'): string {
  return new Intl.DateTimeFormat(lang === 'et' ? 'et-EE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Tallinn',
  }).format(new Date(iso));
}
