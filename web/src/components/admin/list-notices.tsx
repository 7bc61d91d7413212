import { Link } from 'react-router-dom';
import { fmt } from '../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../shared/sync/tables.ts';
import type { SyncNotice } from '../../sync/db.ts';
import { useNotices } from '../../sync/hooks.ts';
import { isTombstone } from '../../sync/notices.ts';

export interface NoticeText {
  text: string;
  /** The server's own reason, when it says more than `text`. */
  detail: string | null;
  /** Where the person can act on it (e.g. an editor showing both versions). */
  link?: { to: string; label: string };
}

/**
 * A refused or conflicting change's text: the screen's back-office §8 failure text for the
 * mutation (`keys` maps mutation names to keys of `failures`), and the server's reason when it
 * adds something (e.g. "This address is already unsubscribed.").
 */
export function refusalText(
  failures: Readonly<Record<string, string>>,
  keys: Readonly<Record<string, string>>,
  notice: SyncNotice,
): NoticeText {
  // Trying again would not help: the server's reason alone, not "… Please try again."
  if (notice.final && notice.message) return { text: notice.message, detail: null };
  const key = keys[notice.mutation];
  const text = (key ? failures[key] : undefined) ?? notice.message;
  return { text, detail: notice.message && notice.message !== text ? notice.message : null };
}

/** What a lead screen's notices say, from its part of the admin catalogue. */
export interface LeadNoticeTexts {
  /** A change someone else replaced: {field} of {name} is now {value}. */
  overwritten: string;
  /** A change to a record someone else deleted: {name}. */
  overwrittenDeleted: string;
  fieldNames: Readonly<Record<string, string>>;
  failures: Readonly<Record<string, string>>;
}

/**
 * A lead screen's notice: a change someone else replaced names the field, the record (`nameField`
 * of its row) and the value it holds now, or that the record was deleted; a refused change is
 * the screen's back-office §8 failure text for the mutation (see refusalText).
 */
export function leadNoticeText<T extends LeadNoticeTexts>(
  t: T,
  notice: SyncNotice,
  rules: {
    /** Mutation name → key of `t.failures`. */
    failures: Readonly<Record<string, keyof T['failures'] & string>>;
    nameField: string;
    /** A field's value as the screen shows it. */
    valueOf(field: string, value: unknown): string;
  },
): NoticeText {
  const name = notice.row?.[rules.nameField];
  const vars = { name: typeof name === 'string' ? name : '' };
  if (notice.kind !== 'overwritten') return refusalText(t.failures, rules.failures, notice);
  if (isTombstone(notice.row)) return { text: fmt(t.overwrittenDeleted, vars), detail: null };
  const field = notice.field ?? '';
  const value = rules.valueOf(field, notice.row?.[field]);
  return {
    text: fmt(t.overwritten, { ...vars, field: t.fieldNames[field] ?? field, value }),
    detail: null,
  };
}

/**
 * The changes to one table that did not go through (refused, or met a deletion) or that a later
 * change from someone else replaced, above a list screen. Kept until dismissed, across reloads.
 */
export function ListNotices(props: {
  table: SyncedTableName;
  label: string;
  dismissLabel: string;
  textOf(notice: SyncNotice): NoticeText;
  /** Only some of the table's notices (e.g. the replies to one lead). */
  only?(notice: SyncNotice): boolean;
}) {
  const { notices, dismiss } = useNotices();
  const mine = notices.filter((n) => n.table === props.table && (props.only?.(n) ?? true));
  return (
    <div role="alert" aria-label={props.label}>
      {mine.length > 0 ? (
        <ul className="admin-notices">
          {mine.map((notice) => {
            const { text, detail, link } = props.textOf(notice);
            const textId = `notice-${notice.id}`;
            return (
              <li key={notice.id} className="admin-notice admin-notice--error">
                <p id={textId}>
                  {text}
                  {detail ? <span className="admin-muted"> {detail}</span> : null}
                </p>
                {link ? (
                  <Link to={link.to} className="button button--primary" aria-describedby={textId}>
                    {link.label}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={textId}
                  onClick={() => void dismiss(notice.id)}
                >
                  {props.dismissLabel}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
