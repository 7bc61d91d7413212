import { useEffect } from 'react';
import { fmt } from '../../../../shared/i18n/index.ts';
import { useT } from '../../app/i18n.ts';
import { documentTitle } from '../../app/meta.ts';

/** The public pages' title comes from route handles; the client-only admin sets its own. */
export function useAdminTitle(page: string): void {
  const template = useT().admin.documentTitle;
  useEffect(() => {
    document.title = documentTitle(fmt(template, { page }));
  }, [template, page]);
}
