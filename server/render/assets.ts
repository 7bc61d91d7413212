import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Lang } from '../../shared/constants.ts';
import { CLIENT_DIST, WEB_TEMPLATE } from '../paths.ts';
import { inlineScriptHashes } from './csp.ts';

/** What the server needs from the client build to answer page requests. */
export interface RenderAssets {
  /** The built page template (or the source one when there is no build, as in tests). */
  template: string;
  /** The template per language, preloading that language's catalogue (see withCataloguePreload). */
  templates: Record<Lang, string>;
  /** Prerendered documents by path ('/', '/et', '/about', …). */
  prerendered: Map<string, string>;
  /** Directory of static files to serve, when built. */
  clientDir: string | undefined;
  scriptHashes: string[];
}

export const TEMPLATE_FILE = 'app.html';
export const PRERENDER_MANIFEST = 'prerendered.json';
/** Prerendered pages are origin-free; the server puts its PUBLIC_ORIGIN in when it loads them. */
export const ORIGIN_PLACEHOLDER = '%%PUBLIC_ORIGIN%%';

/** Path of the prerendered file for a route path: '/' → index.html, '/about' → about/index.html. */
export function prerenderFile(clientDir: string, routePath: string): string {
  return path.join(clientDir, routePath === '/' ? '' : routePath, 'index.html');
}

/**
 * The template for pages in `lang`: the browser loads only the catalogue of the language it shows,
 * before hydrating, so the page names that chunk up front instead of discovering it late.
 */
export function withCataloguePreload(template: string, clientDir: string, lang: Lang): string {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return template;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = Object.entries(manifest).find(([src]) =>
    src.endsWith(`shared/i18n/${lang}/index.ts`),
  );
  if (!entry) return template;
  return template.replace(
    '</head>',
    `  <link rel="modulepreload" crossorigin href="/${entry[1].file}">\n  </head>`,
  );
}

function templatesFor(template: string, clientDir: string | undefined): Record<Lang, string> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      clientDir ? withCataloguePreload(template, clientDir, lang) : template,
    ]),
  ) as Record<Lang, string>;
}

export function loadRenderAssets(origin: string, clientDir = CLIENT_DIST): RenderAssets {
  const builtTemplate = path.join(clientDir, TEMPLATE_FILE);
  if (!existsSync(builtTemplate)) {
    const template = readFileSync(WEB_TEMPLATE, 'utf8');
    return {
      template,
      templates: templatesFor(template, undefined),
      prerendered: new Map(),
      clientDir: undefined,
      scriptHashes: inlineScriptHashes(template),
    };
  }
  const template = readFileSync(builtTemplate, 'utf8');
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
    templates: templatesFor(template, clientDir),
    prerendered,
    clientDir,
    scriptHashes: inlineScriptHashes(template),
  };
}
