/**
 * The `app://admin` scheme: the admin bundle (dist/client) as files, admin.html for every
 * /admin route (the page's router takes it from there), /api/* through the API proxy, uploaded
 * pictures (/media/*) through the picture cache (media-cache.ts), and nothing else: no path may
 * leave the bundle's folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes, inlineStyleHashes } from '../server/render/csp.ts';

export { inlineScriptHashes };

export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface AppProtocolDeps {
  /** Absolute path of the built client (dist/client). */
  bundleDir: string;
  api(request: Request): Promise<Response>;
  /** Uploaded pictures, from the server or kept on disk. */
  media?(request: Request): Promise<Response>;
  /** Extra pages of the app itself (the first-run setup), by path. */
  pages?: Record<string, { body: string; type: string }>;
  readFile?: (file: string) => Promise<Buffer>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The page's policy: only the app's own scripts and styles, and the page's inline ones by hash
 * (the theme script). No 'unsafe-inline' for either: components set custom properties through
 * the CSSOM, which the policy does not govern, as on the web.
 */
export function desktopCsp(scriptHashes: string[], styleHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    `style-src ${["'self'", ...styleHashes].join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The file of the bundle a path names, or null when it would leave the bundle. */
export function bundlePath(bundleDir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  const root = path.resolve(bundleDir);
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : null;
}

const isAdminRoute = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export function createAppProtocolHandler(
  deps: AppProtocolDeps,
): (request: Request) => Promise<Response> {
  const read = deps.readFile ?? ((file: string) => readFile(file));
  const headers = (type: string, extra: Record<string, string> = {}) => ({
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  const notFound = () =>
    new Response('Not found', { status: 404, headers: headers(TYPES['.txt'] ?? '') });

  const html = async (body: string) =>
    new Response(body, {
      headers: headers(TYPES['.html'] ?? '', {
        'Content-Security-Policy': desktopCsp(inlineScriptHashes(body), inlineStyleHashes(body)),
        'Cache-Control': 'no-store',
      }),
    });

  return async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return notFound();
    const { pathname } = url;
    if (pathname === '/api' || pathname.startsWith('/api/')) return deps.api(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405 });
    }
    if (pathname.startsWith('/media/')) return deps.media ? deps.media(request) : notFound();
    const page = deps.pages?.[pathname];
    if (page) {
      return page.type.startsWith('text/html')
        ? html(page.body)
        : new Response(page.body, { headers: headers(page.type) });
    }
    if (isAdminRoute(pathname)) {
      const file = path.join(deps.bundleDir, 'admin.html');
      return html((await read(file)).toString('utf8'));
    }
    const file = bundlePath(deps.bundleDir, pathname);
    // The public site's pages are not part of the desktop app.
    if (!file || path.extname(file) === '.html') return notFound();
    try {
      const data = await read(file);
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return new Response(new Uint8Array(data), { headers: headers(type) });
    } catch {
      return notFound();
    }
  };
}
