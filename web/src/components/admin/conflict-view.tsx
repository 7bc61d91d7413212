import { useId, useState } from 'react';

export type Choice = 'theirs' | 'mine';

/** The words of the choice: a post's or a record's. */
export interface ConflictTexts {
  title: string;
  lead: string;
  field: string;
  theirs: string;
  mine: string;
  keepTheirs: string;
  keepMine: string;
  saveChoice: string;
  discard: string;
  /** How an empty value is shown. */
  empty: string;
}

/**
 * Two versions of the fields both people changed, side by side, and a choice per field. Nothing
 * is taken silently: the person's own text stays in view until they decide. Their other changes
 * and the person's other changes are already merged by the caller.
 */
export function ConflictView(props: {
  texts: ConflictTexts;
  fields: readonly { field: string; label: string; theirs: string; mine: string }[];
  onSave(choices: Record<string, Choice>): void;
  onDiscard(): void;
}) {
  const t = props.texts;
  const titleId = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(props.fields.map((f) => [f.field, 'mine' as Choice])),
  );
  const show = (text: string) => (text === '' ? t.empty : text);

  return (
    <section className="post-conflict" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.lead}</p>
      <table className="admin-table post-conflict__table">
        <thead>
          <tr>
            <th scope="col">{t.field}</th>
            <th scope="col">{t.theirs}</th>
            <th scope="col">{t.mine}</th>
          </tr>
        </thead>
        <tbody>
          {props.fields.map((f) => (
            <tr key={f.field}>
              <th scope="row">{f.label}</th>
              <td>
                <label className="post-conflict__choice">
                  <input
                    type="radio"
                    name={`conflict-${f.field}`}
                    checked={choices[f.field] === 'theirs'}
                    onChange={() => setChoices((c) => ({ ...c, [f.field]: 'theirs' }))}
                    aria-label={`${t.keepTheirs}: ${f.label}`}
                  />
                  <span className="post-conflict__text">{show(f.theirs)}</span>
                </label>
              </td>
              <td>
                <label className="post-conflict__choice">
                  <input
                    type="radio"
                    name={`conflict-${f.field}`}
                    checked={choices[f.field] === 'mine'}
                    onChange={() => setChoices((c) => ({ ...c, [f.field]: 'mine' }))}
                    aria-label={`${t.keepMine}: ${f.label}`}
                  />
                  <span className="post-conflict__text">{show(f.mine)}</span>
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="admin-row-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => props.onSave(choices)}
        >
          {t.saveChoice}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onDiscard}>
          {t.discard}
        </button>
      </div>
    </section>
  );
}

/** A value as the choice shows it. */
export function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}
