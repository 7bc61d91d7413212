import { NewsletterLinkPage, type Outcome } from './newsletter-link-page.tsx';

const RESULTS: Record<string, Outcome> = {
  unsubscribed: 'done',
  invalid: 'invalid',
};

/** /newsletter/unsubscribe?token=… — the unsubscribe link every newsletter mail carries. */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage which="unsubscribe" results={RESULTS} />;
}
