import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { ADMIN_TEMPLATE_FILE, PRERENDER_MANIFEST, TEMPLATE_FILE } from '../server/render/assets.ts';
import { SITE } from '../shared/constants.ts';
import { en } from '../shared/i18n/en/index.ts';

/**
 * The installable PWA: the web app manifest and the service worker (web/src/sw.ts, injectManifest).
 * It must come after the prerender plugin: that one writes the static pages in writeBundle, this
 * one builds its precache list in closeBundle, so the prerendered pages are in it.
 */
export function pwa(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    // The page registers the worker itself (web/src/offline/start-offline.ts, workbox-window).
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // The glob below already lists the icons; the plugin's own entries would duplicate them.
    includeManifestIcons: false,
    manifest: {
      name: SITE.brand,
      short_name: 'Lumen',
      description: en.meta.siteDescription,
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2}'],
      // The public template is the server's, filled in per request; never a page on its own.
      // posthog-js is fetched only after a visitor's statistics consent, never ahead of it.
      // The error pages answer with their error status, which precaching refuses.
      globIgnores: [
        PRERENDER_MANIFEST,
        TEMPLATE_FILE,
        'sw.js',
        'assets/posthog-lib-*.js',
        'error/**',
        'et/error/**',
      ],
      // Hashed file names are their own revision.
      dontCacheBustURLsMatching: /^\/?assets\//,
      manifestTransforms: [cleanPageUrls],
    },
  });
}

/**
 * Prerendered pages are files like about/index.html but are requested as /about; admin.html is
 * what the server sends for /admin, so it is precached under that address.
 */
export const cleanPageUrls: ManifestTransform = (entries) => {
  const manifest = entries.map((entry) => {
    const url = entry.url.replace(/^\//, '');
    if (url === ADMIN_TEMPLATE_FILE) return { ...entry, url: '/admin' };
    if (url === 'index.html') return { ...entry, url: '/' };
    if (url.endsWith('/index.html'))
      return { ...entry, url: `/${url.slice(0, -'/index.html'.length)}` };
    return { ...entry, url: `/${url}` };
  });
  return { manifest, warnings: [] };
};
