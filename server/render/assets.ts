import { existsSync, readFileSync, statSync } from 'node:fs';
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
  /** When each prerendered document was written (its file's date), for Last-Modified. */
  prerenderedDates?: Map<string, Date>;
  /** Directory of static files to serve, when built. */
  clientDir: string | undefined;
  scriptHashes: string[];
  /** CSP sources of the `<style>` elements of the template, the admin shell and every prerendered page. */
  styleHashes: string[];
  /** Modulepreload links for a page's own script, so the browser fetches it with the entry. */
  pagePreloads: (page: PageName) => string;
  /** The address of a page's own chunk, which the browser imports to hydrate the page. */
  pageModule: (page: PageName) => string | undefined;
}

export const TEMPLATE_FILE = 'app.html';
/** Where the built page template has its entry's scripts, just before the loader that starts them. */
export const MODULES_MARKER = '<!--app-modules-->';
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
 * An inert list of module tags (`<script type="module">`, modulepreload links): the page template's
 * loader puts its contents into the document after the first contentful paint (web/app.html).
 */
export function modulesTemplate(tags: string[]): string {
  return tags.length === 0 ? '' : `<template data-modules>${tags.join('')}</template>`;
}

/** The build manifest and the text of a stylesheet as pages inline it, or nothing unbuilt. */
function readBuild(clientDir: string | undefined) {
  const manifestFile = clientDir && path.join(clientDir, '.vite', 'manifest.json');
  if (!clientDir || !manifestFile || !existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const familyCss = (file: string) => readFileSync(path.join(clientDir, file), 'utf8').trim();
  return { manifest, familyCss };
}

/**
 * CSP sources of every stylesheet a public page may inline (see `pagePreloader`): those of the
 * public page chunks' graphs, less the entries' (inlined in the template, hashed from it).
 */
export function familyStyleHashes(clientDir: string | undefined): string[] {
  const build = readBuild(clientDir);
  if (!build) return [];
  const { manifest, familyCss } = build;
  const css = (keys: string[], seen = new Set<string>(), into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      for (const file of chunk.css ?? []) into.add(file);
      css(chunk.imports ?? [], seen, into);
    }
    return into;
  };
  const keys = Object.keys(manifest);
  const entries = css(keys.filter((key) => manifest[key]?.isEntry));
  const pages = css(keys.filter((key) => /^src\/routes\/(?!admin\/)/.test(key)));
  return [...pages]
    .filter((file) => !entries.has(file))
    .flatMap((file) => inlineStyleHashes(`<style>${familyCss(file)}</style>`));
}

/**
 * The head additions of each page: the styles of its family (content, forms, sign-in…) that the
 * template's inlined entry styles do not cover, inlined too (allowed by `familyStyleHashes`), and
 * preload links for its chunk and the chunks it imports that the entry does not already bring, all
 * read from the build manifest. A disabled link names each inlined stylesheet, so the preload
 * helper does not fetch it again when the page's chunk loads. No page waits for a stylesheet. The
 * preload links are inert (`modulesTemplate`) until the template's loader starts the page's
 * scripts, with the entry's, after its first paint. Without a build (tests) there is nothing to add.
 */
export function pagePreloader(clientDir: string | undefined): (page: PageName) => string {
  const build = readBuild(clientDir);
  if (!build) return () => '';
  const { manifest, familyCss } = build;
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
        .map(
          (file) =>
            `<style>${familyCss(file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
        ),
      modulesTemplate(
        [...files]
          .filter((file) => !entryFiles.has(file))
          .map(
            (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`,
          ),
      ),
    ]
      .filter(Boolean)
      .join('\n    ');
    cache.set(page, links);
    return links;
  };
}

/** The address of each page's chunk, from the build manifest; nothing without a build. */
export function pageModules(clientDir: string | undefined): (page: PageName) => string | undefined {
  const manifest = readBuild(clientDir)?.manifest;
  return (page) => {
    const file = manifest?.[pageSource(page)]?.file;
    return file ? `/${file}` : undefined;
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
      pageModule: () => undefined,
    };
  }
  const template = readFileSync(builtTemplate, 'utf8');
  const adminTemplate = readFileSync(path.join(clientDir, ADMIN_TEMPLATE_FILE), 'utf8');
  const prerendered = new Map<string, string>();
  const prerenderedDates = new Map<string, Date>();
  const manifest = path.join(clientDir, PRERENDER_MANIFEST);
  if (existsSync(manifest)) {
    for (const routePath of JSON.parse(readFileSync(manifest, 'utf8')) as string[]) {
      const file = prerenderFile(clientDir, routePath);
      const html = readFileSync(file, 'utf8');
      prerenderedDates.set(routePath, statSync(file).mtime);
      prerendered.set(
        routePath,
        html.replaceAll(ORIGIN_PLACEHOLDER, () => origin),
      );
    }
  }
  return {
    template,
    adminTemplate,
    prerendered,
    prerenderedDates,
    clientDir,
    scriptHashes: documentScriptHashes(template, adminTemplate),
    styleHashes: [
      ...new Set([
        ...documentStyleHashes([template, adminTemplate, ...prerendered.values()]),
        ...familyStyleHashes(clientDir),
      ]),
    ],
    pagePreloads: pagePreloader(clientDir),
    pageModule: pageModules(clientDir),
  };
}
