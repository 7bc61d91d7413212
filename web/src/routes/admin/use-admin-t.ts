import type { Lang } from '../../../../shared/constants.ts';
import { type AdminMessages, admin as en } from '../../../../shared/i18n/en/admin.ts';
import { admin as et } from '../../../../shared/i18n/et/admin.ts';
import { useLang } from '../../app/i18n.ts';

const catalogues: Record<Lang, AdminMessages> = { en, et };

/** The back office's own catalogue, kept out of the public `useT()` one (and its bundle). */
export function useAdminT(): AdminMessages {
  return catalogues[useLang()];
}
