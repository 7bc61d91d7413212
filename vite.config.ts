import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/vite-prerender.ts';

const root = import.meta.dirname;
export const SSR_OUT_DIR = path.join(root, 'dist/server');

/**
 * The client build. `scripts/build.ts` first builds the server bundle (server/index.ts and the
 * SSR entry) with the same config in SSR mode, then this client build prerenders static pages.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [
    react(),
    ...(isSsrBuild ? [] : [prerender({ ssrEntry: path.join(SSR_OUT_DIR, 'entry-server.js') })]),
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
        outDir: path.join(root, 'dist/client'),
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: { input: path.join(root, 'web/app.html') },
      },
}));
