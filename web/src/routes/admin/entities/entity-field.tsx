import type { PersonLink } from '../../../../../shared/admin/entities.ts';
import { ImageUpload } from '../../../components/admin/image-upload.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { type FieldSpec, type FormValues, fieldLabel, inputId } from './entity-fields.ts';
import { Labelled } from './labelled.tsx';
import { LinksField } from './links-field.tsx';

export interface EntityFieldProps {
  formId: string;
  field: FieldSpec;
  values: FormValues;
  errors: Record<string, string>;
  onChange(name: string, value: FormValues[string]): void;
}

/** One field of the form; a translated one with its Estonian version beside it. */
export function EntityField({ formId, field, values, errors, onChange }: EntityFieldProps) {
  const admin = useAdminT();
  const entities = admin.entities;
  const t = entities.form;
  const label = fieldLabel(t, field.name);
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };

  switch (field.type) {
    case 'checkbox':
      return (
        <div className="admin-field entity-form__check">
          <label>
            <input
              id={inputId(formId, field.name)}
              type="checkbox"
              checked={values[field.name] === true}
              onChange={(e) => onChange(field.name, e.target.checked)}
            />{' '}
            {label}
          </label>
        </div>
      );
    case 'links':
      return (
        <LinksField
          formId={formId}
          label={label}
          links={(values.links as PersonLink[] | undefined) ?? []}
          errors={errors}
          onChange={(links) => onChange('links', links)}
        />
      );
    case 'select':
      return (
        <Labelled formId={formId} name={field.name} label={label} errors={errors}>
          {(props) => (
            <select
              {...props}
              value={text(field.name)}
              onChange={(e) => onChange(field.name, e.target.value)}
            >
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {(entities.partnerKinds as Record<string, string>)[option] ?? option}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      );
    default: {
      const hint = 'hint' in field && field.hint ? t.hints[field.hint] : undefined;
      const translated = 'translated' in field && field.translated;
      const one = (name: string, fieldLabel: string, lang: 'en' | 'et' | undefined) => (
        <Labelled
          formId={formId}
          name={name}
          label={fieldLabel}
          errors={errors}
          hint={hint}
          required={'required' in field && field.required && lang !== 'et'}
          requiredText={t.required}
        >
          {(props) =>
            field.type === 'textarea' ? (
              <textarea
                {...props}
                lang={lang}
                rows={'rows' in field ? field.rows : 4}
                value={text(name)}
                onChange={(e) => onChange(name, e.target.value)}
              />
            ) : (
              <input
                {...props}
                lang={lang}
                type={field.type === 'number' ? 'number' : field.type === 'url' ? 'url' : 'text'}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                min={field.type === 'number' ? 0 : undefined}
                autoComplete="off"
                value={text(name)}
                onChange={(e) => onChange(name, e.target.value)}
              />
            )
          }
        </Labelled>
      );
      if (field.type === 'url' && 'hint' in field && field.hint === 'image_url') {
        return (
          <>
            {one(field.name, label, undefined)}
            <ImageUpload
              value={text(field.name)}
              texts={admin.imageUpload}
              onUploaded={(url) => onChange(field.name, url)}
            />
          </>
        );
      }
      if (!translated) return one(field.name, label, undefined);
      return (
        <div className="entity-form__pair">
          {one(field.name, label, 'en')}
          {one(`${field.name}_et`, fieldLabel(t, `${field.name}_et`), 'et')}
        </div>
      );
    }
  }
}
