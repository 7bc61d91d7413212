import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { analyticsOrigins } from '../shared/consent.ts';
import { MEDIA_MAX_BYTES, mediaMessages } from '../shared/media.ts';
import { PUSH_BODY_MAX_BYTES } from '../shared/sync/tables.ts';
import type { AppDeps } from './deps.ts';
import { errorBody, PayloadTooLargeError, toErrorResponse } from './errors.ts';
import { allowedMethods } from './http/allowed-methods.ts';
import type { FastAnswerer } from './http/fast-path.ts';
import { compression, negotiateEncoding } from './http/representation.ts';
import { createStaticFiles, PRECOMPRESSED } from './http/static-files.ts';
import { storableQuery } from './http/storable-query.ts';
import { describeError } from './logger.ts';
import { requestLog } from './middleware/request-log.ts';
import {
  httpsRedirect,
  type SecurityOptions,
  securityHeaderSets,
  securityHeaders,
  securityHeadersFor,
} from './middleware/security-headers.ts';
import { loadRenderAssets, type RenderAssets } from './render/assets.ts';
import { createPageCache } from './render/page-cache.ts';
import { mediaFileRoutes } from './routes/admin/media.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { consentRoutes } from './routes/consent.ts';
import { contentApiRoutes } from './routes/content-api.ts';
import { embedsRoutes } from './routes/embeds.ts';
import { healthRoutes } from './routes/health.ts';
import { newsletterLinkRoutes } from './routes/newsletter-links.ts';
import { pageAnswers, pageDocuments, pageRoutes } from './routes/pages.ts';
import { partnerRoutes } from './routes/partner.ts';
import { legacyFunctionRoutes, publicApiRoutes } from './routes/public-api.ts';
import { siteRoutes } from './routes/site.ts';
import { supportSatisfactionRoutes } from './routes/support-satisfaction.ts';
import { syncRoutes } from './routes/sync.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { contentVersion, nextScheduledPublish } from './services/content.ts';
import { createServices } from './services/index.ts';
import { createStorageAlarm, storageProbe } from './storage-alarm.ts';

export type App = Hono;

/** Builds the whole HTTP application from its dependencies; tests build it the same way. */
export function createApp(deps: AppDeps): App {
  return createServedApp(deps).app;
}

export interface ServedApp {
  /** The general way: every request, through the middleware and the routes. */
  app: App;
  /**
   * What the process holds ready (prerendered and cached pages, hashed assets once read), with
   * the same headers `app` gives them: the server answers these before `app` (http/fast-path.ts).
   */
  fastAnswer: FastAnswerer;
}

