import type { Hono } from 'hono';

/**
 * The methods an app answers at a path, from its route table: what a 405 names in `Allow`.
 * Middleware (registered for every method) is not a resource and is left out; GET brings HEAD.
 */
export function allowedMethods(app: Pick<Hono, 'routes'>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    if (pattern(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

const patterns = new Map<string, RegExp>();

/** A Hono route path (`/admin/contacts/:id`, `:id{[0-9]+}`, `*`) as a regular expression. */
function pattern(path: string): RegExp {
  let re = patterns.get(path);
  if (!re) {
    const source = path
      .split('/')
      .map((part) => {
        const param = /^:\w+(?:\{(.+)\})?(\?)?$/.exec(part);
        if (param) return `${param[1] ? `(?:${param[1]})` : '[^/]+'}${param[2] ?? ''}`;
        if (part === '*') return '.*';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
      })
      .join('/');
    re = new RegExp(`^${source}/?$`);
    patterns.set(path, re);
  }
  return re;
}
