import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';

export function SolutionsPage() {
  const t = useT().pages.solutions;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />

      <Section id="industry" title={t.industryHeading}>
        <ul className="card-grid card-grid--3">
          {t.industries.map((i) => (
            <li key={i.title} className="card">
              <h3 className="card__title">{i.title}</h3>
              <p>{i.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="compliance" title={t.complianceHeading} tone="muted">
        <p className="prose">{t.complianceText}</p>
        <ul className="chip-list">
          {t.complianceItems.map((c) => (
            <li key={c} className="chip">
              {c}
            </li>
          ))}
        </ul>
        <Link className="text-link" to={to('/products/paas#compliance')}>
          {t.complianceLink}
        </Link>
      </Section>

      <Section id="use-case" title={t.useCaseHeading}>
        <ul className="card-grid card-grid--4">
          {t.useCases.map((u) => (
            <li key={u.title} className="card">
              <h3 className="card__title">{u.title}</h3>
              <p>{u.text}</p>
            </li>
          ))}
        </ul>
        <Link className="text-link" to={to('/products/paas#use-cases')}>
          {t.useCaseLink}
        </Link>
      </Section>

      {/* The grid's own margin would cancel the container's centring on one element. */}
      <div className="container">
        <div className="card-grid card-grid--2 solutions__products">
          <section id="legaltech" className="card" aria-labelledby="legaltech-title">
            <h2 id="legaltech-title" className="card__title">
              {t.legaltechHeading}
            </h2>
            <p>{t.legaltechText}</p>
            <Link className="button button--secondary" to={to('/products/paas')}>
              {t.legaltechLink}
            </Link>
          </section>
          <section id="hybridai" className="card" aria-labelledby="hybridai-title">
            <h2 id="hybridai-title" className="card__title">
              {t.hybridaiHeading}
            </h2>
            <p>{t.hybridaiText}</p>
            <Link className="button button--secondary" to={to('/products/iaas')}>
              {t.hybridaiLink}
            </Link>
          </section>
        </div>
      </div>

      <CtaBand title={t.ctaHeading} text={t.ctaText}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}
