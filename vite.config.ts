import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferEntryScripts } from './scripts/vite-defer-scripts.ts';
import { inlineEntryCss } from './scripts/vite-inline-css.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { pwa } from './scripts/vite-pwa.ts';

const root = import.meta.dirname;
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
export const SSR_OUT_DIR = path.join(distDir, 'server');
/** The page renderer on its own, for the prerender step (see SSR_TARGET). */
const RENDER_OUT_DIR = path.join(SSR_OUT_DIR, 'render');
/** The worker pool's threads (server/workers/pool.ts finds them here). */
const WORKER_OUT_DIR = path.join(SSR_OUT_DIR, 'worker');

/**
 * Modules only the back office loads at start, never part of the public pages' shared chunk
 * (zod's jitless switch would bring zod's core with it).
 */
const ADMIN_MODULE =
  /[\\/](admin|sync)[\\/]|entry-admin|[\\/]i18n[\\/](en|et)[\\/]admin(-[a-z-]+)?\.ts$|[\\/]zod-jitless\.ts$/;
/** The entries: the public pages', the back office's, and the page registry (see `input`). */
const ENTRY_MODULE = /[\\/]app[\\/](entry-(public|admin)\.tsx|pages\.ts)$/;
/** Vite's preload helper, which every chunk with a dynamic import uses, and rolldown's runtime. */
const BUNDLER_RUNTIME = /^\0?(vite[\\/]preload-helper|rolldown[\\/]runtime)/;
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * What the back office's entry loads at start besides React, the same as public pages do, and the
 * forms' endpoints (the forms and the offline notices both name them). Not the API client: no
 * public page needs it before a form is used or the consent banner is due (see the `api` group).
 */
const BASE_MODULE =
  /[\\/](shared[\\/]constants\.ts|web[\\/]src[\\/]app[\\/]catalogue\.ts|web[\\/]src[\\/]styles[\\/]global\.css|shared[\\/]forms\.ts|shared[\\/]i18n[\\/]format\.ts)$/;
/** The content pages' parts: photos and their crops (focal), initials, posts' texts. */
const CONTENT_PART = /[\\/](avatar|focal|initials|sanitized-html)\.tsx?$/;
/** The home page's showcase (logo strips, counters, sparkles): only it uses them, so in its chunk. */
const HOME_PART = /[\\/](logo-strip|count-up|count-up-math|motion|sparkle|logos)\.tsx?$/;
/**
 * An organisation's logo (about, partners): the home page, which loads `parts`, never shows one,
 * so it goes with the pages that do.
 */
const LOGO_PART = /[\\/]components[\\/]ui[\\/]logo\.tsx$/;
const SOURCE_MODULE = /[\\/](web[\\/]src|shared)[\\/]/;

/**
 * Chunks of the client build, few so a page's first load is a handful of requests: `base` is
 * what both entries load at start (React, the global styles, the catalogue loader, constants),
 * `site` the code every public page runs at start (layout, router, popup, error pages), `parts`
 * the components pages are built from, `forms` what every form shares. Each page's own chunk
 * then brings only what that page adds. The back office never loads `site`. Groups are filled
 * by priority, each also taking the dependencies of its modules that earlier ones left.
 */
