import { HTML_LANG, SITE } from '../../../../shared/constants.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import type { PartnerAccount } from './partner-api.ts';

/** The company, contact and application status of the partner's application. */
export function ApplicationDetails({
  application,
}: {
  application: PartnerAccount['application'];
}) {
  const t = useT().auth.partnerDashboard;
  const lang = useLang();
  if (!application) {
    return (
      <section className="partner-card" aria-labelledby="partner-company">
        <h2 id="partner-company">{t.companyHeading}</h2>
        <p>{t.noApplication}</p>
      </section>
    );
  }
  const date = new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: 'long' });
  return (
    <>
      <section className="partner-card" aria-labelledby="partner-status">
        <h2 id="partner-status">{t.statusHeading}</h2>
        <p>
          <span className={`partner-status partner-status--${application.status}`}>
            {t.statuses[application.status]}
          </span>
        </p>
        <p>{t.statusNotes[application.status]}</p>
      </section>
      <section className="partner-card" aria-labelledby="partner-company">
        <h2 id="partner-company">{t.companyHeading}</h2>
        <dl className="partner-details">
          <dt>{t.company}</dt>
          <dd>{application.company}</dd>
          <dt>{t.contactName}</dt>
          <dd>{application.name}</dd>
          <dt>{t.email}</dt>
          <dd>{application.email}</dd>
          <dt>{t.partnerType}</dt>
          <dd>{t.partnerTypes[application.partnerType]}</dd>
          <dt>{t.submittedOn}</dt>
          <dd>
            <time dateTime={application.createdAt}>
              {date.format(new Date(application.createdAt))}
            </time>
          </dd>
        </dl>
      </section>
    </>
  );
}

/** Documents for partners and the partner manager's contact details. */
export function PartnerResources() {
  const t = useT().auth.partnerDashboard;
  const to = useLocalePath();
  return (
    <>
      <section className="partner-card" aria-labelledby="partner-resources">
        <h2 id="partner-resources">{t.resourcesHeading}</h2>
        <ul className="partner-resources">
          {t.resources.map((resource) => (
            <li key={resource.href}>
              <Link to={to(resource.href)}>{resource.title}</Link>
              <p>{resource.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="partner-card" aria-labelledby="partner-manager">
        <h2 id="partner-manager">{t.managerHeading}</h2>
        <p>{t.managerText}</p>
        <dl className="partner-details">
          <dt>{t.managerEmail}</dt>
          <dd>
            <a href={`mailto:${SITE.email.partners}`}>{SITE.email.partners}</a>
          </dd>
          <dt>{t.managerPhone}</dt>
          <dd>
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
          </dd>
        </dl>
      </section>
    </>
  );
}
