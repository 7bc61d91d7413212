import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  ORIGIN_PLACEHOLDER,
  PRERENDER_MANIFEST,
  pagePreloader,
  prerenderFile,
  TEMPLATE_FILE,
} from '../server/render/assets.ts';
import { NO_CONTENT } from '../shared/content-types.ts';
import { NOT_FOUND_PAGE, OFFLINE_PAGE } from '../web/src/offline/offline-routes.ts';

type EntryServer = typeof import('../web/src/app/entry-server.tsx');

/**
 * After the client build is written (and before vite-plugin-pwa builds its precache manifest in
 * closeBundle), renders every static public route with the SSR bundle into dist/client.
 */
export function prerender(options: { ssrEntry: string }): Plugin {
  let outDir = '';
  return {
    name: 'lumen:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const entry = (await import(pathToFileURL(options.ssrEntry).href)) as EntryServer;
        const template = await readFile(path.join(outDir, TEMPLATE_FILE), 'utf8');
        const pagePreloads = pagePreloader(outDir);
        const written: string[] = [];
        const offlinePages: string[] = Object.values(OFFLINE_PAGE);
        const render = async (routePath: string, status: number) => {
          const request = new Request(`http://prerender.invalid${routePath}`);
          const result = await entry.renderPage(
            request,
            template,
            { origin: ORIGIN_PLACEHOLDER, embeds: {}, content: NO_CONTENT },
            { pagePreloads, fallback: status !== 200 || offlinePages.includes(routePath) },
          );
          if (result.kind !== 'html' || result.status !== status) {
            throw new Error(
              `Prerendering ${routePath} gave ${result.status}; it must render ${status} to be prerendered.`,
            );
          }
          const file = prerenderFile(outDir, routePath);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, result.html);
        };
        for (const routePath of entry.PRERENDER_PATHS) {
          await render(routePath, 200);
          written.push(routePath);
        }
        // The service worker's not-found pages: precached with the others, but not in the
        // manifest, so the server goes on answering these addresses with a rendered 404.
        for (const routePath of Object.values(NOT_FOUND_PAGE)) await render(routePath, 404);
        await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(written));
      },
    },
  };
}
