import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The page-source helper, not the rendering entry: the build's own config loads this module, and
// the entry would pull the pages' CSS into it.
import { pageSource } from '../../web/src/app/page-source.ts';
import type { PageName } from '../../web/src/app/pages.ts';
import { ADMIN_TEMPLATE, CLIENT_DIST, WEB_TEMPLATE } from '../paths.ts';
import { inlineScriptHashes, inlineStyleHashes } from './csp.ts';

/** What the server needs from the client build to answer page requests. */
export interface RenderAssets {
  /** The built template of public pages (or the source one when there is no build, as in tests). */
  template: string;
  /** The back office's document: the same head, no server-rendered body. */
  adminTemplate: string;
  /** Prerendered documents by path ('/', '/et', '/about', …). */
  prerendered: Map<string, string>;
  /** Directory of static files to serve, when built. */
  clientDir: string | undefined;
  scriptHashes: string[];
  /** CSP sources of the `<style>` elements of the template, the admin shell and every prerendered page. */
  styleHashes: string[];
  /** Modulepreload links for a page's own script, so the browser fetches it with the entry. */
  pagePreloads: (page: PageName) => string;
}

export const TEMPLATE_FILE = 'app.html';
export const ADMIN_TEMPLATE_FILE = 'admin.html';
export const PRERENDER_MANIFEST = 'prerendered.json';
/** Prerendered pages are origin-free; the server puts its PUBLIC_ORIGIN in when it loads them. */
export const ORIGIN_PLACEHOLDER = '%%PUBLIC_ORIGIN%%';

/** Path of the prerendered file for a route path: '/' → index.html, '/about' → about/index.html. */
export function prerenderFile(clientDir: string, routePath: string): string {
  return path.join(clientDir, routePath === '/' ? '' : routePath, 'index.html');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The preload links of each page: its chunk and the chunks it imports that the entry does not
 * already bring, read from the build manifest, and the stylesheets of its family (content, forms,
 * sign-in…) that the entry's inlined styles do not cover. Those are linked in the head, all at
 * once, so none waits for a script and none for another. Without a build (tests) there is nothing
 * to preload.
 */
export function pagePreloader(clientDir: string | undefined): (page: PageName) => string {
  const manifestFile = clientDir && path.join(clientDir, '.vite', 'manifest.json');
  if (!manifestFile || !existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  const collect = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) collect(dep, into, css);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryFiles, entryCss);
  }
  const cache = new Map<PageName, string>();
  return (page) => {
    const cached = cache.get(page);
    if (cached !== undefined) return cached;
    const files = new Set<string>();
    const css = new Set<string>();
    collect(pageSource(page), files, css);
    const links = [
      ...[...css]
        .filter((file) => !entryCss.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files]
        .filter((file) => !entryFiles.has(file))
        .map(
          (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
        ),
    ].join('\n    ');
    cache.set(page, links);
    return links;
  };
}

/** The CSP allows the inline scripts of both documents (public pages and the back office). */
function documentScriptHashes(...templates: string[]): string[] {
  return [...new Set(templates.flatMap(inlineScriptHashes))];
}

/** Likewise for their `<style>` elements, the prerendered pages' included. */
function documentStyleHashes(documents: Iterable<string>): string[] {
  return [...new Set([...documents].flatMap(inlineStyleHashes))];
}

export function loadRenderAssets(origin: string, clientDir = CLIENT_DIST): RenderAssets {
  const builtTemplate = path.join(clientDir, TEMPLATE_FILE);
  if (!existsSync(builtTemplate)) {
    const template = readFileSync(WEB_TEMPLATE, 'utf8');
    const adminTemplate = readFileSync(ADMIN_TEMPLATE, 'utf8');
    return {
      template,
      adminTemplate,
      prerendered: new Map(),
      clientDir: undefined,
      scriptHashes: documentScriptHashes(template, adminTemplate),
      styleHashes: documentStyleHashes([template, adminTemplate]),
      pagePreloads: () => '',
    };
  }
  const template = readFileSync(builtTemplate, 'utf8');
  const adminTemplate = readFileSync(path.join(clientDir, ADMIN_TEMPLATE_FILE), 'utf8');
  const prerendered = new Map<string, string>();
  const manifest = path.join(clientDir, PRERENDER_MANIFEST);
  if (existsSync(manifest)) {
    for (const routePath of JSON.parse(readFileSync(manifest, 'utf8')) as string[]) {
      const html = readFileSync(prerenderFile(clientDir, routePath), 'utf8');
      prerendered.set(routePath, html.replaceAll(ORIGIN_PLACEHOLDER, origin));
    }
  }
  return {
    template,
    adminTemplate,
    prerendered,
    clientDir,
    scriptHashes: documentScriptHashes(template, adminTemplate),
    styleHashes: documentStyleHashes([template, adminTemplate, ...prerendered.values()]),
    pagePreloads: pagePreloader(clientDir),
  };
}
