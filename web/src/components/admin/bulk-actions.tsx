import { useId, useRef, useState } from 'react';
import { fmt } from '../../../../shared/i18n/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface BulkTexts {
  heading: string;
  /** '{count} {items} match the search and filters.' */
  summary: string;
  setStatus: string;
  applyStatus: string;
  /** 'Change the status of {count} {items} to “{status}”?' */
  statusConfirm: string;
  statusTitle: string;
  deleteAll: string;
  deleteTitle: string;
  /** 'Are you sure you want to delete these {count} {items}? This action cannot be undone.' */
  deleteConfirm: string;
  exportCsv: string;
  cancel: string;
  changed: string;
  deleted: string;
  exported: string;
  failed: string;
}

export interface BulkActionsProps {
  texts: BulkTexts;
  /** The plural noun of this list ('submissions'), put in the texts' {items}. */
  items: string;
  /** How many rows the list's search and filters match (all pages); undefined while counted. */
  count: number | undefined;
  /** The status choices, when the list has a status to set in bulk. */
  statuses?: readonly { value: string; label: string }[];
  onSetStatus?(status: string): Promise<number>;
  onDelete?(): Promise<number>;
  /** Writes the matching rows to a CSV download; resolves with how many. */
  onExport?(): Promise<number>;
}

type Pending = { kind: 'status'; status: string } | { kind: 'delete' } | null;

/**
 * Bulk actions over a list's current selection (everything its search and filters match, on
 * every page): set a status, delete, export. Each says how many rows it acts on, and the
 * changes ask first; they go through mutateMany(), so they work offline like any change.
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
  const count = props.count ?? 0;
  const none = props.count === undefined || count === 0;
  const statusLabel = props.statuses?.find((s) => s.value === status)?.label ?? status;

  async function run(action: () => Promise<number>, done: string) {
    setBusy(true);
    try {
      const n = await action();
      setOutcome({ text: fmt(done, { count: String(n), items }), failed: false });
    } catch {
      setOutcome({ text: t.failed, failed: true });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  }

  return (
    <section className="admin-bulk" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-bulk__heading">
        {t.heading}
      </h2>
      <p className="admin-muted">{fmt(t.summary, { count: String(count), items })}</p>
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
            disabled={none || busy}
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
        open={pending !== null}
        title={pending?.kind === 'delete' ? t.deleteTitle : t.statusTitle}
        message={
          pending?.kind === 'delete'
            ? fmt(t.deleteConfirm, { count: String(count), items })
            : fmt(t.statusConfirm, { count: String(count), items, status: statusLabel })
        }
        confirmLabel={pending?.kind === 'delete' ? t.deleteAll : t.applyStatus}
        cancelLabel={t.cancel}
        danger={pending?.kind === 'delete'}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (chosen?.kind === 'delete' && props.onDelete) void run(props.onDelete, t.deleted);
          if (chosen?.kind === 'status' && props.onSetStatus) {
            const setter = props.onSetStatus;
            void run(() => setter(chosen.status), t.changed);
          }
        }}
      />
    </section>
  );
}
