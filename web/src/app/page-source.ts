import type { PageName } from './pages.ts';

/**
 * The module of a page as the build manifest names it ('src/routes/public/home.tsx'): the keys of
 * PAGES are these paths. Apart from pages.ts so the build's own tools can use it without the pages.
 */
export function pageSource(name: PageName): string {
  return `src/routes/${name}.tsx`;
}
