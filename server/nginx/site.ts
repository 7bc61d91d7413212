import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Representation } from '../http/representation.ts';
import { load } from '../http/static-files.ts';
import { type SecurityHeaderSet, securityHeadersFor } from '../middleware/security-headers.ts';
import type { PageDocuments } from '../routes/pages.ts';

/**
 * The production recipe in which nginx serves the static part: the prerendered pages and the
 * client build's files, as the bytes the Node server would send (each encoding written beside
 * its file, as the build's .br/.gz are) with the headers it would send, computed by the same
 * functions (the representations, securityHeaderSets, securityHeadersFor); everything else (the
 * API, pages read from the database, a page asked with a query, the event stream) is proxied to
 * the Node server. nginx adds its own Server, Date, ETag, Last-Modified and Accept-Ranges.
 */
export interface NginxSiteOptions {
  documents: PageDocuments;
  /** The client build (dist/client). */
  clientDir: string;
  isPublicFile: (path: string) => boolean;
  securityFor: (path: string, url: string, proto: string | undefined) => SecurityHeaderSet;
  /** PUBLIC_ORIGIN: its scheme is the one nginx's visitors use (HSTS with https). */
  publicOrigin: string;
  /** Where the Node server listens, as nginx reaches it (host:port or unix:/path). */
  upstream: string;
  /** nginx's `listen` (e.g. 80, 127.0.0.1:8080). */
  listen: string;
  /** Directory written: site.conf (to include in nginx's http block) and www/ (its root). */
  out: string;
}

interface Served {
  urlPath: string;
  /** The identity file under www/ ('/pricing' → '/pricing/index.html'). */
  file: string;
  rep: Representation;
  page: boolean;
}

export async function writeNginxSite(options: NginxSiteOptions): Promise<string> {
  const www = path.join(options.out, 'www');
  await rm(options.out, { recursive: true, force: true });
  await mkdir(www, { recursive: true });
  const served: Served[] = [];
  for (const [urlPath, rep] of options.documents.prerendered) {
    served.push({ urlPath, file: `${urlPath === '/' ? '' : urlPath}/index.html`, rep, page: true });
  }
  for (const urlPath of await publicFiles(options.clientDir, options.isPublicFile)) {
    const found = await load(path.resolve(options.clientDir), urlPath);
    if (found) served.push({ urlPath, file: urlPath, rep: found.rep, page: false });
  }
  const scheme = new URL(options.publicOrigin).protocol as 'http:' | 'https:';
  const proto = scheme.slice(0, -1);
  const locations: string[] = [];
  for (const item of served) {
    const encoded = await writeForms(www, item);
    const set = securityHeadersFor(
      options.securityFor(item.urlPath, `${scheme}//${item.urlPath}`, proto),
      item.rep.headers['Content-Type'],
    );
    locations.push(location(item, set, encoded));
  }
  const conf = siteConf(options, www, locations);
  const file = path.join(options.out, 'site.conf');
  await writeFile(file, conf);
  return file;
}

/** Every file of the build that the server serves, by its address. */
async function publicFiles(root: string, isPublic: (p: string) => boolean): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map(
      (e) => `/${path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`,
    )
    .filter(isPublic)
    .sort();
}

/**
 * Writes the identity bytes and, for a compressible answer, the br and gzip bytes the server
 * sends; returns whether both compressed forms are sent (when one would not be smaller the
 * server sends the identity bytes, and so does nginx: no Content-Encoding, Vary kept).
 */
async function writeForms(www: string, item: Served): Promise<boolean> {
  const target = path.join(www, item.file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, item.rep.body);
  if (!item.rep.compressible) return false;
  const [br, gzip] = await Promise.all([item.rep.bytes('br'), item.rep.bytes('gzip')]);
  if (br === item.rep.body || gzip === item.rep.body) return false;
  await writeFile(`${target}.br`, br);
  await writeFile(`${target}.gz`, gzip);
  return true;
}

/** A string as nginx reads it in double quotes. */
function quoted(value: string): string {
  // nginx would read `$name` as a variable: a dollar sign is written as the $dollar variable.
  const DOLLAR = '$' + '{dollar}';
  return `"${value.replace(/[\\"$]/g, (c) => (c === '$' ? DOLLAR : `\\${c}`))}"`;
}

function location(item: Served, set: SecurityHeaderSet, encoded: boolean): string {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(item.rep.headers)) {
    if (name !== 'Content-Type') headers.push([name, value]);
  }
  headers.push(...Object.entries(set.headers));
  if (item.rep.compressible) headers.push(['Vary', 'Accept-Encoding']);
  const lines = [
    `  location = ${item.urlPath} {`,
    // A page asked with a query is rendered for it by the server.
    ...(item.page ? ['    if ($args != "") { return 418; }'] : []),
    '    types { }',
    `    default_type ${quoted(item.rep.headers['Content-Type'] ?? 'application/octet-stream')};`,
    ...headers.map(([name, value]) => `    add_header ${name} ${quoted(value)};`),
    ...(encoded
      ? [
          '    add_header Content-Encoding $lumen_encoding;',
          `    try_files ${item.file}$lumen_suffix =404;`,
        ]
      : [`    try_files ${item.file} =404;`]),
    '  }',
  ];
  return lines.join('\n');
}

function siteConf(options: NginxSiteOptions, www: string, locations: string[]): string {
  const proxy = [
    '    proxy_pass http://lumen_node;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  return [
    "# Written by `npm run nginx:site` from the build and the server's configuration: run it again",
    "# after every build. Include this file in nginx's http block; start the Node server with",
    '# TRUST_PROXY=true (it then reads X-Forwarded-For and X-Forwarded-Proto from nginx).',
    '',
    '# The encoding the server would choose (br before gzip; a coding with q=0 is refused).',
    'map $http_accept_encoding $lumen_suffix {',
    '  default "";',
    '  "~*(^|,)\\s*br\\s*(,|$|;\\s*q=(1|0\\.0*[1-9]))" ".br";',
    '  "~*(^|,)\\s*(x-)?gzip\\s*(,|$|;\\s*q=(1|0\\.0*[1-9]))" ".gz";',
    '}',
    'map $lumen_suffix $lumen_encoding {',
    '  default "";',
    '  ".br" br;',
    '  ".gz" gzip;',
    '}',
    // `$` cannot be written inside a quoted nginx string: header values use this variable.
    'geo $dollar { default "$"; }',
    '',
    'upstream lumen_node {',
    `  server ${options.upstream};`,
    '  keepalive 32;',
    '}',
    '',
    'server {',
    `  listen ${options.listen};`,
    `  root ${www};`,
    '  server_tokens off;',
    '  etag on;',
    '  # The built files change only with a build, after which this file is written again and nginx',
    '  # reloaded: what opening them tells (descriptor, size, absence) is kept, not asked each time.',
    '  open_file_cache max=4096 inactive=10m;',
    '  open_file_cache_valid 60s;',
    '  open_file_cache_errors on;',
    '  error_page 418 = @node;',
    '',
    '  location @node {',
    ...proxy,
    '  }',
    '  # The API, the pages read from the database and everything else: the Node server.',
    '  location / {',
    ...proxy,
    '  }',
    "  # The back office's event stream: passed on as it comes, never buffered.",
    '  location = /api/sync/events {',
    ...proxy,
    '    proxy_buffering off;',
    '    proxy_cache off;',
    '    proxy_read_timeout 1h;',
    '  }',
    '',
    '  # The static part, with the headers the server sends for each.',
    ...locations,
    '}',
    '',
  ].join('\n');
}