const clientChunks = {
  groups: [
    {
      name: 'base',
      test: (id: string) =>
        REACT_MODULE.test(id) || BASE_MODULE.test(id) || BUNDLER_RUNTIME.test(id),
      priority: 5,
    },
    {
      name: 'site',
      test: (id: string) =>
        SOURCE_MODULE.test(id) &&
        !ADMIN_MODULE.test(id) &&
        !ENTRY_MODULE.test(id) &&
        !id.includes('node_modules'),
      tags: ['$initial' as const],
      priority: 4,
    },
    // The parts pages are built from (sections, heroes, check lists), the figures and the way
    // they are written out (numbers.ts): one chunk. Not the content pages' parts, which bring the
    // content styles, nor the home page's own.
    {
      name: 'parts',
      test: (id: string) =>
        (/[\\/]web[\\/]src[\\/](components[\\/]ui|routes[\\/]public[\\/]figures)[\\/]/.test(id) ||
          /[\\/]shared[\\/]i18n[\\/]numbers\.ts$/.test(id)) &&
        !CONTENT_PART.test(id) &&
        !HOME_PART.test(id) &&
        !LOGO_PART.test(id),
      priority: 2,
    },
    // What the content pages (blog, newsroom, people, about, posts) share: one chunk, with the
    // content styles.
    {
      name: 'content',
      test: (id: string) =>
        CONTENT_PART.test(id) || /[\\/]routes[\\/]content[\\/](?!.*-page\.tsx$)/.test(id),
      priority: 2,
    },
    // What a page's forms need once it is used: the API client (the forms' sender, the consent
    // banner, the partner portal and the back office load it when they first talk to the server)
    // and the taking over of what was typed before hydration (the lead forms and the sign-in,
    // password and rating forms: in `forms` it would bring that chunk to the sign-in page).
    {
      name: 'api',
      test: /[\\/]web[\\/]src[\\/]lib[\\/](api|typed-before-hydration)\.ts$/,
      // After `base`, which keeps React (the helper uses it); before `forms`.
      priority: 4.5,
    },
    // What the sign-in pages show (the errors' texts, the password field): one chunk. The session
    // itself (session.ts) is fetched when the form is sent; the reset, unlock and session-watching
    // parts go with the pages that use them.
    {
      name: 'auth',
      test: /[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](errors|password-input)\.tsx?$/,
      priority: 1,
    },
    // The outbox's flag, which every public page reads once it has loaded (start-offline) and
    // the forms set when they queue: in `forms`, it would bring that chunk, and the API client
    // with it, to every page.
    {
      name: 'outbox-flag',
      test: /[\\/]web[\\/]src[\\/]offline[\\/]outbox-flag\.ts$/,
      priority: 3.5,
    },
    // Where the visit came from (issue 49): kept by start-offline on every public page, read by
    // the forms when they send. In `forms`, it would bring that chunk to every page.
    {
      name: 'visit-source',
      test: /[\\/](features[\\/]forms[\\/]lead-form[\\/]visit-source|shared[\\/]schemas[\\/]source-limits)\.ts$/,
      priority: 3.5,
    },
    // The forms' styles on their own: a form page links them with the page, while the form's
    // script (the `forms` chunk) loads after the page (see web/src/app/deferred.tsx).
    { name: 'form-styles', test: /[\\/]styles[\\/]forms\.css$/, priority: 7 },
    // What every form shares (fields, state, sending): one chunk. The schemas (zod) stay apart,
    // loaded on a form's first focus or submit.
    {
      name: 'forms',
      test: (id: string) =>
        /[\\/](features[\\/]forms[\\/]lead-form[\\/](?!schemas\.ts|endpoints\.ts|send\.ts)|shared[\\/]forms\.ts|shared[\\/]schemas[\\/](limits|form-post)\.ts)/.test(
          id,
        ),
      priority: 3,
    },
  ],
};

/**
 * The SSR builds, chosen by SSR_TARGET: `server` (server/index.ts, what `npm start` runs),
 * `render` (the page renderer the prerender step imports) and `worker` (what the worker pool's
 * threads run: Markdown and pictures). They are separate bundles so that no page chunk or worker
 * can end up importing the server's entry chunk, which starts a server when loaded (a module
 * both share would otherwise be placed there).
 */
const SSR_TARGETS: Record<string, { input: Record<string, string>; outDir: string }> = {
  server: { input: { index: path.join(root, 'server/index.ts') }, outDir: SSR_OUT_DIR },
  render: {
    input: { 'entry-server': path.join(root, 'web/src/app/entry-server.tsx') },
    outDir: RENDER_OUT_DIR,
  },
  worker: { input: { tasks: path.join(root, 'server/workers/tasks.ts') }, outDir: WORKER_OUT_DIR },
};
const ssrTarget = SSR_TARGETS[process.env.SSR_TARGET ?? 'server'] ?? SSR_TARGETS.server;

/**
 * The client build. `scripts/build.ts` first builds the two SSR bundles with the same config in
 * SSR mode, then this client build prerenders static pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          inlineEntryCss(),
          deferEntryScripts(),
          prerender({ ssrEntry: path.join(RENDER_OUT_DIR, 'entry-server.js') }),
          pwa(),
        ]),
  ],
  build: isSsrBuild
    ? {
        outDir: ssrTarget?.outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node22',
        rolldownOptions: {
          input: ssrTarget?.input,
          // The server imports page modules both ways (route loaders statically, pages lazily):
          // splitting does not matter in a server bundle, so the warning is only noise there.
          checks: { ineffectiveDynamicImport: false },
        },
      }
    : {
        outDir: path.join(distDir, 'client'),
        emptyOutDir: true,
        target: 'es2022',
        // The server reads it to preload each page's chunk.
        manifest: true,
        // Every browser the site supports has modulepreload: no polyfill chunk to fetch.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The page registry is an entry of its own so that every page's chunk is built: no
          // document loads it, the server names the page's chunk in the page data.
          input: [
            path.join(root, 'web/app.html'),
            path.join(root, 'web/admin.html'),
            path.join(root, 'web/src/app/pages.ts'),
          ],
          // Keep the registry's exports (and so its imports of the pages) though nothing imports it.
          preserveEntrySignatures: 'exports-only',
          output: { codeSplitting: clientChunks },
        },
      },
}));
