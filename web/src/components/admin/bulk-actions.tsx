import { useId, useRef, useState } from 'react';
import {
  type Countable,
  fmt,
  fmtCount,
  formOf,
  type Plural,
} from '../../../../shared/i18n/format.ts';
import { TOMBSTONE_RETENTION_DAYS } from '../../../../shared/sync/tables.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { Selection } from './use-selection.ts';

/** Deleting more rows than this at once asks to type how many (issue #30, item 6). */
export const TYPE_TO_CONFIRM_OVER = 20;

export interface BulkTexts {
  heading: string;
  /** None chosen yet: '{count} {items} match the search and filters. Choose…' */
  summary: Plural;
  /** No row matches: '{items}' is the plural noun. */
  summaryNone: string;
  /** '{count} {items} selected.' */
  chosen: Plural;
  /** Every matching row is chosen: 'All {count} {items} that match … are selected.' */
  chosenAll: Plural;
  /** 'Select all {count} {items} that match' */
  selectAll: string;
  clearSelection: string;
  /** The checkbox of a page: 'Select all on this page'. */
  selectPage: string;
  /** The checkbox of a row: 'Select {name}'. */
  selectRow: string;
  /** Deleting many: 'Type {count} to confirm'. */
  typeCount: string;
  setStatus: string;
  applyStatus: string;
  /** 'Change the status of {count} {items} to “{status}”?' */
  statusConfirm: string;
  statusTitle: Plural;
  deleteAll: string;
  deleteTitle: Plural;
  /** 'Are you sure you want to delete these {count} {items}? They go to the Trash, … {days} days.' */
  deleteConfirm: Plural;
  exportCsv: string;
  cancel: string;
  changed: string;
  deleted: string;
  exported: string;
  failed: string;
}

/**
 * A change of its own to every matching row, for a list whose status is not chosen freely (a
 * state machine: Reject, Unsubscribe). It goes through a named mutation whose guard skips the
 * rows that do not allow it; the outcome says how many changed and how many were skipped.
 */
export interface BulkAction {
  /** The button's label, and the confirming button's. */
  label: string;
  /** The question's title, by the number of rows it acts on. */
  title: Plural;
  /** The question: {count} and {items} are filled in here, anything else by the caller. */
  confirm: string;
  /** The outcome when every row changed: {count} changed, {items}; its form by {count}. */
  done: Countable;
  /** The outcome when some were skipped: {count} changed, {skipped} not, {items}; its form by
   * {skipped} (the words of {count} follow {items}). */
  doneSkipped?: Countable;
  /** A change that cannot be taken back (styled as a destructive one). */
  danger?: boolean;
  /** Nothing in the selection allows it. */
  disabled?: boolean;
  /** Applies the change to the selection; resolves with how many rows changed. */
  run(): Promise<number>;
}

export interface BulkActionsProps {
  texts: BulkTexts;
  /** The noun of this list's rows ({ one: 'submission', other: 'submissions' }), put in the
   * texts' {items} in the form the count next to it takes. */
  items: Plural;
  /** How many rows the list's search and filters match (all pages); undefined while counted. */
  matching: number | undefined;
  /** The rows chosen: what the actions act on. */
  selection: Selection;
  /** How many of the matching rows are chosen. */
  count: number;
  /** Every row of the page shown is chosen (then all that match can be). */
  pageChosen: boolean;
  /** The status choices, when the list has a status to set in bulk. */
  statuses?: readonly { value: string; label: string }[];
  onSetStatus?(status: string): Promise<number>;
  /** A sentence added to the status question for a status with consequences (e.g. a mail). */
  statusNote?(status: string): string | undefined;
  /** Changes of their own (buttons), besides or instead of the status choice. */
  actions?: readonly BulkAction[];
  onDelete?(): Promise<number>;
  /** Writes the chosen rows (every matching one when none is) to a CSV download; resolves with how many. */
  onExport?(): Promise<number>;
}

type Pending =
  | { kind: 'status'; status: string }
  | { kind: 'delete' }
  | { kind: 'action'; label: string }
  | null;

/**
 * Bulk actions over the rows a person chose with the list's checkboxes (a page at once, then all
 * that match, on every page, when they ask): set a status, changes of the list's own
 * (`actions`), delete, export (everything matching when nothing is chosen). Each says how many
 * rows it acts on, and the changes ask first; deleting more than TYPE_TO_CONFIRM_OVER asks to
 * type the number. They go through mutateMany(), so they work offline like any change.
 */
