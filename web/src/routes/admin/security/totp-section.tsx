import { useState } from 'react';
import type { TotpSetup, TwoFactorView } from '../../../../../shared/account/two-factor.ts';
import { withSession } from '../../../features/auth/session.ts';
import { apiFetch } from '../../../lib/api.ts';
import { useAdminT } from '../use-admin-t.ts';
import { CodeForm } from './code-form.tsx';
import { failureText, postCode } from './use-two-factor.ts';

export interface SectionProps {
  view: TwoFactorView;
  /** Read the settings again after a change. */
  onChanged(): void;
  /** Say what happened (announced). */
  announce(text: string, failed?: boolean): void;
}

/**
 * The authenticator app: set up (QR code and key, then the first code confirms it and makes the
 * recovery codes), or turned off with a code.
 */
export function TotpSection(props: SectionProps & { onCodes(codes: string[]): void }) {
  const t = useAdminT().security;
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  async function start() {
    try {
      setSetup(
        await withSession(() =>
          apiFetch<TotpSetup>('/api/auth/two-factor/totp/start', { method: 'POST', body: {} }),
        ),
      );
    } catch (err) {
      props.announce(failureText(err, t.app.failed, t.offline), true);
    }
  }

  async function confirm(code: string) {
    try {
      const { recoveryCodes } = await postCode<{ recoveryCodes: string[] }>('totp/confirm', code);
      setSetup(null);
      props.onCodes(recoveryCodes);
      props.announce(t.app.turnedOn);
      props.onChanged();
    } catch (err) {
      throw new Error(failureText(err, t.app.failed, t.offline));
    }
  }

  async function turnOff(code: string) {
    try {
      await postCode<void>('totp/disable', code);
      setTurningOff(false);
      props.announce(t.app.turnedOff);
      props.onChanged();
    } catch (err) {
      throw new Error(failureText(err, t.app.failed, t.offline));
    }
  }

  return (
    <section className="security-section" aria-labelledby="security-app">
      <h2 id="security-app">{t.app.heading}</h2>
      <p>{props.view.totp ? t.app.on : t.app.off}</p>
      {!props.view.totp && !setup ? (
        <p>
          <button type="button" className="button button--primary" onClick={() => void start()}>
            {t.app.setUp}
          </button>
        </p>
      ) : null}
      {setup ? (
        <>
          <p>{t.app.scan}</p>
          <img className="security-qr" src={setup.qr} alt={t.app.qrAlt} width={240} height={240} />
          <div className="admin-field">
            <label htmlFor="security-key">{t.app.key}</label>
            <input
              id="security-key"
              className="security-key"
              readOnly
              value={setup.secret}
              onFocus={(e) => e.target.select()}
            />
          </div>
          <CodeForm
            label={t.app.code}
            submitLabel={t.app.confirm}
            cancelLabel={t.app.cancel}
            submit={confirm}
            onCancel={() => setSetup(null)}
          />
        </>
      ) : null}
      {props.view.totp && !turningOff ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setTurningOff(true)}
          >
            {t.app.turnOff}
          </button>
        </p>
      ) : null}
      {props.view.totp && turningOff ? (
        <CodeForm
          label={t.app.turnOffCode}
          submitLabel={t.app.turnOff}
          cancelLabel={t.app.cancel}
          danger
          submit={turnOff}
          onCancel={() => setTurningOff(false)}
        />
      ) : null}
    </section>
  );
}
