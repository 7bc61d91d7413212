import { SITE } from '../../../../shared/constants.ts';
import { formatCalendarDate } from '../../../../shared/i18n/dates.ts';
import { fmt } from '../../../../shared/i18n/format.ts';
import { useLang, useT } from '../../app/i18n.ts';
import { LEGAL_DOCUMENT } from './figures/figures.ts';

/** Values the legal texts may name: {company}, {brand}, {registry}, {address}, {email}. */
export function legalValues(email: string): Record<string, string> {
  const a = SITE.address;
  return {
    company: SITE.company,
    brand: SITE.brand,
    registry: SITE.registryCode,
    address: `${a.street}, ${a.postcode} ${a.city}, ${a.country}`,
    email,
  };
}

/** 'Last updated' and version line of both legal documents. */
export function LegalMeta() {
  const t = useT().pages.legal;
  const lang = useLang();
  const date = formatCalendarDate(LEGAL_DOCUMENT.updated, lang);
  return (
    <p className="legal__meta">
      {fmt(t.lastUpdated, { date })} · {fmt(t.version, { version: LEGAL_DOCUMENT.version })}
    </p>
  );
}

interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** Numbered sections with a table of contents linking to #section-N. */
export function LegalSections({
  sections,
  values,
}: {
  sections: LegalSection[];
  values: Record<string, string>;
}) {
  const t = useT().pages.legal;
  return (
    <>
      <nav aria-label={t.contentsLabel} className="legal__toc">
        <ol>
          {sections.map((s, i) => (
            <li key={s.title}>
              <a href={`#section-${i + 1}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.title} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`}>
          <h2 id={`section-${i + 1}-title`}>
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{fmt(p, values)}</p>
          ))}
        </section>
      ))}
    </>
  );
}
