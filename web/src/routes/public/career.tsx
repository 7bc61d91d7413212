import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';

/** Career position shape of public-site §3; the list is empty for now. */
export interface CareerPosition {
  title: string;
  department: string;
  description: string;
  requirements: string[];
  location: string;
  type: string;
  experience: string;
}

const POSITIONS: CareerPosition[] = [];

export function CareerPage() {
  const t = useT().pages.career;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={t.heading} lead={t.lead}>
        <Link className="button button--primary" to={to('/career#positions')}>
          {t.positionsHeading}
        </Link>
        <Link className="button button--secondary" to={to('/about')}>
          {t.aboutLink}
        </Link>
      </PageHero>
      <Section title={t.whyHeading}>
        <ul className="card-grid card-grid--4">
          {t.reasons.map((r) => (
            <li key={r.title} className="card">
              <h3 className="card__title">{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="positions" title={t.positionsHeading} tone="muted">
        {POSITIONS.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{t.noPositions}</p>
            <p>{t.noPositionsText}</p>
            <Link className="button button--primary" to={to('/contact')}>
              {t.contactLink}
            </Link>
          </div>
        ) : (
          <ul className="card-grid card-grid--2">
            {POSITIONS.map((p) => (
              <li key={p.title} className="card">
                <h3 className="card__title">{p.title}</h3>
                <p>
                  {p.department} · {p.location} · {p.type} · {p.experience}
                </p>
                <p>{p.description}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
