import { PRIORITIES, SUPPORT_CATEGORIES } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormArea, FormShell, SubmitButton, ThankYou } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';

const INITIAL = {
  name: '',
  email: '',
  company: '',
  subject: '',
  description: '',
  category: 'general',
  priority: 'medium',
};
// Most urgent last: people pick from the calm end first.
const PRIORITY_ORDER = [...PRIORITIES].reverse();

/** Support request (/support): opens a ticket and shows its human-readable number. */
export function SupportForm() {
  const t = useT();
  const s = t.forms.support;
  const form = useLeadForm({
    kind: 'support',
    initial: INITIAL,
    schema: (m, v) => m.supportTicketSchema(v),
    failedMessage: () => s.failed,
  });
  if (form.status === 'success') {
    const ticket = form.result.ticket_number;
    const text =
      typeof ticket === 'string' ? fmt(s.successText, { ticket }) : s.successTextNoTicket;
    return (
      <FormArea id="support-form">
        <ThankYou title={s.successTitle} text={text} again={s.again} onAgain={form.reset} />
      </FormArea>
    );
  }
  return (
    <FormArea id="support-form">
      <FormShell form={form} label={s.submit}>
        <div className="form-row">
          <Field form={form} name="name" label={s.name} required autoComplete="name" />
          <Field
            form={form}
            name="email"
            label={s.email}
            type="email"
            required
            autoComplete="email"
          />
        </div>
        <Field form={form} name="company" label={s.company} autoComplete="organization" />
        <Field form={form} name="subject" label={s.subject} required />
        <Field form={form} name="description" label={s.description} required rows={6} />
        <div className="form-row">
          <Field
            form={form}
            name="category"
            label={s.category}
            options={{
              choices: SUPPORT_CATEGORIES.map((c) => [c, s.categories[c]] as const),
            }}
          />
          <Field
            form={form}
            name="priority"
            label={s.priority}
            options={{
              choices: PRIORITY_ORDER.map((p) => [p, s.priorities[p]] as const),
            }}
          />
        </div>
        <SubmitButton form={form} label={s.submit} />
      </FormShell>
    </FormArea>
  );
}
