import { NewsletterLinkPage, type Outcome } from './newsletter-link-page.tsx';

const RESULTS: Record<string, Outcome> = {
  confirmed: 'done',
  used: 'used',
  expired: 'expired',
  invalid: 'invalid',
};

/** /newsletter/confirm?token=… — the confirmation mail's link (double opt-in). */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage which="confirm" results={RESULTS} />;
}
