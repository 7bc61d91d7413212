import { useId, useState } from 'react';
import type { IssuePreview as Preview } from '../../../../../shared/admin/newsletter-issues.ts';
import type { Lang } from '../../../../../shared/constants.ts';
import { fmt } from '../../../../../shared/i18n/format.ts';
import { useAdminT } from '../use-admin-t.ts';
import { useServerData } from '../use-server-data.ts';
import './newsletter-issues.css';

/**
 * The mail as a subscriber gets it, made by the server: in English or Estonian, its HTML (in a
 * sandboxed frame, optionally as wide as a phone) or its text. `version` asks again after a save.
 */
export function IssuePreview({ id, version }: { id: string; version: string }) {
  const t = useAdminT().newsletterIssues;
  const [lang, setLang] = useState<Lang>('en');
  const [format, setFormat] = useState<'html' | 'text'>('html');
  const [phone, setPhone] = useState(false);
  const phoneId = useId();
  const { load } = useServerData<Preview>(
    `/api/admin/newsletter-issues/${id}/preview?lang=${lang}&v=${version}`,
  );
  return (
    <section className="admin-section" aria-labelledby={`${phoneId}-title`}>
      <h2 id={`${phoneId}-title`}>{t.preview}</h2>
      <div className="admin-toolbar">
        <fieldset className="issue-preview__choice">
          <legend className="admin-visually-hidden">{t.preview}</legend>
          {(['en', 'et'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
            >
              {t.previewLang[l]}
            </button>
          ))}
          {(['html', 'text'] as const).map((f) => (
            <button
              key={f}
              type="button"
              className="button button--secondary button--small"
              aria-pressed={format === f}
              onClick={() => setFormat(f)}
            >
              {t.previewFormat[f]}
            </button>
          ))}
        </fieldset>
        <label htmlFor={phoneId}>
          <input
            id={phoneId}
            type="checkbox"
            checked={phone}
            onChange={(e) => setPhone(e.target.checked)}
          />{' '}
          {t.phoneWidth}
        </label>
      </div>
      {load.status === 'error' ? <p className="admin-notice">{t.previewUnavailable}</p> : null}
      {load.status === 'ready' ? (
        <div>
          <p>
            <strong>{t.subject}:</strong> <span lang={lang}>{load.data.subject}</span>
          </p>
          {format === 'html' ? (
            <iframe
              title={fmt(t.previewFrame, { lang: t.previewLang[lang] })}
              sandbox=""
              srcDoc={load.data.html}
              className={`issue-preview__frame${phone ? ' issue-preview--phone' : ''}`}
            />
          ) : (
            <pre
              className={`issue-preview__text${phone ? ' issue-preview--phone' : ''}`}
              lang={lang}
            >
              {load.data.text}
            </pre>
          )}
        </div>
      ) : null}
    </section>
  );
}
