import type { PersonCard } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import '../../styles/content.css';
import { fieldLang } from './text-lang.ts';

/** /people: a card per active person, in order_index order, each linking to the profile. */
export function PeoplePage() {
  const people = useLoaderData() as PersonCard[];
  const t = useT();
  const to = useLocalePath();
  return (
    <div className="content-page">
      <header className="content-hero">
        <div className="container">
          <h1>{t.content.people.heading}</h1>
          <p className="content-hero__lead">{t.content.people.lead}</p>
        </div>
      </header>
      <div className="container">
        {people.length === 0 ? (
          <p className="empty-state">{t.content.people.empty}</p>
        ) : (
          <ul className="person-grid">
            {people.map((person) => (
              <li key={person.slug} className="person-card">
                <Avatar
                  name={person.name}
                  photoUrl={person.photoUrl}
                  photo={person.photo}
                  alt={fmt(t.content.people.photoOf, { name: person.name })}
                  size="md"
                />
                <h2 className="person-card__name">
                  <Link to={to(`/people/${person.slug}`)} className="card-link">
                    {person.name}
                  </Link>
                </h2>
                <p className="person-card__title" lang={fieldLang(person, 'title')}>
                  {person.title}
                </p>
                {person.shortBio ? (
                  <p className="person-card__bio" lang={fieldLang(person, 'shortBio')}>
                    {person.shortBio}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
