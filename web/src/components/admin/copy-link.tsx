import { useId, useRef, useState } from 'react';
import { copyText } from '../../lib/copy-text.ts';

export interface CopyLinkTexts {
  /** Names the field that holds the link. */
  label: string;
  copy: string;
  copied: string;
  failed: string;
}

/**
 * A link for the admin to pass on (mail is off, so nobody else will send it): the link in a
 * read-only field that selects itself when focused, so it can always be copied by hand, and a
 * Copy link button that uses the clipboard and says "Copied". Where the clipboard is refused
 * (an insecure origin, a denied permission) the field is selected for the person instead.
 */
export function CopyLink(props: { link: string; texts: CopyLinkTexts }) {
  const { texts } = props;
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  async function copy() {
    const copied = await copyText(props.link, () => {
      field.current?.focus();
      field.current?.select();
    });
    setResult(copied ? 'copied' : 'failed');
  }

  return (
    <div className="admin-field admin-copy-link">
      <label htmlFor={fieldId}>{texts.label}</label>
      <div className="admin-copy-link__row">
        <input
          ref={field}
          id={fieldId}
          type="text"
          readOnly
          value={props.link}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {texts.copy}
        </button>
      </div>
      <p role="status" className={result === 'failed' ? 'admin-field__error' : 'admin-muted'}>
        {result === 'copied' ? texts.copied : result === 'failed' ? texts.failed : ''}
      </p>
    </div>
  );
}
