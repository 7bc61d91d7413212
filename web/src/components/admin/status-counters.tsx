import { useId } from 'react';
import { CopyProgress, useCopyProgress } from './copy-progress.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';

export interface Counter {
  key: string;
  label: string;
  /** Undefined while the local copy is still loading; text for a figure that is not a count. */
  count: number | string | undefined;
}

/**
 * A screen's counters (e.g. contacts per status): a description list like the dashboard's, in
 * a region named by a heading that only assistive technology reads (the labels say enough).
 */
export function StatusCounters({
  label,
  counters,
}: {
  label: string;
  counters: readonly Counter[];
}) {
  const headingId = useId();
  // While the first copy runs the counters wait for it: say how far it is.
  const copy = useCopyProgress();
  const narrow = useNarrowScreen();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-visually-hidden">
        {label}
      </h2>
      {copy ? <CopyProgress progress={copy} /> : null}
      {/* On a phone the counters are one row that scrolls sideways: focusable there, so a
          keyboard can scroll it too. */}
      <dl className="admin-stats admin-stats--compact" tabIndex={narrow ? 0 : undefined}>
        {counters.map((c) => (
          <div key={c.key} className="admin-stat">
            <dt>{c.label}</dt>
            <dd className="admin-stat__value">{c.count ?? '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
