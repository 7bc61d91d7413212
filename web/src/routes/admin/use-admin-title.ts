import { useEffect } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { documentTitle } from '../../app/meta.ts';
import { useAdminT } from './use-admin-t.ts';

/** The public pages' title comes from route handles; the client-only admin sets its own. */
export function useAdminTitle(page: string): void {
  const template = useAdminT().documentTitle;
  useEffect(() => {
    document.title = documentTitle(fmt(template, { page }));
  }, [template, page]);
}
