import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in on loopback for every third party the site may load after consent: PostHog (its
 * capture, flags and config endpoints), the tag manager, the Google-analytics-style tag and the
 * feedback widget. It records each request. Paths under /never/ are never answered, like a
 * script host that hangs.
 */
export interface FakeAnalyticsHost {
  origin: string;
  /** Requests so far, as "METHOD /path" (no query). */
  requests: string[];
  count(method: string, path: string): number;
  close(): Promise<void>;
}

const SCRIPT = 'application/javascript; charset=utf-8';

export async function startFakeAnalyticsHost(): Promise<FakeAnalyticsHost> {
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push(`${req.method} ${path}`);
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? '*',
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (path.startsWith('/never/')) {
      hanging.add(res);
      return;
    }
    req.resume();
    if (path.endsWith('.js') || path === '/gtag/js') {
      return void res.writeHead(200, { 'Content-Type': SCRIPT }).end(`/* fake ${path} */`);
    }
    if (path.startsWith('/flags') || path.startsWith('/decide')) {
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          featureFlags: {},
          featureFlagPayloads: {},
          errorsWhileComputingFlags: false,
        }),
      );
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":1}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    count: (method, path) => requests.filter((r) => r === `${method} ${path}`).length,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The server's environment that points every third-party script at the fake host. */
export function analyticsEnv(origin: string): Record<string, string> {
  return {
    POSTHOG_KEY: 'phc_e2e',
    POSTHOG_HOST: origin,
    TAG_MANAGER_ID: 'GTM-E2E',
    TAG_MANAGER_URL: `${origin}/gtm.js`,
    GA_MEASUREMENT_ID: 'G-E2E',
    GA_TAG_URL: `${origin}/gtag/js`,
    // Never answers: the timeout case.
    FEEDBACK_WIDGET_URL: `${origin}/never/widget.js`,
  };
}
