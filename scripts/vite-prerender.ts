import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import {
  ORIGIN_PLACEHOLDER,
  PRERENDER_MANIFEST,
  pageModules,
  pagePreloader,
  prerenderFile,
  TEMPLATE_FILE,
} from '../server/render/assets.ts';
import { NO_CONTENT } from '../shared/content-types.ts';
import { OFFLINE_PAGE } from '../web/src/offline/offline-routes.ts';

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
        const pageModule = pageModules(outDir);
        const written: string[] = [];
        for (const routePath of entry.PRERENDER_PATHS) {
          const request = new Request(`http://prerender.invalid${routePath}`);
          const result = await entry.renderPage(
            request,
            template,
            { origin: ORIGIN_PLACEHOLDER, embeds: {}, content: NO_CONTENT },
            // The offline page is shown at other addresses too: it hydrates as its own.
            { pagePreloads, pageModule, fallback: Object.values(OFFLINE_PAGE).includes(routePath) },
          );
          if (result.kind !== 'html' || result.status !== 200) {
            throw new Error(
              `Prerendering ${routePath} gave ${result.status}; only pages that render 200 can be prerendered.`,
            );
          }
          const file = prerenderFile(outDir, routePath);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, result.html);
          written.push(routePath);
        }
        await writeFile(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(written));
      },
    },
  };
}
