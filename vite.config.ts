import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './scripts/vite-inline-css.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { pwa } from './scripts/vite-pwa.ts';

const root = import.meta.dirname;
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
export const SSR_OUT_DIR = path.join(distDir, 'server');
/** The page renderer on its own, for the prerender step (see SSR_TARGET). */
const RENDER_OUT_DIR = path.join(SSR_OUT_DIR, 'render');

/**
 * The SSR builds, chosen by SSR_TARGET: `server` (server/index.ts, what `npm start` runs) and
 * `render` (the page renderer the prerender step imports). They are separate bundles so that no
 * page chunk can end up importing the server's entry chunk, which starts a server when loaded
 * (a module both share would otherwise be placed there).
 */
const ssrInput: Record<string, string> =
  process.env.SSR_TARGET === 'render'
    ? { 'entry-server': path.join(root, 'web/src/app/entry-server.tsx') }
    : { index: path.join(root, 'server/index.ts') };

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
          prerender({ ssrEntry: path.join(RENDER_OUT_DIR, 'entry-server.js') }),
          pwa(),
        ]),
  ],
  build: isSsrBuild
    ? {
        outDir: process.env.SSR_TARGET === 'render' ? RENDER_OUT_DIR : SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node22',
        rolldownOptions: {
          input: ssrInput,
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
        rolldownOptions: {
          input: [path.join(root, 'web/app.html'), path.join(root, 'web/admin.html')],
        },
      },
}));
