import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MutationName } from '../../../../shared/admin/mutations.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import type { SyncedTableName } from '../../../../shared/sync/tables.ts';
import { useLang } from '../../app/i18n.ts';
import { useAdminT } from '../../routes/admin/use-admin-t.ts';
import type { SyncNotice } from '../../sync/db.ts';
import { useMutate, useNotices } from '../../sync/hooks.ts';
import { isTombstone } from '../../sync/notices.ts';
import { formatDateTimeSeconds } from './format-date.ts';

export interface NoticeText {
  text: string;
  /** The server's own reason, when it says more than `text`. */
  detail: string | null;
  /** Where the person can act on it (e.g. an editor showing both versions). */
  link?: { to: string; label: string };
  /**
   * A change a colleague's newer change kept from applying (SyncNotice `newer`): the record's
   * name, the field's label and both values as the screen shows them. The notice then says who
   * changed it and when, and offers to apply the change anyway or keep theirs.
   */
  newer?: NewerParts;
}

export interface NewerParts {
  name: string;
  field: string;
  mine: string;
  theirs: string;
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
  const newer = notice.newer?.[0];
  if (newer) {
    const field = newer.field;
    const parts = {
      name: vars.name,
      field: t.fieldNames[field] ?? field,
      mine: rules.valueOf(field, notice.attempted?.[field]),
      theirs: rules.valueOf(field, newer.value),
    };
    return { text: '', detail: null, newer: parts };
  }
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
  const apply = useApplyAnyway(dismiss);
  const texts = useAdminT().newerChange;
  const lang = useLang();
  return (
    <div role="alert" aria-label={props.label}>
      {mine.length > 0 ? (
        <ul className="admin-notices">
          {mine.map((notice) => {
            const { text, detail, link, newer } = props.textOf(notice);
            const textId = `notice-${notice.id}`;
            const theirs = notice.newer?.[0];
            const failed = apply.failures[notice.id];
            return (
              <li key={notice.id} className="admin-notice admin-notice--error">
                <p id={textId}>
                  {newer && theirs
                    ? fmt(texts.text, {
                        ...newer,
                        by: theirs.by ?? texts.server,
                        at: formatDateTimeSeconds(theirs.at, lang),
                        madeAt: formatDateTimeSeconds(notice.madeAt ?? notice.createdAt, lang),
                      })
                    : text}
                  {detail ? <span className="admin-muted"> {detail}</span> : null}
                  {failed ? (
                    <span className="admin-muted">
                      {' '}
                      {fmt(texts.applyFailed, { reason: failed })}
                    </span>
                  ) : null}
                </p>
                {newer ? (
                  <button
                    type="button"
                    className="button button--primary"
                    aria-describedby={textId}
                    onClick={() => void apply.run(notice)}
                  >
                    {texts.applyMine}
                  </button>
                ) : null}
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
                  {newer ? texts.keepTheirs : props.dismissLabel}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * "Apply mine anyway": the same change made again, now, from the row as this copy has it (so
 * it is the later change, and the server applies it); the notice goes once it is queued. A
 * change that can no longer be made (the record deleted meanwhile, its state moved on) says why
 * and the notice stays.
 */
function useApplyAnyway(dismiss: (id: string) => Promise<void>) {
  const mutate = useMutate();
  const [failures, setFailures] = useState<Record<string, string>>({});
  const run = async (notice: SyncNotice) => {
    if (!notice.args) return;
    try {
      // The arguments were validated when the change was first made; mutate() checks them again.
      await mutate(notice.mutation as MutationName, notice.args as never);
      await dismiss(notice.id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      setFailures((f) => ({ ...f, [notice.id]: reason }));
    }
  };
  return { failures, run };
}
