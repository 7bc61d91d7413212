import { SITE } from '../../../../shared/constants.ts';
import type { PartnerCard } from '../../../../shared/content-types.ts';
import { deferred } from '../../app/deferred.tsx';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { WithEmail } from '../../components/ui/with-email.tsx';
// The form's own styles come with the page; its script after the page has loaded.
import '../../styles/forms.css';
import { partnerRow, TECH_PARTNER_IDS } from './figures/tech-partners.ts';

const PartnerApplicationForm = deferred(() =>
  import('../../features/forms/partner/partner-application-form.tsx').then(
    (m) => m.PartnerApplicationForm,
  ),
);

/** A partner's logo on its card, when its row among the partners has one. */
function CardLogo({ partner, name }: { partner: PartnerCard | null; name: string }) {
  return partner ? (
    <Logo name={name} url={partner.logoUrl} picture={partner.logo} className="card__logo" />
  ) : null;
}

/** /partners: the partnership models, the partners (the catalogue's texts, their logos), the form. */
export function PartnersPage() {
  const t = useT().pages.partners;
  const to = useLocalePath();
  const partners = useLoaderData() as PartnerCard[] | undefined;
  return (
    <>
      <PageHero title={t.heading} lead={t.lead}>
        <Link className="button button--primary" to={to('/partners#become-partner')}>
          {t.becomePartner}
        </Link>
        <Link className="button button--secondary" to={to('/partners/login')}>
          {t.existingPartner}
        </Link>
      </PageHero>

      <Section title={t.modelsHeading}>
        <ul className="card-grid card-grid--3">
          {t.models.map((m) => (
            <li key={m.type} className="card">
              <h3 className="card__title">{m.title}</h3>
              <p className="card__label">{m.subtitle}</p>
              <p>{m.text}</p>
              <CheckList items={m.points} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="platform-partners" title={t.platformHeading} lead={t.platformLead} tone="muted">
        <h3>{t.technologyLabel}</h3>
        <ul className="card-grid card-grid--4">
          {TECH_PARTNER_IDS.map((id) => {
            const p = t.technology[id];
            return (
              <li key={id} className="card">
                <CardLogo partner={partnerRow(partners, { slug: id })} name={p.name} />
                <h4 className="card__title">{p.name}</h4>
                <p>{p.tagline}</p>
                <Link
                  className="text-link"
                  to={to(`/partners/technology/${id}`)}
                  aria-label={`${t.profileLink}: ${p.name}`}
                >
                  {t.profileLink}
                </Link>
              </li>
            );
          })}
        </ul>
        <h3>{t.platformLabel}</h3>
        <ul className="card-grid card-grid--3">
          {t.platformPartners.map((p) => (
            <li key={p.name} className="card">
              <CardLogo
                partner={partnerRow(partners, { kind: 'platform', name: p.name })}
                name={p.name}
              />
              <h4 className="card__title">{p.name}</h4>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t.hardwareHeading} lead={t.hardwareLead}>
        <ul className="card-grid card-grid--2">
          {t.hardwarePartners.map((p) => (
            <li key={p.name} className="card">
              <CardLogo
                partner={partnerRow(partners, { kind: 'hardware', name: p.name })}
                name={p.name}
              />
              <h3 className="card__title">{p.name}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="become-partner" title={t.applyHeading} lead={t.applyLead} tone="muted">
        <div className="form-card">
          <PartnerApplicationForm />
        </div>
      </Section>

      <Section title={t.contactHeading}>
        <p>
          <WithEmail template={t.contactText} email={SITE.email.partners} />
        </p>
        <div className="hero__actions">
          <Link className="button button--secondary" to={to('/contact')}>
            {t.contactLink}
          </Link>
          <Link className="button button--secondary" to={to('/partners/login')}>
            {t.existingPartner}
          </Link>
        </div>
      </Section>
    </>
  );
}
