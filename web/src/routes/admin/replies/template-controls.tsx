import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type ReplyPlaceholders,
  type ReplyTemplateRow,
  templateFrom,
} from '../../../../../shared/admin/replies.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { useMutate } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';

/**
 * Keeping the reply being written as a template for the next one (this lead's name, company and
 * ticket number turned back into placeholders), and deleting the chosen template after a
 * confirmation. Templates are synced rows: saved offline, they reach every colleague's device.
 */
export function TemplateControls(props: {
  language: Lang;
  subject: string;
  body: string;
  values: ReplyPlaceholders;
  chosen: ReplyTemplateRow | null;
  onSaved(id: string): void;
  onDeleted(): void;
}) {
  const t = useAdminT().replies;
  const mutate = useMutate();
  const nameId = useId();
  const hintId = useId();
  const errorId = useId();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const id = crypto.randomUUID();
    try {
      await mutate('replyTemplate.save', {
        id,
        name,
        language: props.language,
        subject: templateFrom(props.subject, props.values),
        body: templateFrom(props.body, props.values),
      });
    } catch (err) {
      const fields = err instanceof MutationValidationError ? err.fields : {};
      // The subject and message are the reply's own fields: their messages name them.
      setError(
        fields.name ??
          (fields.subject ? `${t.subject}: ${fields.subject}` : undefined) ??
          (fields.body ? `${t.body}: ${fields.body}` : undefined) ??
          t.failures.saveTemplate,
      );
      return;
    }
    setNaming(false);
    setError(null);
    setDone(fmt(t.templateSaved, { name: name.trim() }));
    setName('');
    props.onSaved(id);
    opener.current?.focus();
  }

  async function remove() {
    setConfirming(false);
    const chosen = props.chosen;
    if (!chosen) return;
    try {
      await mutate('replyTemplate.delete', { id: chosen.id });
      setDone(fmt(t.templateDeleted, { name: chosen.name }));
      props.onDeleted();
    } catch {
      setDone(t.failures.deleteTemplate);
    }
  }

  return (
    <div className="admin-replies__templates">
      {naming ? (
        <form aria-label={t.saveTemplate} onSubmit={save} noValidate className="admin-detail__row">
          <div className="admin-field">
            <label htmlFor={nameId}>{t.templateName}</label>
            <input
              id={nameId}
              // biome-ignore lint/a11y/noAutofocus: the field the person just asked for.
              autoFocus
              autoComplete="off"
              value={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(null);
              }}
            />
            <p id={hintId} className="admin-field__hint">
              {t.templateNameHint}
            </p>
            {error ? (
              <p id={errorId} className="admin-field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--secondary">
            {t.saveTemplateConfirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setNaming(false);
              setError(null);
              opener.current?.focus();
            }}
          >
            {t.cancel}
          </button>
        </form>
      ) : (
        <div className="admin-detail__row">
          <button
            type="button"
            ref={opener}
            className="button button--secondary"
            onClick={() => {
              setDone('');
              setNaming(true);
            }}
          >
            {t.saveTemplate}
          </button>
          {props.chosen ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirming(true)}
            >
              {t.deleteTemplate}
            </button>
          ) : null}
        </div>
      )}
      <p aria-live="polite" className="admin-muted">
        {done}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTemplateTitle}
        message={fmt(t.deleteTemplateConfirm, { name: props.chosen?.name ?? '' })}
        confirmLabel={t.deleteTemplate}
        cancelLabel={t.cancel}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
