import { type FormEvent, useId, useState } from 'react';
import type { SupportTicketRow } from '../../../../../shared/admin/support.ts';
import { useMutate } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * The resolution input (back-office §4, §5, §8): offered while the ticket is open or in
 * progress. A blank text gives "Please enter a resolution" (the mutation's own schema, the one
 * the server uses); a change that cannot be made gives "Failed to add resolution. Please try
 * again."
 */
export function ResolutionForm({ row }: { row: SupportTicketRow }) {
  const t = useAdminT().support;
  const mutate = useMutate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    if (!value.trim()) {
      setError(t.failures.resolutionRequired);
      return;
    }
    try {
      await mutate('support.addResolution', { id: row.id, resolution: value });
      setError(null);
      setValue('');
      setAdded(true);
    } catch (err) {
      setError(
        err instanceof MutationValidationError
          ? (err.fields.resolution ?? err.message)
          : t.failures.resolution,
      );
    }
  }

  return (
    <form className="support-resolution" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={inputId}>{t.detail.resolutionLabel}</label>
        <textarea
          id={inputId}
          name="resolution"
          rows={4}
          maxLength={10_000}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setValue(e.target.value);
            setAdded(false);
            if (error) setError(null);
          }}
        />
        <p id={hintId} className="admin-field__hint">
          {t.detail.resolutionHint}
        </p>
        {error ? (
          <p id={errorId} className="admin-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="admin-detail__row">
        <button type="submit" className="button button--secondary">
          {t.detail.addResolution}
        </button>
        <p role="status" className="admin-muted">
          {added ? t.detail.resolutionAdded : ''}
        </p>
      </div>
    </form>
  );
}
