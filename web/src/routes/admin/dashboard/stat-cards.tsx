import { fmt } from '../../../../../shared/i18n/format.ts';
import { useAdminT } from '../use-admin-t.ts';
import type { Change, CountKey } from './dashboard-data.ts';

const numberFormat = new Intl.NumberFormat('en-GB');
const percentFormat = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** The counts (those of the tables the person's role reads), each with the real change of the last 30 days against the 30 before. */
export function StatCards(props: {
  keys: readonly CountKey[];
  stats: Partial<Record<CountKey, number>>;
  changes: Partial<Record<CountKey, Change>>;
}) {
  const t = useAdminT().dashboard;
  return (
    <section className="admin-section" aria-labelledby="counts-title">
      <h2 id="counts-title">{t.countsHeading}</h2>
      <dl className="admin-stats">
        {props.keys.map((key) => (
          <div className="admin-stat" key={key}>
            <dt>{t.counts[key]}</dt>
            <dd className="admin-stat__value">{numberFormat.format(props.stats[key] ?? 0)}</dd>
            <ChangeLine change={props.changes[key]} />
          </div>
        ))}
      </dl>
    </section>
  );
}

function ChangeLine({ change }: { change: Change | undefined }) {
  const t = useAdminT().dashboard;
  if (!change) return null;
  const added = change.current30d;
  const text = added === 0 ? t.changeNone : fmt(t.changeUp, { count: numberFormat.format(added) });
  let comparison = '';
  // Nothing in either period says nothing more; an empty previous period has no percentage.
  if (change.previous30d > 0 && change.percent !== null) {
    comparison =
      change.percent === 0
        ? t.changeSame
        : fmt(t.changePercent, { percent: percentFormat.format(change.percent / 100) });
  }
  return <dd className="admin-stat__change">{comparison ? `${text} ${comparison}` : text}</dd>;
}
