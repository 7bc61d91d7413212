import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/vite-prerender.ts';
import { pwa } from './scripts/vite-pwa.ts';

const root = import.meta.dirname;
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
export const SSR_OUT_DIR = path.join(distDir, 'server');

/**
 * The client build. `scripts/build.ts` first builds the server bundle (server/index.ts and the
 * SSR entry) with the same config in SSR mode, then this client build prerenders static pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [prerender({ ssrEntry: path.join(SSR_OUT_DIR, 'entry-server.js') }), pwa()]),
  ],
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node22',
        rolldownOptions: {
          input: {
            index: path.join(root, 'server/index.ts'),
            'entry-server': path.join(root, 'web/src/app/entry-server.tsx'),
          },
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
