import { fmt } from '../../../shared/i18n/format.ts';
import type { Messages } from '../../../shared/i18n/index.ts';
import '../styles/notices.css';
import { kindOfEndpoint } from '../features/forms/lead-form/endpoints.ts';
import type { OutboxEntry } from './outbox-writer.ts';

/**
 * Site-wide notices outside the page's React tree (rendered into their own root by
 * start-offline.ts, so public and admin pages get them without touching the layouts).
 */
export function OfflineNotices(props: {
  t: Messages;
  locale: string;
  failed: OutboxEntry[];
  onDismissFailed: () => void;
  /** Something saved offline has now been delivered. */
  sent: boolean;
  onDismissSent: () => void;
  updateReady: boolean;
  onReload: () => void;
  onLater: () => void;
}) {
  const { t } = props;
  // Made only when something is listed: a first Intl formatter costs tens of milliseconds, and
  // these notices are rendered, empty, on every page once it has loaded.
  const date =
    props.failed.length > 0
      ? new Intl.DateTimeFormat(props.locale, { dateStyle: 'medium', timeStyle: 'short' })
      : undefined;
  return (
    <>
      {props.failed.length > 0 ? (
        <section
          role="alert"
          className="site-notice site-notice--error"
          aria-labelledby="outbox-failed-title"
        >
          <h2 id="outbox-failed-title">{t.forms.offline.failedTitle}</h2>
          <ul>
            {props.failed.map((entry) => {
              const kind = kindOfEndpoint(entry.endpoint);
              return (
                <li key={entry.idempotencyKey}>
                  {fmt(t.forms.offline.failedItem, {
                    form: kind ? t.forms.offline.kinds[kind] : entry.endpoint,
                    date: date?.format(entry.createdAt) ?? '',
                    reason: entry.lastError || t.forms.offline.refused,
                  })}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onDismissFailed}
          >
            {t.forms.offline.dismiss}
          </button>
        </section>
      ) : null}
      {props.sent ? (
        <section role="status" className="site-notice" aria-label={t.forms.offline.sent}>
          <p>{t.forms.offline.sent}</p>
          <button type="button" className="button button--secondary" onClick={props.onDismissSent}>
            {t.forms.offline.dismiss}
          </button>
        </section>
      ) : null}
      {props.updateReady ? (
        <section role="status" className="site-notice" aria-label={t.forms.pwa.updateAvailable}>
          <p>{t.forms.pwa.updateAvailable}</p>
          <button type="button" className="button button--primary" onClick={props.onReload}>
            {t.forms.pwa.reload}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onLater}>
            {t.forms.pwa.later}
          </button>
        </section>
      ) : null}
    </>
  );
}
