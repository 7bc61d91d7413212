import { SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { LegalMeta, LegalSections, legalValues } from './legal-document.tsx';

export function PrivacyPage() {
  const t = useT().pages.privacy;
  const to = useLocalePath();
  const values = legalValues(SITE.email.privacy);
  return (
    <article className="container legal">
      <h1>{t.heading}</h1>
      <LegalMeta />
      <p className="legal__intro">{fmt(t.intro, values)}</p>
      <LegalSections sections={t.sections} values={values} />
      <p>
        <Link to={to('/legal/terms-of-service')}>{t.termsLink}</Link>
      </p>
    </article>
  );
}
