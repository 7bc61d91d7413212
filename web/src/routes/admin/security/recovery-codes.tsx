import { useRef, useState } from 'react';
import { fmtCount } from '../../../../../shared/i18n/format.ts';
import { copyText, selectContents } from '../../../lib/copy-text.ts';
import { downloadText } from '../../../lib/download.ts';
import { useAdminT } from '../use-admin-t.ts';
import { CodeForm } from './code-form.tsx';
import type { SectionProps } from './totp-section.tsx';
import { failureText, postCode } from './use-two-factor.ts';

/**
 * Recovery codes: how many are left; new ones on request (after a code); and the codes just
 * made, shown this once with Copy and Download.
 */
export function RecoveryCodes(
  props: SectionProps & { fresh: string[] | null; onCodes(codes: string[] | null): void },
) {
  const t = useAdminT().security;
  const [renewing, setRenewing] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fresh = props.fresh;

  async function renew(code: string) {
    try {
      const { recoveryCodes } = await postCode<{ recoveryCodes: string[] }>('recovery-codes', code);
      setRenewing(false);
      props.onCodes(recoveryCodes);
      props.announce(t.codes.renewed);
      props.onChanged();
    } catch (err) {
      throw new Error(failureText(err, t.app.failed, t.offline));
    }
  }

  // New codes are confirmed with a code: the app's, or a recovery code (made with the app).
  const hasFactor = props.view.totp;
  return (
    <section className="security-section" aria-labelledby="security-codes">
      <h2 id="security-codes">{t.codes.heading}</h2>
      <p>{t.codes.lead}</p>
      {fresh ? (
        <div className="admin-notice">
          <p>{t.codes.shown}</p>
          <ol ref={list} className="security-codes" aria-label={t.codes.list}>
            {fresh.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <div className="security-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                // Where the clipboard is refused (the desktop app), the codes are selected instead.
                void copyText(fresh.join('\n'), () => selectContents(list.current)).then(setCopied);
              }}
            >
              {t.codes.copy}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                downloadText('lumen-recovery-codes.txt', `${fresh.join('\n')}\n`, 'text/plain')
              }
            >
              {t.codes.download}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => props.onCodes(null)}
            >
              {t.codes.done}
            </button>
            <span role="status" className={copied === false ? 'admin-field__error' : undefined}>
              {copied === null ? '' : copied ? t.codes.copied : t.codes.copyFailed}
            </span>
          </div>
        </div>
      ) : (
        <p>
          {props.view.recoveryCodesLeft > 0 || props.view.totp
            ? fmtCount(t.codes.left, props.view.recoveryCodesLeft)
            : t.codes.none}
        </p>
      )}
      {hasFactor && !fresh && !renewing ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRenewing(true)}
          >
            {t.codes.renew}
          </button>
        </p>
      ) : null}
      {renewing ? (
        <CodeForm
          label={t.codes.renewCode}
          submitLabel={t.codes.renew}
          cancelLabel={t.app.cancel}
          submit={renew}
          onCancel={() => setRenewing(false)}
        />
      ) : null}
    </section>
  );
}
