import { COMPANY_SIZES } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useT } from '../../../app/i18n.ts';
import { Field, FormArea, FormShell, SubmitButton, ThankYou } from '../lead-form/fields.tsx';
import { useLeadForm } from '../lead-form/use-lead-form.ts';

const INITIAL = {
  name: '',
  email: '',
  company: '',
  title: '',
  employees: '',
  phone: '',
  message: '',
};

/**
 * Sales enquiry (public-site §4, §5): the browser checks the three required fields (the spec has
 * no custom check); the shared schema still runs so the person sees what the server would reject.
 * The failure "alert" is an inline role=alert message rather than window.alert, which blocks the
 * page and is easy to miss with a screen reader.
 */
export function SalesForm() {
  const t = useT();
  const s = t.forms.sales;
  const form = useLeadForm({
    kind: 'sales',
    initial: INITIAL,
    schema: (m, v) => m.salesEnquirySchema(v),
    failedMessage: () => s.failed,
  });
  if (form.status === 'success') {
    return (
      <FormArea id="sales-form">
        <ThankYou
          title={s.successTitle}
          text={s.successText}
          again={s.again}
          onAgain={form.reset}
        />
      </FormArea>
    );
  }
  return (
    <FormArea id="sales-form">
      <FormShell form={form} label={s.submit} browserChecks>
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
        <div className="form-row">
          <Field
            form={form}
            name="company"
            label={s.company}
            required
            autoComplete="organization"
          />
          <Field form={form} name="title" label={s.title} autoComplete="organization-title" />
        </div>
        <div className="form-row">
          <Field
            form={form}
            name="employees"
            label={s.employees}
            options={{
              placeholder: s.employeesPlaceholder,
              choices: COMPANY_SIZES.map(
                (size) => [size, fmt(s.employeesOption, { size })] as const,
              ),
            }}
          />
          <Field form={form} name="phone" label={s.phone} type="tel" autoComplete="tel" />
        </div>
        <Field form={form} name="message" label={s.message} rows={6} />
        <SubmitButton form={form} label={s.submit} />
      </FormShell>
    </FormArea>
  );
}
