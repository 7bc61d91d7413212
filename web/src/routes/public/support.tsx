import { SITE } from '../../../../shared/constants.ts';
import { deferred } from '../../app/deferred.tsx';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
// The form's own styles come with the page; its script after the page has loaded.
import '../../styles/forms.css';

const SupportForm = deferred(() =>
  import('../../features/forms/support/support-form.tsx').then((m) => m.SupportForm),
);

export function SupportPage() {
  const t = useT().pages.support;
  const to = useLocalePath();
  const faqLinks = [
    { href: '/faq#getting-started', label: t.faqLinks.gettingStarted },
    { href: '/faq#2', label: t.faqLinks.pricing },
    { href: '/faq#api-access', label: t.faqLinks.api },
    { href: '/faq#3', label: t.faqLinks.security },
  ];
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container">
        <ul className="card-grid card-grid--3">
          <li className="card">
            <h2 className="card__title">{t.docsTitle}</h2>
            <p>{t.docsText}</p>
            <Link className="text-link" to={to('/docs')}>
              {t.docsLink}
            </Link>
          </li>
          <li className="card">
            <h2 className="card__title">{t.chatTitle}</h2>
            <p>{t.chatText}</p>
            <Link className="text-link" to={to('/contact')}>
              {t.chatLink}
            </Link>
          </li>
          <li className="card">
            <h2 className="card__title">{t.emailTitle}</h2>
            <p>{t.emailText}</p>
            <a className="text-link" href={`mailto:${SITE.email.support}`}>
              {SITE.email.support}
            </a>
          </li>
        </ul>
      </div>
      <Section title={t.hoursHeading}>
        <ul className="plain-list">
          <li>{t.hours}</li>
          <li>{t.docsHours}</li>
          <li>{t.phoneNote}</li>
          <li>{t.languages}</li>
        </ul>
      </Section>
      <Section title={t.faqHeading} tone="muted">
        <ul className="link-list">
          {faqLinks.map((l) => (
            <li key={l.href}>
              <Link to={to(l.href)}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="request" title={t.formHeading} lead={t.formLead}>
        <div className="form-card">
          <SupportForm />
        </div>
      </Section>
    </>
  );
}
