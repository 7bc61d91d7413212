import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BlogPostRow } from '../../../../../shared/admin/blog.ts';
import {
  type IssueArgs,
  issueArgs,
  type NewsletterIssueRow,
  UNTRANSLATED_CHOICES,
} from '../../../../../shared/admin/newsletter-issues.ts';
import { useLocalQuery, useMutate, useSyncEngine } from '../../../sync/hooks.ts';
import { useAdminT } from '../use-admin-t.ts';

type Values = Omit<IssueArgs, 'id'>;

function valuesOf(row: NewsletterIssueRow): Values {
  return {
    subject: row.subject,
    subject_et: row.subject_et,
    body: row.body,
    body_et: row.body_et,
    post_id: row.post_id,
    untranslated: row.untranslated,
  };
}

/** A draft's text in both languages, or the post it is made from; saved to the local copy. */
export function IssueEditor({ row, canEdit }: { row: NewsletterIssueRow; canEdit: boolean }) {
  const t = useAdminT().newsletterIssues;
  const mutate = useMutate();
  const { db } = useSyncEngine();
  const [values, setValues] = useState<Values>(() => valuesOf(row));
  const [state, setState] = useState<'idle' | 'saved' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const editable = canEdit && row.status === 'draft';
  // Another issue opened: its own values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different issue resets the form.
  useEffect(() => setValues(valuesOf(row)), [row.id]);
  const posts = useLocalQuery(
    async () =>
      ((await db.rows('blog_posts').toArray()) as unknown as BlogPostRow[])
        .filter((p) => p.published)
        .sort((a, b) => a.title.localeCompare(b.title)),
    [db],
  );

  const set = (field: keyof Values) => (value: string) => {
    setState('idle');
    setValues((v) => ({ ...v, [field]: value === '' ? null : value }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = issueArgs.safeParse({ ...values, id: row.id });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      setState('error');
      return;
    }
    try {
      await mutate('newsletterIssue.save', parsed.data);
      setError(null);
      setState('saved');
    } catch (err) {
      setError(err instanceof Error ? err.message : null);
      setState('error');
    }
  };

  const text = (field: 'subject' | 'subject_et', label: string) => (
    <div className="admin-field">
      <label htmlFor={`${ids}-${field}`}>{label}</label>
      <input
        id={`${ids}-${field}`}
        value={values[field] ?? ''}
        readOnly={!editable}
        onChange={(e) => set(field)(e.target.value)}
      />
    </div>
  );
  const area = (field: 'body' | 'body_et', label: string) => (
    <div className="admin-field">
      <label htmlFor={`${ids}-${field}`}>{label}</label>
      <textarea
        id={`${ids}-${field}`}
        rows={8}
        value={values[field] ?? ''}
        readOnly={!editable}
        onChange={(e) => set(field)(e.target.value)}
      />
    </div>
  );

  return (
    <form className="admin-section" onSubmit={save} aria-label={t.editor} noValidate>
      {row.status !== 'draft' ? <p className="admin-notice">{t.readOnly}</p> : null}
      <div className="admin-field">
        <label htmlFor={`${ids}-post`}>{t.fromPost}</label>
        <select
          id={`${ids}-post`}
          value={values.post_id ?? ''}
          disabled={!editable}
          aria-describedby={`${ids}-post-hint`}
          onChange={(e) => set('post_id')(e.target.value)}
        >
          <option value="">{t.noPost}</option>
          {(posts ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <p id={`${ids}-post-hint`} className="admin-field__hint">
          {t.fromPostHint}
        </p>
      </div>
      <div className="post-editor__pair">
        <div>
          {text('subject', t.subject)}
          {area('body', t.body)}
        </div>
        <div lang="et">
          {text('subject_et', t.subjectEt)}
          {area('body_et', t.bodyEt)}
        </div>
      </div>
      <fieldset className="admin-field" disabled={!editable}>
        <legend>{t.untranslated}</legend>
        {UNTRANSLATED_CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`${ids}-untranslated`}
              value={choice}
              checked={values.untranslated === choice}
              onChange={() => set('untranslated')(choice)}
            />{' '}
            {t.untranslatedChoices[choice]}
          </label>
        ))}
      </fieldset>
      {editable ? (
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
      ) : null}
      <p role="status" className="admin-muted">
        {state === 'saved' ? t.saved : ''}
      </p>
      {state === 'error' && error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
