import type { ReactNode } from 'react';
import { ImageUpload, MarkdownPicture } from '../../../components/admin/image-upload.tsx';
import { useAdminT } from '../use-admin-t.ts';
import { FeaturedAlt } from './featured-alt.tsx';
import type { FieldError, PostFormValues, TextField } from './post-form.ts';
import type { PostKind } from './post-kind.ts';

/** Rows of the content boxes and of the excerpt (back-office §9). */
export const CONTENT_ROWS = 20;
export const EXCERPT_ROWS = 3;

interface FieldsProps {
  kind: PostKind;
  values: PostFormValues;
  errors: readonly FieldError[];
  onChange(field: keyof PostFormValues, value: string | boolean): void;
  /** The live previews of the English and Estonian content. */
  previews: { en: ReactNode; et: ReactNode };
}

/**
 * Every field of the post form, in the spec's order, with each translatable field's Estonian
 * version beside the English one. Each input has its label, hint and error tied to it.
 */
export function PostFields({ kind, values, errors, onChange, previews }: FieldsProps) {
  const admin = useAdminT();
  const e = admin.posts.editor;
  const f = e.fields;
  const et = (name: string) => `${name} (${e.estonian})`;
  const errorOf = (field: string) => errors.find((err) => err.field === field)?.message;

  const text = (field: TextField, label: string, options: TextOptions = {}) => (
    <TextInput
      field={field}
      label={label}
      value={values[field]}
      error={errorOf(field)}
      onChange={(v) => onChange(field, v)}
      {...options}
    />
  );

  const pair = (field: TextField, label: string, options: TextOptions = {}) => (
    <div className="post-editor__pair">
      {text(field, label, options)}
      {text(`${field}_et` as TextField, et(label), { ...options, required: false, lang: 'et' })}
    </div>
  );

  return (
    <>
      <div className="post-editor__langs" aria-hidden="true">
        <span>{e.english}</span>
        <span>{e.estonian}</span>
      </div>
      <p className="admin-muted">{e.estonianHint}</p>
      {pair('title', f.title, { required: true })}
      {text('slug', f.slug, { required: true, hint: f.slugHint })}
      {pair('content', f.content, { required: true, rows: CONTENT_ROWS, hint: f.contentHint })}
      <div className="post-editor__pair">
        {(['content', 'content_et'] as const).map((field) => (
          <MarkdownPicture
            key={field}
            target={`post-${field}`}
            label={field === 'content' ? admin.imageUpload.insert : et(admin.imageUpload.insert)}
            pickLabel={
              field === 'content' ? admin.imageUpload.pickInsert : et(admin.imageUpload.pickInsert)
            }
            value={values[field]}
            texts={admin.imageUpload}
            onChange={(next) => onChange(field, next)}
          />
        ))}
      </div>
      <div className="post-editor__pair post-editor__previews">
        {previews.en}
        {previews.et}
      </div>
      {pair('excerpt', f.excerpt, { rows: EXCERPT_ROWS })}
      {text('author', f.author, { required: true })}
      <div className="admin-field">
        <label htmlFor="post-category">{f.category}</label>
        <select
          id="post-category"
          value={values.category}
          onChange={(event) => onChange('category', event.target.value)}
        >
          {kind.categoryOptional ? <option value="">{f.noCategory}</option> : null}
          {kind.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {kind.fields.has('tags') ? text('tags', f.tags, { hint: f.tagsHint }) : null}
      {text('featured_image', f.featuredImage, { type: 'url' })}
      <ImageUpload
        value={values.featured_image}
        texts={admin.imageUpload}
        onUploaded={(url) => onChange('featured_image', url)}
      />
      <FeaturedAlt url={values.featured_image} />
      {kind.fields.has('seo') ? (
        <>
          {pair('seo_title', f.seoTitle, { hint: f.seoTitleHint })}
          {pair('seo_description', f.seoDescription, {
            rows: EXCERPT_ROWS,
            hint: f.seoDescriptionHint,
          })}
        </>
      ) : null}
      <div className="post-editor__flags">
        <Checkbox
          field="published"
          label={f.published}
          checked={values.published}
          onChange={(v) => onChange('published', v)}
        />
        {kind.fields.has('featured') ? (
          <Checkbox
            field="featured"
            label={f.featured}
            checked={values.featured}
            onChange={(v) => onChange('featured', v)}
          />
        ) : null}
      </div>
      {text('published_at', f.publishAt, { type: 'datetime-local', hint: f.publishAtHint })}
    </>
  );
}

interface TextOptions {
  required?: boolean;
  rows?: number;
  hint?: string;
  type?: 'text' | 'url' | 'datetime-local';
  lang?: 'et';
}

function TextInput(
  props: TextOptions & {
    field: string;
    label: string;
    value: string;
    error: string | undefined;
    onChange(value: string): void;
  },
) {
  const id = `post-${props.field}`;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: props.field,
    value: props.value,
    lang: props.lang,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{props.label}</label>
      {props.rows ? (
        <textarea
          {...common}
          rows={props.rows}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox(props: {
  field: string;
  label: string;
  checked: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <label className="post-editor__check">
      <input
        type="checkbox"
        name={props.field}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}
