import { SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { LegalMeta, LegalSections, legalValues } from './legal-document.tsx';

export function TermsPage() {
  const t = useT().pages.terms;
  const to = useLocalePath();
  const values = legalValues(SITE.email.legal);
  return (
    <article className="container legal">
      <h1>{t.heading}</h1>
      <LegalMeta />
      <section className="legal__overview" aria-labelledby="overview-title">
        <h2 id="overview-title">{t.overviewHeading}</h2>
        <p>{fmt(t.overview, values)}</p>
      </section>
      <LegalSections sections={t.sections} values={values} />
      <aside className="legal__disclaimer" aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">{t.disclaimerHeading}</h2>
        <p>{t.disclaimer}</p>
      </aside>
      <section aria-labelledby="law-title">
        <h2 id="law-title">{t.lawHeading}</h2>
        <p>{t.lawIntro}</p>
        <ul>
          {t.law.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p>{t.lawCourts}</p>
      </section>
      <section aria-labelledby="terms-contact-title">
        <h2 id="terms-contact-title">{t.contactHeading}</h2>
        <p>{fmt(t.contactText, values)}</p>
      </section>
      <nav aria-labelledby="related-title" className="legal__related">
        <h2 id="related-title">{t.relatedHeading}</h2>
        <ul className="link-list">
          <li>
            <Link to={to('/legal/privacy-policy')}>{t.privacyLink}</Link>
          </li>
          <li>
            <Link to={to('/contact')}>{t.contactLink}</Link>
          </li>
          <li>
            <Link to={to('/security')}>{t.securityLink}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
