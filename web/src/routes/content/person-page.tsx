import type { PersonProfile } from '../../../../shared/content-types.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link, useLoaderData } from '../../app/page-router.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { SanitizedHtml } from '../../components/ui/sanitized-html.tsx';
import { EXTERNAL_LINK_PROPS } from '../../lib/external.ts';
import '../../styles/content.css';
import { fieldLang } from './text-lang.ts';

/** /people/{slug}: name, title, photo (or initials), long biography, external links. */
export function PersonPage() {
  const person = useLoaderData() as PersonProfile;
  const t = useT();
  const to = useLocalePath();
  return (
    <article className="content-page" aria-labelledby="person-name">
      <div className="container container--narrow person-profile">
        <p>
          <Link to={to('/people')}>← {t.content.people.backToPeople}</Link>
        </p>
        <header className="person-profile__header">
          <Avatar
            name={person.name}
            photoUrl={person.photoUrl}
            photo={person.photo}
            alt={fmt(t.content.people.photoOf, { name: person.name })}
            size="lg"
          />
          <div>
            <h1 id="person-name">{person.name}</h1>
            <p className="person-profile__title" lang={fieldLang(person, 'title')}>
              {person.title}
            </p>
          </div>
        </header>
        <SanitizedHtml
          className="prose"
          html={person.longBioHtml}
          lang={fieldLang(person, 'longBio')}
        />
        {person.links.length > 0 ? (
          <section aria-labelledby="person-links">
            <h2 id="person-links">{t.content.people.links}</h2>
            <ul className="person-profile__links">
              {person.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} {...EXTERNAL_LINK_PROPS}>
                    {link.label}
                    <span className="visually-hidden"> {t.common.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
