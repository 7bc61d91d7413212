/** Stand-ins until the lead-capture forms land; each renders nothing. */
export function ContactForm() {
  return null;
}
export function SalesForm() {
  return null;
}
export function NewsletterForm(_props: { variant?: 'page' | 'footer' }) {
  return null;
}
export function PartnerApplicationForm() {
  return null;
}
export function SupportForm() {
  return null;
}
export function NewsletterPopup() {
  return null;
}
