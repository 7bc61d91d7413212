import { useMatches } from 'react-router-dom';
import type { AdminMessages } from '../../../../shared/i18n/en/admin.ts';
import { useAdminT } from './use-admin-t.ts';
import { useAdminTitle } from './use-admin-title.ts';

export type ScreenKey = keyof AdminMessages['screens'];

/** Route handle of a screen that a later issue builds. */
export interface ScreenHandle {
  adminScreen: ScreenKey;
}

/** The heading of a screen that a later issue builds, so the navigation already leads somewhere. */
export function Component() {
  const t = useAdminT();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as ScreenHandle | undefined;
  const key = handle?.adminScreen ?? 'notFound';
  const heading = t.screens[key];
  useAdminTitle(heading);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title">{heading}</h1>
      <p className="admin-muted">{key === 'notFound' ? t.shell.notFound : t.shell.comingNext}</p>
    </section>
  );
}
