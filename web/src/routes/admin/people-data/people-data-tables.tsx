import type { ReactNode } from 'react';
import {
  type ErasureSummary,
  PEOPLE_DATA_TABLES,
  type PeopleDataGroup,
  type PeopleDataValue,
} from '../../../../../shared/admin/people-data.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { fmt, fmtCount } from '../../../../../shared/i18n/format.ts';
import { useLang } from '../../../app/i18n.ts';
import { formatDateTime } from '../../../components/admin/format-date.ts';
import { useAdminT } from '../use-admin-t.ts';

type Messages = ReturnType<typeof useAdminT>['peopleData'];

/** Longer texts (a message, a mail's details) are cut here; the export holds them whole. */
const SHOWN_CHARACTERS = 200;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function shown(value: PeopleDataValue, t: Messages, lang: Lang): string {
  if (value === null || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value, lang);
  const text = String(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

const specOf = (table: string) => PEOPLE_DATA_TABLES.find((s) => s.table === table);

/** Scrolls sideways from the keyboard too (WCAG 2.1.1), like every wide table of the back office. */
function TableWrap(props: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen must scroll from the keyboard too (WCAG 2.1.1).
    <section className="admin-table-wrap" aria-label={props.label} tabIndex={0}>
      <table className="admin-table">
        <caption className="admin-visually-hidden">{props.label}</caption>
        {props.children}
      </table>
    </section>
  );
}

/** How many records of each kind, and what erasure does (or did) to them. */
export function KindCounts(props: {
  label: string;
  counts: { table: string; count: number }[];
  done?: boolean;
}) {
  const t = useAdminT().peopleData;
  return (
    <TableWrap label={props.label}>
      <thead>
        <tr>
          <th scope="col">{t.columns.kind}</th>
          <th scope="col">{t.columns.count}</th>
          <th scope="col">{props.done ? t.columns.done : t.columns.erasure}</th>
        </tr>
      </thead>
      <tbody>
        {props.counts.map(({ table, count }) => {
          const spec = specOf(table);
          return (
            <tr key={table}>
              <th scope="row" className="admin-table__key">
                {t.kinds[table as keyof Messages['kinds']]}
              </th>
              <td>{count}</td>
              <td>{spec ? t.erasures[spec.erasure] : t.none}</td>
            </tr>
          );
        })}
      </tbody>
    </TableWrap>
  );
}

/**
 * One kind's records: when each was made (and whether it is in the trash), its personal fields.
 * `mentioned`: records of other people that name the address, listed apart.
 */
export function GroupTable({ group, mentioned }: { group: PeopleDataGroup; mentioned?: boolean }) {
  const t = useAdminT().peopleData;
  const lang = useLang();
  const fields: readonly string[] = specOf(group.table)?.fields ?? [];
  const kind = t.kinds[group.table];
  const headingId = `people-data-${mentioned ? 'mentioned-' : ''}${group.table}`;
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {kind} ({group.count})
      </h3>
      {group.records.length < group.count ? (
        <p className="admin-muted">
          {fmt(t.shownOf, { shown: group.records.length, count: group.count })}
        </p>
      ) : null}
      <TableWrap label={fmt(mentioned ? t.mentionedTable : t.table, { kind })}>
        <thead>
          <tr>
            <th scope="col">{t.columns.created}</th>
            {fields.map((f) => (
              <th scope="col" key={f}>
                {t.fields[f as keyof Messages['fields']] ?? f}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.records.map((record) => (
            <tr key={record.id}>
              <th scope="row" className="admin-table__key">
                <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, lang)}</time>
                {record.deletedAt ? (
                  <>
                    {' '}
                    <span className="admin-tag">{t.inTrash}</span>
                  </>
                ) : null}
              </th>
              {fields.map((f) => (
                <td key={f}>{shown(record.fields[f] ?? null, t, lang)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableWrap>
    </section>
  );
}

/** Other people's records that name the address: for the administrator to review, apart. */
export function MentionedIn(props: { email: string; groups: PeopleDataGroup[]; total: number }) {
  const t = useAdminT().peopleData;
  return (
    <section className="admin-section" aria-labelledby="people-data-mentioned">
      <h2 id="people-data-mentioned">
        {fmtCount(t.mentioned, props.total, { email: props.email })}
      </h2>
      <p className="admin-muted">{t.mentionedNote}</p>
      {props.groups
        .filter((g) => g.count > 0)
        .map((group) => (
          <GroupTable key={group.table} group={group} mentioned />
        ))}
    </section>
  );
}

/** After an erasure: what it did to each kind of record it found. */
export function ErasedSummary(props: { email: string; summary: ErasureSummary }) {
  const t = useAdminT().peopleData;
  const counts = PEOPLE_DATA_TABLES.map((s) => ({
    table: s.table,
    count: props.summary.counts[s.table] ?? 0,
  })).filter((c) => c.count > 0);
  return (
    <section className="admin-section" aria-labelledby="people-data-erased">
      <h2 id="people-data-erased" tabIndex={-1}>
        {t.erasedTable}
      </h2>
      <p className="admin-notice">{fmt(t.erased, { email: props.email })}</p>
      <KindCounts label={t.erasedTable} counts={counts} done />
    </section>
  );
}
