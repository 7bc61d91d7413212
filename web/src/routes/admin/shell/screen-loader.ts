import type { RouteObject } from 'react-router-dom';

/** Performance mark set once every screen's code is loaded (see `loadAllScreens`). */
export const SCREENS_LOADED_MARK = 'lumen:admin-screens-loaded';

let screens: RouteObject[] = [];

/** The back office's route table (routes.tsx), whose screens `loadAllScreens` loads. */
export function registerScreens(routes: RouteObject[]): void {
  screens = routes;
}

/**
 * Loads the code of every back-office screen, so that once the back office has been opened
 * online, any screen opens offline (issue #30, item 3), even before the service worker has
 * stored the files (and in the desktop app, which has none). A screen whose code fails to load
 * shows that when it is opened (routes.tsx).
 */
export async function loadAllScreens(): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (routes: RouteObject[]) => {
    for (const route of routes) {
      if (typeof route.lazy === 'function') loads.push(route.lazy().catch(() => undefined));
      if (route.children) visit(route.children);
    }
  };
  visit(screens);
  await Promise.all(loads);
  performance.mark(SCREENS_LOADED_MARK);
}
