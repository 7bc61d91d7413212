import { PARTNER_TYPES } from '../../../../../shared/constants.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormArea, FormShell, SubmitButton, ThankYou } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';

const INITIAL = { name: '', email: '', company: '', partner_type: '', message: '' };

/**
 * Partner application (public-site §4, §5): every field required; no type gives 'Please select a
 * partnership type'. The failure "alert" is an inline role=alert message (see the sales form).
 */
export function PartnerApplicationForm() {
  const t = useT();
  const p = t.forms.partner;
  const form = useLeadForm({
    kind: 'partner',
    initial: INITIAL,
    schema: (m, v) => m.partnerApplicationSchema(v),
    failedMessage: () => p.failed,
  });
  if (form.status === 'success') {
    return (
      <FormArea>
        <ThankYou
          title={p.successTitle}
          text={p.successText}
          again={p.again}
          onAgain={form.reset}
        />
      </FormArea>
    );
  }
  return (
    <FormArea>
      <FormShell form={form} label={p.submit}>
        <div className="form-row">
          <Field form={form} name="name" label={p.name} required autoComplete="name" />
          <Field
            form={form}
            name="email"
            label={p.email}
            type="email"
            required
            autoComplete="email"
          />
        </div>
        <div className="form-row">
          <Field
            form={form}
            name="company"
            label={p.company}
            required
            autoComplete="organization"
          />
          <Field
            form={form}
            name="partner_type"
            label={p.partnerType}
            required
            options={{
              placeholder: p.partnerTypePlaceholder,
              choices: PARTNER_TYPES.map((type) => [type, p.partnerTypes[type]] as const),
            }}
          />
        </div>
        <Field form={form} name="message" label={p.message} required rows={6} />
        <SubmitButton form={form} label={p.submit} />
      </FormShell>
    </FormArea>
  );
}
