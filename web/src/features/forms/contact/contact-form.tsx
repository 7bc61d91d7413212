import { CONTACT_SUBJECTS } from '../../../../../shared/constants.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormArea, FormShell, SubmitButton, ThankYou } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';

const INITIAL = { name: '', email: '', company: '', subject: '', message: '' };

/** Contact form (public-site §4, §5): name, email and message required, in that order. */
export function ContactForm() {
  const t = useT();
  const c = t.forms.contact;
  const form = useLeadForm({
    kind: 'contact',
    initial: INITIAL,
    schema: (m, v) => m.contactSchema(v),
    // §8: the error's own message, else the fallback.
    failedMessage: (serverMessage) => serverMessage || c.failed,
    extra: (): Record<string, string> => (document.referrer ? { referrer: document.referrer } : {}),
  });
  if (form.status === 'success') {
    return (
      <FormArea id="contact-form">
        <ThankYou
          title={c.successTitle}
          text={c.successText}
          again={c.again}
          onAgain={form.reset}
        />
      </FormArea>
    );
  }
  return (
    <FormArea id="contact-form">
      <FormShell form={form} label={c.submit}>
        <div className="form-row">
          <Field form={form} name="name" label={c.name} required autoComplete="name" />
          <Field
            form={form}
            name="email"
            label={c.email}
            type="email"
            required
            autoComplete="email"
          />
        </div>
        <div className="form-row">
          <Field form={form} name="company" label={c.company} autoComplete="organization" />
          <Field
            form={form}
            name="subject"
            label={c.subject}
            options={{
              placeholder: c.subjectPlaceholder,
              choices: CONTACT_SUBJECTS.map((s) => [s, c.subjects[s]] as const),
            }}
          />
        </div>
        <Field form={form} name="message" label={c.message} required rows={6} />
        <SubmitButton form={form} label={c.submit} />
      </FormShell>
    </FormArea>
  );
}
