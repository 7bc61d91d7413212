import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';

export function SecurityPage() {
  const t = useT().pages.security;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <Section id="certifications" title={t.certificationsHeading}>
        <ul className="card-grid card-grid--4">
          {t.certifications.map((c) => (
            <li key={c.title} className="card">
              <h3 className="card__title">{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="hsm" title={t.hsmHeading} tone="muted">
        <div className="split">
          <p>{t.hsmText}</p>
          <CheckList items={t.hsmPoints} />
        </div>
      </Section>
      <Section id="features" title={t.featuresHeading}>
        <ul className="card-grid card-grid--3">
          {t.features.map((f) => (
            <li key={f.title} className="card">
              <h3 className="card__title">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="post-quantum" title={t.pqHeading} tone="muted">
        <p className="prose">{t.pqText}</p>
        <dl className="qa-list qa-list--grid">
          {t.pqAlgorithms.map((a) => (
            <div key={a.name}>
              <dt>{a.name}</dt>
              <dd>{a.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBand title={t.ctaHeading} text={t.ctaText}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}
