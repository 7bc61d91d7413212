import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { ExternalLink } from '../../components/ui/external-link.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { TECH_PARTNER_SITES, type TechPartnerData } from './figures/tech-partners.ts';

/** The profile of one technology partner (its loader in routes.ts), with its logo when it has one. */
export function TechPartnerPage() {
  const { id: partnerId, partner } = useLoaderData() as TechPartnerData;
  const t = useT().pages.partners;
  const home = useT().pages.home;
  const to = useLocalePath();
  const p = t.technology[partnerId];
  return (
    <>
      <PageHero eyebrow={t.technologyLabel} title={p.name} lead={p.tagline}>
        <ExternalLink
          className="button button--primary"
          href={TECH_PARTNER_SITES[partnerId]}
          newTabHint={home.opensInNewTab}
        >
          {fmt(t.profile.visit, { name: p.name })}
        </ExternalLink>
        <Link className="button button--secondary" to={to('/partners#platform-partners')}>
          {t.profile.back}
        </Link>
      </PageHero>
      <div className="container tech-partner__intro">
        {partner ? <Logo name={p.name} url={partner.logoUrl} picture={partner.logo} /> : null}
        <p className="prose">{p.text}</p>
      </div>
      <Section title={t.profile.featuresHeading}>
        <CheckList items={p.features} className="check-list--columns" />
      </Section>
      <Section title={t.profile.audiencesHeading} tone="muted">
        <CheckList items={p.audiences} />
      </Section>
      <CtaBand title={t.profile.ctaHeading} text={fmt(t.profile.ctaText, { name: p.name })}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.profile.ctaButton}
        </Link>
      </CtaBand>
    </>
  );
}
