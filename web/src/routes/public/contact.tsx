import { SITE } from '../../../../shared/constants.ts';
import { deferred } from '../../app/deferred.tsx';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { WithEmail } from '../../components/ui/with-email.tsx';
// The form's own styles come with the page; its script after the page has loaded.
import '../../styles/forms.css';

const ContactForm = deferred(() =>
  import('../../features/forms/contact/contact-form.tsx').then((m) => m.ContactForm),
);

export function ContactPage() {
  const t = useT().pages.contact;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container contact-layout">
        <section className="card form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="card__title">
            {t.formHeading}
          </h2>
          <p className="form-card__lead">{t.formLead}</p>
          <ContactForm />
        </section>
        <div className="contact-aside">
          {[
            { copy: t.salesCard, href: '/sales' },
            { copy: t.supportCard, href: '/support' },
          ].map(({ copy, href }) => (
            <section key={href} className="card" aria-labelledby={`card-${href.slice(1)}`}>
              <h2 id={`card-${href.slice(1)}`} className="card__title">
                {copy.title}
              </h2>
              <p>{copy.text}</p>
              <Link className="text-link" to={to(href)}>
                {copy.link}
              </Link>
            </section>
          ))}
          <OfficeCard />
        </div>
      </div>
    </>
  );
}

function OfficeCard() {
  const t = useT().pages.contact;
  const { address } = SITE;
  return (
    <section className="card" aria-labelledby="office-title">
      <h2 id="office-title" className="card__title">
        {t.officeHeading}
      </h2>
      <address className="office">
        <strong>{SITE.company}</strong>
        <br />
        {address.street}
        <br />
        {address.postcode} {address.city}, {address.country}
      </address>
      <dl className="office__details">
        <div>
          <dt>{t.officeEmail}</dt>
          <dd>
            <a href={`mailto:${SITE.email.general}`}>{SITE.email.general}</a>
          </dd>
        </div>
        <div>
          <dt>{t.officePhone}</dt>
          <dd>
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
            <br />
            <small>{t.officePhoneNote}</small>
          </dd>
        </div>
        <div>
          <dt>{t.registry}</dt>
          <dd>{SITE.registryCode}</dd>
        </div>
      </dl>
      <p>{t.officeHours}</p>
      <h3 className="office__press">{t.pressHeading}</h3>
      <p>
        <WithEmail template={t.pressText} email={SITE.email.press} />
      </p>
    </section>
  );
}
