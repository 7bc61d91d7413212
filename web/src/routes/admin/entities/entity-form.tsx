import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { EntityKind, EntityRows } from '../../../../../shared/admin/entities.ts';
import { slugify } from '../../../../../shared/admin/posts.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { type Choice, ConflictView } from '../../../components/admin/conflict-view.tsx';
import type { SyncNotice } from '../../../sync/db.ts';
import { useMutate, useSyncEngine } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useSaveShortcut } from '../use-save-shortcut.ts';
import { useUnsavedChanges } from '../use-unsaved-changes.tsx';
import { chooseValues, entityConflict, shownValue } from './entity-conflict.ts';
import { EntityField } from './entity-field.tsx';
import {
  ENTITY_FORMS,
  type FormValues,
  fieldLabel,
  formValues,
  inputId,
  toArgs,
} from './entity-fields.ts';
import { mutateEntity } from './entity-mutate.ts';

export interface EntityFormProps {
  kind: EntityKind;
  /** The record to edit; null for a new one. */
  row: EntityRows[EntityKind] | null;
  /** Where a new record goes in the order: after the last. */
  nextOrder: number;
  /**
   * A save of this record that met someone else's: the form opens on the person's version, with
   * the fields that differ from the saved one side by side to choose from.
   */
  conflict?: SyncNotice | null;
  /** Closed: `saved` names the record when it was saved. */
  onClose(saved: string | null): void;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Add or Edit one record: every field, the Estonian version beside the English one. Saved through
 * the kind's create or save mutation; an edit carries the version the form was opened on, so a
 * change made meanwhile elsewhere comes back as a conflict instead of being overwritten. The
 * schema's messages appear under their fields, and the first such field takes focus.
 */
export function EntityForm({ kind, row, nextOrder, conflict, onClose }: EntityFormProps) {
  const t = useAdminT().entities;
  const mutate = useMutate();
  const { db } = useSyncEngine();
  const formId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Fixed when the form opens: a new record's id (chosen here), an edit's base version.
  const [id] = useState(() => row?.id ?? crypto.randomUUID());
  const [baseVersion] = useState(() => row?.version);
  // Read once, when the form opens: the notice is dismissed as soon as the person decides.
  const [review, setReview] = useState(() =>
    row && conflict?.attempted ? entityConflict(kind, row, conflict.attempted) : null,
  );
  const [values, setValues] = useState<FormValues>(
    () => review?.mine ?? formValues(kind, row, nextOrder),
  );
  const [slugTouched, setSlugTouched] = useState(row !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusFirstError = useRef(false);
  const noun = t.nouns[kind];
  const form = useRef<HTMLFormElement>(null);
  useSaveShortcut(() => form.current?.requestSubmit());
  // The record as saved when the form opened: a change from it is asked about before leaving.
  const [opened] = useState(() => formValues(kind, row, nextOrder));
  const unsaved = useUnsavedChanges(!saving && JSON.stringify(values) !== JSON.stringify(opened));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(inputId(formId, first))?.focus();
  }, [errors, formId]);

  function change(name: string, value: FormValues[string]) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A new person's or partner's slug follows the name until it is edited by hand.
      if (name === 'name' && !slugTouched && 'slug' in current && typeof value === 'string') {
        next.slug = slugify(value);
      }
      return next;
    });
    if (name === 'slug') setSlugTouched(true);
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  }

  /** The person's choice settles the notice; their version stays in the form until saved. */
  function settle(next: FormValues) {
    setValues(next);
    setReview(null);
    if (conflict) void db._notices.delete(conflict.id);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(values);
  }

  async function save(from: FormValues) {
    // A second press while the first is being saved would make the record twice.
    if (saving) return;
    setFailure(null);
    setSaving(true);
    try {
      const args = toArgs(kind, id, from);
      if (row) await mutateEntity(mutate, kind, 'save', args, { baseVersion });
      else await mutateEntity(mutate, kind, 'create', args);
      // Saved from the compare view (with or without a choice made): the notice is settled.
      if (conflict) void db._notices.delete(conflict.id);
      unsaved.allowLeaving();
      onClose(String(from.name ?? '').trim());
    } catch (err) {
      setSaving(false);
      if (err instanceof MutationValidationError) {
        focusFirstError.current = true;
        setErrors(orderedErrors(kind, err.fields));
      } else {
        setFailure(fmt(t.saveFailed, { kind: noun }));
      }
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <section className="entity-form" aria-labelledby={headingId}>
      {unsaved.dialog}
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {capitalise(fmt(row ? t.form.editHeading : t.form.addHeading, { kind: noun }))}
      </h2>
      {failure ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failure}
        </p>
      ) : null}
      {review && review.fields.length > 0 ? (
        <ConflictView
          texts={t.conflictView}
          fields={review.fields.map((field) => ({
            field,
            label: fieldLabel(t.form, field),
            theirs: shownValue(review.theirs[field]),
            mine: shownValue(review.mine[field]),
          }))}
          onSave={(choices: Record<string, Choice>) => {
            const next = chooseValues(
              review,
              review.fields.filter((field) => choices[field] === 'theirs'),
            );
            settle(next);
            void save(next);
          }}
          onDiscard={() => settle(review.theirs)}
        />
      ) : null}
      <p role="alert" className={errorCount > 0 ? 'entity-form__summary' : 'admin-visually-hidden'}>
        {errorCount > 0 ? t.form.fixErrors : ''}
      </p>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
        {ENTITY_FORMS[kind].map((field) => (
          <EntityField
            key={field.name}
            formId={formId}
            field={field}
            values={values}
            errors={errors}
            onChange={change}
          />
        ))}
        <div className="entity-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving}>
            {saving ? t.form.saving : t.form.save}
          </button>
          <button type="button" className="button button--secondary" onClick={() => onClose(null)}>
            {t.form.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The messages in the form's order (a link's fields follow their list's place). */
function orderedErrors(kind: EntityKind, fields: Record<string, string>): Record<string, string> {
  const order: string[] = [];
  for (const field of ENTITY_FORMS[kind]) {
    order.push(field.name);
    if ('translated' in field && field.translated) order.push(`${field.name}_et`);
  }
  const rank = (key: string) => {
    const at = order.indexOf(key.split('.')[0] ?? key);
    return at < 0 ? order.length : at;
  };
  return Object.fromEntries(
    // A stable sort: within one field (a link's label and address) the schema's order stays.
    Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b)),
  );
}
