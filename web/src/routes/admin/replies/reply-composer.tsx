import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { MailStatus } from '../../../../../shared/admin/mail.ts';
import {
  fillTemplate,
  placeholdersOf,
  REPLY_LIMITS,
  type ReplyLeadTable,
  type ReplyTemplateRow,
} from '../../../../../shared/admin/replies.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useLocalQuery, useMutate, useSyncEngine } from '../../../sync/hooks.ts';
import { MutationValidationError } from '../../../sync/mutate.ts';
import { useAdminT } from '../use-admin-t.ts';
import { TemplateControls } from './template-controls.tsx';

export interface ComposerProps {
  table: ReplyLeadTable;
  lead: Readonly<Record<string, unknown>> & { id: string; language: Lang };
  /** The person's name and address, as the detail panel shows them. */
  name: string;
  to: string;
  /** The server's mail settings (null: not known, e.g. offline since the page opened). */
  mail: MailStatus | null;
  /** The signed-in writer's own address: answers go there when no shared address is set. */
  writer: string;
  onSent(): void;
  onCancel(): void;
}

type Field = 'subject' | 'body';

/** Where the customer's answer goes, as the server will set the mail's Reply-To. */
function answersTo(t: ReturnType<typeof useAdminT>['replies'], props: ComposerProps): string {
  if (props.mail?.replyTo) return fmt(t.answersTo.shared, { address: props.mail.replyTo });
  return fmt(props.mail ? t.answersTo.own : t.answersTo.unknown, { address: props.writer });
}

/** The saved templates, by name, live from the local copy (so the composer works offline). */
function useTemplates(): ReplyTemplateRow[] | undefined {
  const { db } = useSyncEngine();
  return useLocalQuery(async () => {
    const rows = (await db.rows('reply_templates').toArray()) as unknown as ReplyTemplateRow[];
    return rows.filter((r) => r.deleted_at === null).sort((a, b) => a.name.localeCompare(b.name));
  }, [db]);
}

/**
 * The reply form of a lead: language (the lead's, preselected), a saved template in that
 * language with its placeholders filled in from the lead, the subject and the message. Sending
 * queues the reply as a change like any other: it shows on the thread at once, and leaves when
 * the device is online. The schema is the server's, so its messages are the server's wording.
 */
export function ReplyComposer(props: ComposerProps) {
  const t = useAdminT().replies;
  const mutate = useMutate();
  const templates = useTemplates();
  const ids = { lang: useId(), template: useId(), subject: useId(), body: useId(), hint: useId() };
  const errorId = (field: Field) => `${ids[field]}-error`;
  const [language, setLanguage] = useState<Lang>(props.lead.language);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  const fields = {
    subject: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => first.current?.focus(), []);

  const inLanguage = (templates ?? []).filter((tpl) => tpl.language === language);
  const chosen = inLanguage.find((tpl) => tpl.id === templateId);
  const values = placeholdersOf(props.table, props.lead);

  function choose(id: string) {
    setTemplateId(id);
    const tpl = inLanguage.find((x) => x.id === id);
    if (!tpl) return;
    setSubject(fillTemplate(tpl.subject, values));
    setBody(fillTemplate(tpl.body, values));
    setErrors({});
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    setSending(true);
    try {
      await mutate('lead.reply', {
        id: crypto.randomUUID(),
        leadTable: props.table,
        leadId: props.lead.id,
        subject,
        body,
        language,
      });
      props.onSent();
    } catch (err) {
      setSending(false);
      if (!(err instanceof MutationValidationError)) {
        setFailure(t.failures.send);
        return;
      }
      const found: Partial<Record<Field, string>> = {};
      if (err.fields.subject) found.subject = err.fields.subject;
      if (err.fields.body) found.body = err.fields.body;
      setErrors(found);
      const firstInvalid = (['subject', 'body'] as const).find((f) => found[f]);
      if (firstInvalid) fields[firstInvalid].current?.focus();
      else setFailure(err.message);
    }
  }

  const describedBy = (field: Field, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <div className="admin-replies__composer">
      <form aria-label={fmt(t.composer, { name: props.name })} onSubmit={onSubmit} noValidate>
        <p>
          {t.to}: <strong>{props.to}</strong>
        </p>
        <p>{answersTo(t, props)}</p>
        {props.mail?.enabled === false ? <p className="admin-notice">{t.mailOff}</p> : null}
        {failure ? (
          <p role="alert" className="admin-notice admin-notice--error">
            {failure}
          </p>
        ) : null}
        <div className="admin-detail__row">
          <div className="admin-field">
            <label htmlFor={ids.lang}>{t.language}</label>
            <select
              id={ids.lang}
              ref={first}
              value={language}
              onChange={(e) => {
                setLanguage(e.target.value === 'et' ? 'et' : 'en');
                setTemplateId('');
              }}
            >
              <option value="en">{t.languages.en}</option>
              <option value="et">{t.languages.et}</option>
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={ids.template}>{t.template}</label>
            <select id={ids.template} value={templateId} onChange={(e) => choose(e.target.value)}>
              <option value="">{inLanguage.length > 0 ? t.noTemplate : t.noTemplates}</option>
              {inLanguage.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {tpl.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id={ids.hint} className="admin-field__hint">
          {t.placeholdersHint}
        </p>
        <div className="admin-field">
          <label htmlFor={ids.subject}>{t.subject}</label>
          <input
            id={ids.subject}
            ref={fields.subject}
            name="subject"
            autoComplete="off"
            value={subject}
            maxLength={REPLY_LIMITS.subject + 1}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            onChange={(e) => {
              setSubject(e.target.value);
              if (errors.subject) setErrors({ ...errors, subject: undefined });
            }}
          />
          {errors.subject ? (
            <p id={errorId('subject')} className="admin-field__error">
              {errors.subject}
            </p>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor={ids.body}>{t.body}</label>
          <textarea
            id={ids.body}
            ref={fields.body}
            name="body"
            rows={10}
            value={body}
            maxLength={REPLY_LIMITS.body + 1}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy('body', ids.hint)}
            onChange={(e) => {
              setBody(e.target.value);
              if (errors.body) setErrors({ ...errors, body: undefined });
            }}
          />
          {errors.body ? (
            <p id={errorId('body')} className="admin-field__error">
              {errors.body}
            </p>
          ) : null}
        </div>
        <div className="admin-detail__row">
          <button type="submit" className="button button--primary" aria-disabled={sending}>
            {t.send}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {t.cancel}
          </button>
        </div>
      </form>
      <TemplateControls
        language={language}
        subject={subject}
        body={body}
        values={values}
        chosen={chosen ?? null}
        onSaved={setTemplateId}
        onDeleted={() => setTemplateId('')}
      />
    </div>
  );
}
