import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ContactRow } from '../../../../../shared/admin/contacts.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * "Assigned to" (an email address) with Save. The address is checked by the mutation's own
 * schema (the one the server uses), so the message is the server's wording.
 */
export function AssignForm({ row }: { row: ContactRow }) {
  const t = useAdminT().contacts;
  const mutate = useMutate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(row.assigned_to ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // What the row said when the person started typing: a change arriving from elsewhere
  // replaces the text only while they have not edited it.
  const base = useRef(row.assigned_to ?? '');
  useEffect(() => {
    const stored = row.assigned_to ?? '';
    setValue((current) => (current === base.current ? stored : current));
    base.current = stored;
  }, [row.assigned_to]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const assignedTo = value.trim() || null;
    setSaved(false);
    try {
      await mutate('contact.assign', { id: row.id, assignedTo });
      setError(null);
      setSaved(true);
    } catch (err) {
      setError(
        err instanceof MutationValidationError
          ? (err.fields.assignedTo ?? err.message)
          : t.failures.assign,
      );
    }
  }

  return (
    <form className="admin-detail__row" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={inputId}>{t.detail.assignedTo}</label>
        <input
          id={inputId}
          type="email"
          name="assignedTo"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setValue(e.target.value);
            setSaved(false);
            if (error) setError(null);
          }}
        />
        <p id={hintId} className="admin-field__hint">
          {t.detail.assignedHint}
        </p>
        {error ? (
          <p id={errorId} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary">
        {t.detail.save}
      </button>
      <p role="status" className="admin-muted">
        {saved ? t.detail.saved : ''}
      </p>
    </form>
  );
}
