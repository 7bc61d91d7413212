import { fmt, formOf } from '../../../../shared/i18n/format.ts';
import { formatDecimal } from '../../../../shared/i18n/numbers.ts';
import { useLang } from '../../app/i18n.ts';
import { useAdminT } from '../../routes/admin/use-admin-t.ts';
import { useSyncStatus } from '../../sync/hooks.ts';
import type { CopyProgress as Progress } from '../../sync/status.ts';

/**
 * The copy of the server's records to this device while it runs (a first sign-in, or a copy made
 * again after a reset): the screens read nothing until it is done, so they say how far it is.
 * Null when no copy runs, and until its first page is written (a copy of one page is over before
 * a bar would be worth showing): the screen's own "Loading…" stands until then.
 */
export function useCopyProgress(): Progress | null {
  const { copying } = useSyncStatus();
  if (!copying || copying.copied === 0 || copying.total === 0) return null;
  return copying;
}

/** A progress bar named for what it measures, and the figures as text ("Copying 5 of 10…"). */
export function CopyProgress({ progress }: { progress: Progress }) {
  const t = useAdminT().copying;
  const lang = useLang();
  const copied = formatDecimal(progress.copied, 0, lang);
  return (
    <div className="admin-copy">
      {progress.total === null ? (
        <progress className="admin-copy__bar" aria-label={t.label} />
      ) : (
        <progress
          className="admin-copy__bar"
          aria-label={t.label}
          value={progress.copied}
          max={progress.total}
        />
      )}
      <p role="status" className="admin-muted">
        {progress.total === null
          ? fmt(formOf(t.progressUnknown, progress.copied), { copied })
          : fmt(formOf(t.progress, progress.total), {
              copied,
              total: formatDecimal(progress.total, 0, lang),
            })}
      </p>
    </div>
  );
}
