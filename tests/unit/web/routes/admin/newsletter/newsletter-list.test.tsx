import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NewsletterSignupRow } from '../../../../../../shared/admin/newsletter.ts';
import { NewsletterList } from '../../../../../../web/src/routes/admin/newsletter/newsletter-list.tsx';

const row = (email: string, suppressed: boolean): NewsletterSignupRow => ({
  id: email,
  email,
  subscribed: true,
  source: 'page',
  consent_at: '2026-01-01T00:00:00.000Z',
  confirmed_at: '2026-01-01T00:00:00.000Z',
  unsubscribed_at: null,
  user_agent: null,
  language: 'en',
  spam_reason: null,
  spam_at: null,
  bounces: suppressed ? 3 : 0,
  suppressed_at: suppressed ? '2026-02-01T00:00:00.000Z' : null,
  source_page: null,
  source_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: '1',
  deleted_at: null,
});

const list = (rows: NewsletterSignupRow[]) =>
  renderToStaticMarkup(
    <NewsletterList
      loading={false}
      rows={rows}
      total={rows.length}
      everything={rows.length}
      spam={false}
      filtered={false}
      page={1}
      pageCount={1}
      onAction={() => undefined}
      onPage={() => undefined}
      onClear={() => undefined}
    />,
  );

describe('the newsletter list', () => {
  it('says which addresses are suppressed after refusals, and offers to take them back', () => {
    const html = list([row('gone@example.com', true), row('ok@example.com', false)]);
    expect(html).toContain('Suppressed: its mail server refused the newsletter 3 times');
    expect(html).toContain('aria-label="Take back gone@example.com: send it the newsletter again"');
    expect(html).not.toContain('Take back ok@example.com');
  });
});
