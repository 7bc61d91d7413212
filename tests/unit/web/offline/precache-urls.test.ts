import { describe, expect, it } from 'vitest';
import { cleanPageUrls } from '../../../../scripts/vite-pwa.ts';

describe('the precache list', () => {
  it('lists prerendered pages under the addresses people visit, and the admin shell', async () => {
    const entries = [
      'index.html',
      'et/index.html',
      'products/paas/index.html',
      'admin.html',
      'assets/app-1.js',
    ].map((url) => ({ url, revision: 'r', size: 1 }));
    const result = await cleanPageUrls(entries);
    expect(result.manifest.map((e) => e.url)).toEqual([
      '/',
      '/et',
      '/products/paas',
      '/admin',
      '/assets/app-1.js',
    ]);
  });
});
