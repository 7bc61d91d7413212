import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { PAAS_PLANS } from './figures/figures.ts';
import { PlanGrid } from './plan-grid.tsx';

export function PaasPage() {
  const t = useT().pages.paas;
  const plans = useT().pages.plans;
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.heading} lead={t.lead}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.primaryCta}
        </Link>
        <Link className="button button--secondary" to={to('/products/paas#pricing')}>
          {t.secondaryCta}
        </Link>
      </PageHero>

      <Section title={t.benefitsHeading}>
        <ul className="card-grid card-grid--3">
          {t.benefits.map((b) => (
            <li key={b.title} className="card figure-card">
              <p className="figure-card__value">{b.value}</p>
              <h3 className="card__title">{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.capabilitiesHeading} tone="muted">
        <ul className="card-grid card-grid--2">
          {t.capabilities.map((c) => (
            <li key={c.title} className="card">
              <h3 className="card__title">{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.decisionHeading}>
        <div className="split">
          <p>{t.decisionText}</p>
          <CheckList items={t.decisionPoints} />
        </div>
      </Section>

      <Section id="compliance" title={t.complianceHeading} lead={t.complianceLead} tone="muted">
        <ul className="card-grid card-grid--4">
          {t.compliance.map((c) => (
            <li key={c.title} className="card">
              <h3 className="card__title">{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="use-cases" title={t.useCasesHeading}>
        <ul className="card-grid card-grid--4">
          {t.useCases.map((c) => (
            <li key={c.title} className="card">
              <h3 className="card__title">{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.featuresHeading} tone="muted">
        <CheckList items={t.features} className="check-list--columns" />
      </Section>

      <Section id="pricing" title={t.pricingHeading} lead={t.pricingLead}>
        <PlanGrid prices={PAAS_PLANS} text={plans.paas} />
        <p className="plan-note">{plans.trial}</p>
      </Section>

      <Section title={t.successHeading} tone="muted">
        <article className="case-study">
          <h3 className="card__title">{t.success.title}</h3>
          <p>{t.success.text}</p>
          <dl className="results-panel__grid">
            {t.success.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </article>
      </Section>

      <Section title={t.quotesHeading}>
        <Quotes quotes={t.quotes} />
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

export function Quotes({ quotes }: { quotes: { text: string; name: string; org: string }[] }) {
  return (
    <ul className="card-grid card-grid--3">
      {quotes.map((q) => (
        <li key={q.text} className="card quote">
          <figure>
            <blockquote>
              <p>{q.text}</p>
            </blockquote>
            <figcaption>
              <strong>{q.name}</strong>, {q.org}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
