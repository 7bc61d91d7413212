import type { AboutContent, AdvisorCard, TeamCard } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import '../../styles/content.css';
import { fieldLang } from './text-lang.ts';

/** /about: mission, vision, impact, story, values, team, advisory board, investors, calls to action. */
export function AboutPage() {
  const { team, advisors, investors } = useLoaderData() as AboutContent;
  const t = useT();
  const a = t.content.about;
  const to = useLocalePath();
  return (
    <div className="content-page about">
      <header className="content-hero">
        <div className="container">
          <h1>{a.heading}</h1>
          <p className="content-hero__lead">{a.lead}</p>
          <p className="content-hero__note">{a.founded}</p>
        </div>
      </header>
      <div className="container">
        <div className="two-columns">
          <section aria-labelledby="mission" className="panel">
            <h2 id="mission">{a.missionTitle}</h2>
            <p>{a.mission}</p>
          </section>
          <section aria-labelledby="vision" className="panel">
            <h2 id="vision">{a.visionTitle}</h2>
            <p>{a.vision}</p>
          </section>
        </div>

        <section aria-labelledby="impact" className="content-section">
          <h2 id="impact">{a.impactTitle}</h2>
          <dl className="figures">
            {a.impact.map((figure) => (
              <div key={figure.label} className="figures__item">
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="story" className="content-section container--narrow">
          <h2 id="story">{a.storyTitle}</h2>
          {a.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="values" className="content-section">
          <h2 id="values">{a.valuesTitle}</h2>
          <ul className="value-grid">
            {a.values.map((value) => (
              <li key={value.title} className="panel">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="team" className="content-section">
          <h2 id="team">{a.teamTitle}</h2>
          <p>{a.teamLead}</p>
          <ul className="person-grid">
            {team.map((member) => (
              <TeamMember key={`${member.name}-${member.position}`} member={member} />
            ))}
          </ul>
          <p>
            <Link to={to('/people')}>{a.meetEveryone}</Link>
          </p>
        </section>

        <section aria-labelledby="advisory" className="content-section panel">
          <h2 id="advisory">{a.advisoryTitle}</h2>
          {advisors.length > 0 ? (
            <ul className="advisor-list">
              {advisors.map((advisor) => (
                <Advisor key={advisor.name} advisor={advisor} />
              ))}
            </ul>
          ) : (
            <p>{a.advisoryComingSoon}</p>
          )}
        </section>

        <section aria-labelledby="investors" className="content-section panel">
          <h2 id="investors">{a.investorsTitle}</h2>
          {investors.length > 0 ? (
            <ul className="investor-list">
              {investors.map((investor) => (
                <li key={investor.name}>
                  <Logo name={investor.name} url={investor.logoUrl} picture={investor.logo} />
                  {investor.name}
                </li>
              ))}
            </ul>
          ) : null}
          <p>{a.investorsText}</p>
          <Link to={to('/contact')}>{a.investorsContact}</Link>
        </section>

        <section aria-labelledby="about-cta" className="content-section cta-panel">
          <h2 id="about-cta">{a.ctaTitle}</h2>
          <p>{a.ctaText}</p>
          <div className="cta-panel__actions">
            <Link className="button button--primary" to={to('/contact')}>
              {a.ctaContact}
            </Link>
            <Link className="button button--secondary" to={to('/career')}>
              {a.ctaCareer}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

function Advisor({ advisor }: { advisor: AdvisorCard }) {
  const to = useLocalePath();
  const role = [advisor.title, advisor.organisation].filter(Boolean).join(', ');
  return (
    <li>
      <h3>
        {advisor.personSlug ? (
          <Link to={to(`/people/${advisor.personSlug}`)}>{advisor.name}</Link>
        ) : (
          advisor.name
        )}
      </h3>
      {role ? <p lang={fieldLang(advisor, 'title')}>{role}</p> : null}
      {advisor.bio ? <p lang={fieldLang(advisor, 'bio')}>{advisor.bio}</p> : null}
    </li>
  );
}

function TeamMember({ member }: { member: TeamCard }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <li className="person-card">
      <Avatar
        name={member.name}
        photoUrl={member.photoUrl}
        photo={member.photo}
        alt={fmt(t.content.people.photoOf, { name: member.name })}
        size="md"
      />
      <h3 className="person-card__name">
        {member.personSlug ? (
          <Link to={to(`/people/${member.personSlug}`)} className="card-link">
            {member.name}
          </Link>
        ) : (
          member.name
        )}
      </h3>
      <p className="person-card__title" lang={fieldLang(member, 'position')}>
        {member.position}
      </p>
    </li>
  );
}