export function BulkActions(props: BulkActionsProps) {
  const { texts: t, items } = props;
  const headingId = useId();
  const statusId = useId();
  const [status, setStatus] = useState(props.statuses?.[0]?.value ?? '');
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const count = props.count;
  const matching = props.matching ?? 0;
  const none = props.matching === undefined || count === 0;
  const { selection } = props;
  const statusLabel = props.statuses?.find((s) => s.value === status)?.label ?? status;
  const noun = (n: number) => (n === 1 ? items.one : items.other);
  const values = { count: String(count), items: noun(count) };
  const question = questionFor(pending);

  // Looked up when asked and when confirmed: the action acts on the selection as it is then.
  function actionFor(label: string): BulkAction | undefined {
    return props.actions?.find((a) => a.label === label);
  }

  function questionFor(p: Pending) {
    if (p === null) return null;
    if (p.kind === 'delete')
      return {
        title: fmtCount(t.deleteTitle, count, values),
        message: fmtCount(t.deleteConfirm, count, { ...values, days: TOMBSTONE_RETENTION_DAYS }),
        confirm: t.deleteAll,
        danger: true,
        typed:
          count > TYPE_TO_CONFIRM_OVER
            ? { label: fmt(t.typeCount, { count: String(count) }), expected: String(count) }
            : undefined,
      };
    if (p.kind === 'action') {
      const action = actionFor(p.label);
      return action
        ? {
            title: fmtCount(action.title, count, values),
            message: fmt(action.confirm, values),
            confirm: action.label,
            danger: action.danger ?? false,
          }
        : null;
    }
    const note = props.statusNote?.(p.status);
    return {
      title: fmtCount(t.statusTitle, count, values),
      message: [fmt(t.statusConfirm, { ...values, status: statusLabel }), note]
        .filter(Boolean)
        .join(' '),
      confirm: t.applyStatus,
      danger: false,
    };
  }

  async function run(
    action: () => Promise<number>,
    done: Countable,
    skipped?: { of: number; text: Countable },
  ) {
    setBusy(true);
    try {
      const n = await action();
      const left = skipped ? Math.max(0, skipped.of - n) : 0;
      const text = skipped && left > 0 ? formOf(skipped.text, left) : formOf(done, n);
      setOutcome({
        text: fmt(text, { count: String(n), skipped: String(left), items: noun(n) }),
        failed: false,
      });
    } catch {
      setOutcome({ text: t.failed, failed: true });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  return (
    // On a phone the panel waits for a chosen row, or for the outcome of what was done (CSS).
    <section
      className={count === 0 && !outcome ? 'admin-bulk admin-bulk--idle' : 'admin-bulk'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="admin-bulk__heading">
        {t.heading}
      </h2>
      <p className="admin-bulk__summary">
        <span>
          {matching === 0
            ? fmt(t.summaryNone, { items: items.other })
            : selection.allMatching
              ? fmtCount(t.chosenAll, matching, { count: String(matching), items: noun(matching) })
              : count > 0
                ? fmtCount(t.chosen, count, values)
                : fmtCount(t.summary, matching, { count: String(matching), items: noun(matching) })}
        </span>
        {props.pageChosen && !selection.allMatching && matching > count ? (
          <button type="button" className="admin-link-button" onClick={selection.selectAllMatching}>
            {fmt(t.selectAll, { count: String(matching), items: noun(matching) })}
          </button>
        ) : null}
        {count > 0 ? (
          <button type="button" className="admin-link-button" onClick={selection.clear}>
            {t.clearSelection}
          </button>
        ) : null}
      </p>
      <div className="admin-filters__form">
        {props.statuses && props.onSetStatus ? (
          <>
            <div className="admin-field">
              <label htmlFor={statusId}>{t.setStatus}</label>
              <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
                {props.statuses.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="button button--secondary"
              disabled={none || busy}
              onClick={() => setPending({ kind: 'status', status })}
            >
              {t.applyStatus}
            </button>
          </>
        ) : null}
        {(props.actions ?? []).map((action) => (
          <button
            key={action.label}
            type="button"
            className="button button--secondary"
            disabled={none || busy || action.disabled}
            onClick={() => setPending({ kind: 'action', label: action.label })}
          >
            {action.label}
          </button>
        ))}
        {props.onDelete ? (
          <button
            type="button"
            className="button button--danger"
            disabled={none || busy}
            onClick={() => setPending({ kind: 'delete' })}
          >
            {t.deleteAll}
          </button>
        ) : null}
        {props.onExport ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={props.matching === undefined || matching === 0 || busy}
            onClick={() => {
              const exporter = props.onExport;
              if (exporter) void run(exporter, t.exported);
            }}
          >
            {t.exportCsv}
          </button>
        ) : null}
      </div>
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome?.failed ? 'alert' : 'status'}
        className={outcome ? 'admin-muted' : undefined}
      >
        {outcome?.text ?? ''}
      </p>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm ?? ''}
        cancelLabel={t.cancel}
        danger={question?.danger}
        typed={question && 'typed' in question ? question.typed : undefined}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (chosen?.kind === 'delete' && props.onDelete) void run(props.onDelete, t.deleted);
          if (chosen?.kind === 'status' && props.onSetStatus) {
            const setter = props.onSetStatus;
            void run(() => setter(chosen.status), t.changed);
          }
          const action = chosen?.kind === 'action' ? actionFor(chosen.label) : undefined;
          if (action) {
            void run(
              () => action.run(),
              action.done,
              action.doneSkipped ? { of: count, text: action.doneSkipped } : undefined,
            );
          }
        }}
      />
    </section>
  );
}
