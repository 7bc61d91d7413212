import { type FormEvent, useId, useRef, useState } from 'react';
import { inviteSchema, USER_ROLES, type UserRole } from '../../../../../shared/admin/users.ts';
import { withSession } from '../../../features/auth/session.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';

type Errors = Partial<Record<'email' | 'role' | 'form', string>>;

/**
 * Email and role, then Send Invitation: checked with the schema the server uses (so the messages
 * are the server's), then sent; the server's answer (e.g. an address that already has an
 * account) is shown at the field it concerns. With mail off the server answers with the
 * invitation's link instead of mailing it (`link`), and the button says it only creates one.
 */
export function InviteForm(props: {
  disabled: boolean;
  mailOff: boolean;
  onInvited(email: string, link: string | null): void;
}) {
  const t = useAdminT().users;
  const emailId = useId();
  const emailErrorId = useId();
  const roleId = useId();
  const formErrorId = useId();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<UserRole>('admin');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteSchema.safeParse({ email, role });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const answer = await withSession(() =>
        apiFetch<{ invitationLink?: string }>('/api/admin/users', {
          method: 'POST',
          body: parsed.data,
        }),
      );
      setEmail('');
      props.onInvited(parsed.data.email, answer.invitationLink ?? null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setErrors({ email: err.message });
      else if (err instanceof ApiError && err.fields) setErrors(err.fields as Errors);
      else setErrors({ form: t.inviteFailed });
      emailInput.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.inviteHeading}</h2>
      <form
        className="admin-filters__form"
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        noValidate
      >
        <div className="admin-field admin-filters__search">
          <label htmlFor={emailId}>{t.inviteEmail}</label>
          <input
            ref={emailInput}
            id={emailId}
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailErrorId : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors({ ...errors, email: undefined });
            }}
          />
          {errors.email ? (
            <p id={emailErrorId} className="admin-field__error" role="alert">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor={roleId}>{t.inviteRole}</label>
          <select id={roleId} value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={props.disabled || sending}>
          {sending ? t.inviting : props.mailOff ? t.inviteNoMail : t.invite}
        </button>
        {errors.form ? (
          <p id={formErrorId} className="admin-field__error" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </section>
  );
}
