import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';
import { FaqView } from '../../features/faq/faq-view.tsx';

export function FaqPage() {
  const t = useT().pages.faq;
  const to = useLocalePath();
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container">
        <FaqView />
      </div>
      <Section title={t.moreHeading} tone="muted">
        <p>{t.moreText}</p>
        <Link className="button button--primary" to={to('/support')}>
          {t.moreLink}
        </Link>
      </Section>
    </>
  );
}
