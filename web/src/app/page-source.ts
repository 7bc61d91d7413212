import type { PageComponent, PageName } from './pages.ts';

/**
 * The module of a page as the build manifest names it ('src/routes/public/home.tsx'): the keys of
 * PAGES are these paths. Apart from pages.ts so the build's own tools can use it without the pages.
 */
export function pageSource(name: PageName): string {
  return `src/routes/${name}.tsx`;
}

/**
 * The name a page's module exports its component under: the module's name without a `-page`
 * ending, in PascalCase, then `Page` ('public/http-error' → HttpErrorPage, 'content/about-page' →
 * AboutPage).
 */
export function pageExport(name: PageName): string {
  const base = (name.split('/').at(-1) ?? name).replace(/-page$/, '');
  return `${base.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())}Page`;
}

/** The page component a page's module exports. */
export function pageComponent(module: object, name: PageName): PageComponent {
  const component = (module as Record<string, unknown>)[pageExport(name)];
  if (typeof component !== 'function') {
    throw new Error(`The module of page ${name} does not export ${pageExport(name)}.`);
  }
  return component as PageComponent;
}