export function createServedApp(deps: AppDeps): ServedApp {
  const { config, logger } = deps;
  const assets = deps.assets ?? loadRenderAssets(config.publicOrigin);
  const services = createServices(deps);
  const app = new Hono();
  // Writes failing for lack of disk space: 503s, one log line, and health says so.
  const storage = createStorageAlarm(deps.clock, logger, {
    probe: deps.storageProbe ?? storageProbe(deps.sql),
  });
  const pageCache = createPageCache({
    changes: deps.changes,
    clock: deps.clock,
    nextPublish: (now) => nextScheduledPublish(deps.sql, now),
    contentVersion: () => contentVersion(deps.sql),
  });
  // An https PUBLIC_ORIGIN behind a trusted proxy: plain-http requests are redirected to it.
  const alwaysHttps = config.publicOrigin.startsWith('https:');

  const security = securityOptions(config, assets);
  const documents = pageDocuments(assets, config.analytics);
  const redirectsToHttps = config.trustProxy && alwaysHttps;

  const securityFor = securityHeaderSets(security);
  const pages = pageAnswers(
    documents,
    pageCache,
    securityFor,
    (proto) => redirectsToHttps && proto === 'http',
  );
  const files = assets.clientDir ? createStaticFiles(assets.clientDir, isPublicFile) : undefined;
  // The same headers as the general way: the asset's own, and the set securityHeaders adds.
  const fastAnswer: FastAnswerer = (path, header, scheme) => {
    const page = pages(path, header, scheme);
    if (page) return page;
    const asset = files?.peek(path);
    if (!asset) return undefined;
    const proto = header('x-forwarded-proto');
    if (redirectsToHttps && proto === 'http') return undefined;
    const set = securityHeadersFor(
      securityFor(path, `${scheme}//${path}`, proto),
      asset.headers['Content-Type'],
    );
    return asset.answerParts(negotiateEncoding(header('accept-encoding')), set.headers, set.key);
  };

  app.use(requestLog(logger));
  app.use(securityHeaders(security));
  // Text answers not already encoded (cached pages and built files are) are compressed here.
  app.use(compression());
  // After the headers middleware, so the redirect carries them too.
  app.use(httpsRedirect(config));

  const api = new Hono();
  // This process's own edits are checked against the page cache before they are answered, so the
  // editor's next page view shows them without waiting for the change feed (which tells other
  // processes). Only an edit of public content empties it: a lead's triage leaves it alone.
  const afterEdit: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await pageCache.revalidate();
  };
  api.use(storableQuery());
  // A record created (201) proves the disk takes writes again: health says so at once.
  api.use(async (c, next) => {
    await next();
    if (c.res.status === 201) storage.wrote();
  });
  api.use('/sync/*', afterEdit);
  api.use('/admin/*', afterEdit);
  const tooLarge = () => {
    throw new PayloadTooLargeError();
  };
  const apiLimit = bodyLimit({ maxSize: config.bodyLimitBytes, onError: tooLarge });
  // One sync push must fit the largest valid change (a post of 200,000 characters in each
  // language: PUSH_BODY_MAX_BYTES); every other endpoint keeps BODY_LIMIT_BYTES.
  const pushLimit = bodyLimit({
    maxSize: Math.max(config.bodyLimitBytes, PUSH_BODY_MAX_BYTES),
    onError: tooLarge,
  });
  // A picture upload: the largest picture accepted, and the form around it.
  const mediaLimit = bodyLimit({
    maxSize: MEDIA_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new PayloadTooLargeError(mediaMessages.tooLarge);
    },
  });
  api.use((c, next) =>
    (c.req.path === '/api/sync/push'
      ? pushLimit
      : c.req.path === '/api/admin/media' && c.req.method === 'POST'
        ? mediaLimit
        : apiLimit)(c, next),
  );
  api.route('/', healthRoutes(deps.sql, storage, deps.answering));
  api.route('/', publicApiRoutes(deps, services.leads));
  api.route('/content', contentApiRoutes(services.content));
  api.route('/embeds', embedsRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/auth', twoFactorRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.route('/partner', partnerRoutes(deps));
  api.route('/sync', syncRoutes(deps));
  api.route('/support-satisfaction', supportSatisfactionRoutes(deps));
  api.route('/newsletter', newsletterLinkRoutes(deps));
  api.route('/consent', consentRoutes(deps));
  api.all('*', (c, next) => {
    // The bare /api path is the public API-reference page (rendered below), not an endpoint.
    if (c.req.path === '/api' && c.req.method === 'GET') return next();
    // An endpoint that exists, asked with a method it does not answer: 405 naming those it does.
    const allow = allowedMethods(api, c.req.path.replace(/^\/api/, '') || '/');
    if (allow.length > 0) {
      c.header('Allow', allow.join(', '));
      return c.json(
        errorBody(
          'method_not_allowed',
          `${c.req.method} is not answered here; use ${allow.join(', ')}.`,
        ),
        405,
      );
    }
    return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404);
  });
  app.route('/api', api);

  // Files with an extension (assets, icons, manifest, service worker) come from the build, with
  // the compressed forms the build made; the build's own bookkeeping (its manifest, the prerender
  // list, any dotfile, those compressed forms by their own names) does not.
  app.route('/media', mediaFileRoutes(deps));
  if (files) app.use('*', files.middleware);

  app.route('/.netlify/functions', legacyFunctionRoutes(deps, services.leads));
  app.route('/', siteRoutes(deps, pageCache));
  app.route(
    '/',
    pageRoutes(
      assets,
      {
        origin: config.publicOrigin,
        embeds: { docs: config.docsUrl, api: config.apiDocsUrl, status: config.statusPageUrl },
        content: services.content,
      },
      documents,
      pageCache,
    ),
  );

  // A page, feed or file asked with a method it does not answer: 405 naming GET and HEAD when a
  // GET of the same address finds something (asked of the application itself, as a HEAD without
  // the request's headers or body), else the usual 404.
  app.all('*', async (c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.notFound();
    const probe = await app.fetch(new Request(new URL(c.req.path, c.req.url), { method: 'HEAD' }));
    if (probe.status === 404) return c.notFound();
    c.header('Allow', 'GET, HEAD');
    return c.text('405 Method Not Allowed', 405);
  });

  app.onError((err, c) =>
    toErrorResponse(
      c,
      err,
      (e, severity) =>
        severity === 'warn'
          ? logger.warn('refused_input', { path: c.req.path, status: 400, ...describeError(e) })
          : logger.error('unhandled_error', { path: c.req.path, ...describeError(e) }),
      storage,
    ),
  );
  return { app, fastAnswer };
}

/** The security headers' settings, from the configuration and the build (also for nginx). */
export function securityOptions(
  config: AppDeps['config'],
  assets: Pick<RenderAssets, 'scriptHashes' | 'styleHashes'>,
): SecurityOptions {
  return {
    reportUri: config.cspReportUri,
    hstsPreload: config.hstsPreload,
    scriptHashes: assets.scriptHashes,
    styleHashes: assets.styleHashes,
    frameOrigins: [config.statusPageUrl, config.docsUrl, config.apiDocsUrl]
      .filter((u): u is string => Boolean(u))
      .map((u) => new URL(u).origin),
    analyticsOrigins: analyticsOrigins(config.analytics),
    // HSTS only on answers known to travel over https: browsers ignore it over plain http, and
    // without TRUST_PROXY the scheme a proxy received is unknown (the proxy then sends HSTS).
    isHttps: (url, proto) => url.startsWith('https:') || (config.trustProxy && proto === 'https'),
  };
}

/** Build metadata that pages never request: not served. */
const BUILD_METADATA = new Set(['/prerendered.json']);

/**
 * Whether a request names a static file of the client build: it has an extension, is not an
 * HTML template (pages are rendered), is not build metadata, and no part of it is a dotfile or
 * dot-directory (`/.vite/manifest.json`, `/.env`).
 */
export function isPublicFile(path: string): boolean {
  if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html')) return false;
  if (path.endsWith(PRECOMPRESSED.br) || path.endsWith(PRECOMPRESSED.gzip)) return false;
  if (BUILD_METADATA.has(path)) return false;
  return !path.split('/').some((segment) => segment.startsWith('.'));
}
