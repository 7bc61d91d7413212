import { SITE } from '../../../../shared/constants.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CountUp } from '../../components/ui/count-up.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { LogoStrip } from '../../components/ui/logo-strip.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Sparkle } from '../../components/ui/sparkle.tsx';
import { HEADLINE_STATS } from './figures/figures.ts';
import { POWERED_BY_LOGOS, TECH_PARTNER_LOGOS } from './figures/logos.ts';

export function HomePage() {
  const t = useT().pages.home;
  const to = useLocalePath();
  return (
    <>
      <section className="hero hero--home" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <p className="hero__eyebrow">{t.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              {t.heroTitle}
            </h1>
            <p className="hero__lead">{t.heroLead}</p>
            <div className="hero__actions">
              <Link className="button button--primary" to={to('/sales')}>
                {t.scheduleConsultation}
              </Link>
              <Link className="button button--secondary" to={to('/products')}>
                {t.exploreProducts}
              </Link>
            </div>
            <p className="hero__disclaimer">{t.disclaimer}</p>
          </div>
          <img
            className="hero__art"
            src="/images/hero-scales-70d7f9c9.svg"
            alt=""
            width={480}
            height={400}
          />
        </div>
      </section>

      <Section title={t.productsHeading} lead={t.productsLead}>
        <ul className="card-grid card-grid--2">
          {[
            { copy: t.paasCard, href: '/products/paas' },
            { copy: t.iaasCard, href: '/products/iaas' },
          ].map(({ copy, href }) => (
            <li key={href} className="card product-card">
              <Sparkle />
              <p className="card__label">{copy.label}</p>
              <h3 className="card__title">{copy.title}</h3>
              <p>{copy.text}</p>
              <CheckList items={copy.points} />
              <Link className="button button--primary" to={to(href)}>
                {copy.cta}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.partnersHeading} lead={t.partnersLead} tone="muted">
        <LogoStrip label={t.partnersHeading} logos={TECH_PARTNER_LOGOS} toPath={to} />
      </Section>

      <WhySection />
      <StatsRow />

      <Section title={t.poweredHeading} lead={t.poweredLead} tone="muted">
        <LogoStrip
          label={t.poweredHeading}
          logos={POWERED_BY_LOGOS}
          external
          newTabHint={t.opensInNewTab}
        />
      </Section>

      <CtaBand title={t.ctaHeading} text={t.ctaText}>
        <Link className="button button--primary" to={to('/sales')}>
          {t.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}

function WhySection() {
  const t = useT().pages.home;
  return (
    <Section title={fmt(t.whyHeading, { brand: SITE.brand })} lead={t.whyLead}>
      <div className="why">
        <div className="why__lists">
          <div>
            <h3>{t.whyLegalHeading}</h3>
            <CheckList items={t.whyLegal} />
          </div>
          <div>
            <h3>{t.whyTechHeading}</h3>
            <CheckList items={t.whyTech} />
          </div>
        </div>
        <aside className="results-panel" aria-labelledby="results-title">
          <h3 id="results-title">{t.resultsHeading}</h3>
          <p>{t.resultsLead}</p>
          <dl className="results-panel__grid">
            {t.results.map((r) => (
              <div key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </Section>
  );
}

function StatsRow() {
  const t = useT().pages.home;
  const lang = useLang();
  return (
    <Section title={t.statsHeading} className="stats">
      <dl className="stats__row">
        {HEADLINE_STATS.map((s) => (
          <div key={s.key} className="stat">
            <dt className="stat__label">{t.stats[s.key]}</dt>
            <dd className="stat__value">
              {s.countUp ? (
                <CountUp value={s.value} decimals={s.decimals} suffix={s.suffix} lang={lang} />
              ) : (
                `${s.value}${s.suffix}`
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="stats__footnote">{t.statsFootnote}</p>
    </Section>
  );
}
