import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SALES_NOTES_MAX, type SalesEnquiryRow } from '../../../../../shared/admin/sales.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The sales team's notes on an enquiry, saved with sales.setNotes. The text is checked by the
 * mutation's own schema (the server's), so the message is the server's wording.
 */
export function NotesForm({ row }: { row: SalesEnquiryRow }) {
  const t = useAdminT().sales;
  const mutate = useMutate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(row.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // What the row said when the person started typing: a change arriving from elsewhere
  // replaces the text only while they have not edited it.
  const base = useRef(row.notes ?? '');
  useEffect(() => {
    const stored = row.notes ?? '';
    setValue((current) => (current === base.current ? stored : current));
    base.current = stored;
  }, [row.notes]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    try {
      await mutate('sales.setNotes', { id: row.id, notes: value.trim() ? value : null });
      setError(null);
      setSaved(true);
    } catch (err) {
      setError(
        err instanceof MutationValidationError
          ? (err.fields.notes ?? err.message)
          : t.failures.notes,
      );
    }
  }

  return (
    <form className="admin-detail__notes" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={inputId}>{t.detail.notes}</label>
        <textarea
          id={inputId}
          name="notes"
          value={value}
          maxLength={SALES_NOTES_MAX + 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setValue(e.target.value);
            setSaved(false);
            if (error) setError(null);
          }}
        />
        <p id={hintId} className="admin-field__hint">
          {t.detail.notesHint}
        </p>
        {error ? (
          <p id={errorId} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="admin-detail__row">
        <button type="submit" className="button button--secondary">
          {t.detail.saveNotes}
        </button>
        <p role="status" className="admin-muted">
          {saved ? t.detail.saved : ''}
        </p>
      </div>
    </form>
  );
}
