/**
 * `npm run nginx:site -- [--out DIR] [--upstream HOST:PORT] [--listen ADDR]`: writes the nginx
 * recipe (server/nginx/site.ts) for the current build and configuration (the same environment
 * as `npm start`: PUBLIC_ORIGIN, analytics, embeds): DIR/site.conf to include in nginx's http
 * block, and DIR/www, its root. Defaults: dist/nginx, the server's HOST:PORT, port 8080.
 */
import { register } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

// The page renderer's modules import their stylesheets, which only the build reads: empty here.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
  )}`,
);
const { isPublicFile, securityOptions } = await import('../server/app.ts');
const { loadConfig } = await import('../server/config.ts');
const { securityHeaderSets } = await import('../server/middleware/security-headers.ts');
const { writeNginxSite } = await import('../server/nginx/site.ts');
const { loadRenderAssets } = await import('../server/render/assets.ts');
const { pageDocuments } = await import('../server/routes/pages.ts');

const { values } = parseArgs({
  options: { out: { type: 'string' }, upstream: { type: 'string' }, listen: { type: 'string' } },
});
const config = loadConfig();
const assets = loadRenderAssets(config.publicOrigin);
if (!assets.clientDir) throw new Error('No client build: run `npm run build` first.');
const file = await writeNginxSite({
  documents: pageDocuments(assets, config.analytics),
  clientDir: assets.clientDir,
  isPublicFile,
  securityFor: securityHeaderSets(securityOptions(config, assets)),
  publicOrigin: config.publicOrigin,
  upstream: values.upstream ?? `${config.host}:${config.port}`,
  listen: values.listen ?? '8080',
  out: path.resolve(values.out ?? 'dist/nginx'),
});
process.stdout.write(`Wrote ${file}: include it in nginx's http block.\n`);
