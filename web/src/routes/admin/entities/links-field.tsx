import type { PersonLink } from '../../../../../shared/admin/entities.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useAdminT } from '../use-admin-t.ts';
import { inputId } from './entity-fields.ts';
import { Labelled } from './labelled.tsx';

/**
 * A person's links: a list of label and address pairs, each in its own group, with Add and
 * Remove. Messages come keyed `links.<i>.label` / `links.<i>.url`, as the schema names them.
 */
export function LinksField(props: {
  formId: string;
  label: string;
  links: PersonLink[];
  errors: Record<string, string>;
  onChange(links: PersonLink[]): void;
}) {
  const t = useAdminT().entities.form;
  const { links, onChange } = props;
  const set = (index: number, part: keyof PersonLink, value: string) =>
    onChange(links.map((link, i) => (i === index ? { ...link, [part]: value } : link)));

  function add() {
    onChange([...links, { label: '', url: '' }]);
    // The new group's first field, once it is drawn.
    requestAnimationFrame(() =>
      document.getElementById(inputId(props.formId, `links.${links.length}.label`))?.focus(),
    );
  }

  function remove(index: number) {
    onChange(links.filter((_, i) => i !== index));
    requestAnimationFrame(() => document.getElementById(inputId(props.formId, 'links'))?.focus());
  }

  const listError = props.errors.links;
  return (
    <fieldset className="entity-form__links">
      <legend>{props.label}</legend>
      {links.length === 0 ? <p className="admin-muted">{t.noLinks}</p> : null}
      {links.map((link, index) => {
        const number = index + 1;
        return (
          // Links have no id of their own; their place is what the messages name.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <fieldset key={index} className="entity-form__link">
            <legend>{fmt(t.linkGroup, { number })}</legend>
            <Labelled
              formId={props.formId}
              name={`links.${index}.label`}
              label={t.linkLabel}
              errors={props.errors}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  value={link.label}
                  onChange={(e) => set(index, 'label', e.target.value)}
                />
              )}
            </Labelled>
            <Labelled
              formId={props.formId}
              name={`links.${index}.url`}
              label={t.linkUrl}
              errors={props.errors}
            >
              {(control) => (
                <input
                  {...control}
                  type="url"
                  autoComplete="off"
                  value={link.url}
                  onChange={(e) => set(index, 'url', e.target.value)}
                />
              )}
            </Labelled>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => remove(index)}
            >
              {fmt(t.removeLink, { number })}
            </button>
          </fieldset>
        );
      })}
      {listError ? (
        <p id={`${inputId(props.formId, 'links')}-error`} className="admin-field__error">
          {listError}
        </p>
      ) : null}
      <button
        id={inputId(props.formId, 'links')}
        aria-describedby={listError ? `${inputId(props.formId, 'links')}-error` : undefined}
        type="button"
        className="button button--secondary"
        onClick={add}
      >
        {t.addLink}
      </button>
    </fieldset>
  );
}
