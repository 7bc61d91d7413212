import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../../web/src/app/meta.ts';
import { pageComponent, pageExport, pageSource } from '../../../../web/src/app/page-source.ts';
import { loadPage, PAGES, type PageName } from '../../../../web/src/app/pages.ts';
import { routes } from '../../../../web/src/app/routes.ts';

const webDir = path.resolve(import.meta.dirname, '../../../../web');

function handles(tree: RouteObject[]): RouteHandle[] {
  return tree.flatMap((r) => [
    ...(r.handle ? [r.handle as RouteHandle] : []),
    ...handles(r.children ?? []),
  ]);
}

describe('the page registry', () => {
  it('names each page by its module, which the server preloads through the build manifest', () => {
    for (const name of Object.keys(PAGES) as PageName[]) {
      expect(existsSync(path.join(webDir, pageSource(name))), name).toBe(true);
    }
  });

  it('loads a component for every page a route names, and every page is used by a route', async () => {
    // The route error's page is used by every route that fails.
    const used = new Set([...handles(routes).map((h) => h.page), 'public/route-error-page']);
    expect([...used].sort()).toEqual(Object.keys(PAGES).sort());
    for (const name of used) expect(typeof (await loadPage(name as PageName))).toBe('function');
  });

  it('finds each page component under the one export name the browser looks for', () => {
    expect(pageExport('public/http-error')).toBe('HttpErrorPage');
    expect(pageExport('content/about-page')).toBe('AboutPage');
    expect(pageExport('partners-portal/partner-dashboard')).toBe('PartnerDashboardPage');
    expect(() => pageComponent({ HomePage: 'not a component' }, 'public/home')).toThrow(
      'does not export HomePage',
    );
  });
});
