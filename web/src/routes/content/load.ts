import type { ContentSource } from '../../../../shared/content-types.ts';
import type { ServerContext } from '../../app/server-context.ts';

/** A 404 thrown from a loader: the server answers 404 and the layout's boundary shows the 404 page. */
export function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/**
 * Reads content through the server's request context (loaders run only on the server; the browser
 * hydrates with their data). A missing row becomes the 404 page.
 */
export async function loadContent<T>(
  context: unknown,
  read: (content: ContentSource) => Promise<T | null>,
): Promise<T> {
  const content = (context as Partial<ServerContext> | undefined)?.content;
  if (!content) throw new Error('Content loaders run on the server, with its request context.');
  return (await read(content)) ?? notFound();
}
