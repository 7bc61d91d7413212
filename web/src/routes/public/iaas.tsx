import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { IAAS_PLANS } from './figures/figures.ts';
import { Quotes } from './paas.tsx';
import { PlanGrid } from './plan-grid.tsx';

export function IaasPage() {
  const t = useT().pages.iaas;
  const plans = useT().pages.plans;
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.contactCta}
        </Link>
        <Link className="button button--secondary" to={to('/products/iaas#pricing')}>
          {t.pricingCta}
        </Link>
      </PageHero>

      <div className="container benefit-band">
        <CheckList items={t.benefits} className="check-list--columns" />
      </div>

      <Section title={t.governanceHeading} tone="muted">
        <ul className="card-grid card-grid--4">
          {t.governance.map((g) => (
            <li key={g.title} className="card">
              <h3 className="card__title">{g.title}</h3>
              <p>{g.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.highlightsHeading}>
        <dl className="stats__row">
          {t.highlights.map((h) => (
            <div key={h.label} className="stat">
              <dt className="stat__label">{h.label}</dt>
              <dd className="stat__value">{h.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t.builtForHeading} tone="muted">
        <p className="prose">{t.builtForText}</p>
      </Section>

      <Section title={t.featuresHeading}>
        <ul className="card-grid card-grid--4">
          {t.features.map((f) => (
            <li key={f.title} className="card">
              <h3 className="card__title">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pricing" title={t.pricingHeading} lead={t.pricingLead} tone="muted">
        <PlanGrid prices={IAAS_PLANS} text={plans.iaas} />
        <p className="plan-note">{plans.pilot}</p>
        <p className="plan-note">{plans.iaas.footnote}</p>
      </Section>

      <Section title={t.casesHeading}>
        <ul className="card-grid card-grid--2">
          {t.cases.map((c) => (
            <li key={c.title} className="card">
              <h3 className="card__title">{c.title}</h3>
              <p>{c.text}</p>
              <CheckList items={c.results} />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.testimonialsHeading} tone="muted">
        <Quotes quotes={t.testimonials} />
      </Section>

      <CtaBand title={t.ctaHeading} text={t.ctaText}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.ctaPrimary}
        </Link>
        <Link className="button button--secondary" to={to('/sales')}>
          {t.ctaSecondary}
        </Link>
      </CtaBand>
    </>
  );
}
