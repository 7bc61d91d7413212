import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/i18n/index.ts';
import { OfflineNotices } from '../../../../web/src/offline/offline-notices.tsx';
import type { OutboxEntry } from '../../../../web/src/offline/outbox-writer.ts';

function refused(lastError: string | null): OutboxEntry {
  return {
    id: 1,
    endpoint: '/api/contact',
    body: {},
    idempotencyKey: `key-${lastError}`,
    createdAt: Date.UTC(2025, 0, 2, 10),
    attempts: 1,
    lastError,
    state: 'failed',
  };
}

function notices(lang: 'en' | 'et', failed: OutboxEntry[]): string {
  const none = () => undefined;
  return renderToStaticMarkup(
    <OfflineNotices
      t={messages(lang)}
      locale={lang === 'et' ? 'et' : 'en-GB'}
      failed={failed}
      onDismissFailed={none}
      sent={false}
      onDismissSent={none}
      updateReady={false}
      onReload={none}
      onLater={none}
    />,
  );
}

describe('the notice of refused submissions', () => {
  it("gives the server's reason, or says in the page's language that it was not accepted", () => {
    const en = notices('en', [refused('Email is required'), refused(null)]);
    expect(en).toContain('Contact message, saved 2 Jan 2025');
    expect(en).toContain(': Email is required</li>');
    expect(en).toContain(': it was not accepted. Please fill in the form again.</li>');
    expect(notices('et', [refused(null)])).toContain(
      ': seda ei võetud vastu. Palun täida vorm uuesti.</li>',
    );
  });
});
