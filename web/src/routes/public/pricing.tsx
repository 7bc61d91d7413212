import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { Section } from '../../components/ui/section.tsx';

export function PricingPage() {
  const t = useT().pages.pricing;
  const to = useLocalePath();
  const products = [
    { title: t.paasTitle, text: t.paasText, link: t.paasLink, href: '/products/paas#pricing' },
    { title: t.iaasTitle, text: t.iaasText, link: t.iaasLink, href: '/products/iaas#pricing' },
  ];
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container">
        <ul className="card-grid card-grid--2">
          {products.map((p) => (
            <li key={p.href} className="card">
              <h2 className="card__title">{p.title}</h2>
              <p>{p.text}</p>
              <Link className="button button--primary" to={to(p.href)}>
                {p.link}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Section title={t.faqHeading}>
        <dl className="qa-list">
          {t.faq.map((q) => (
            <div key={q.question}>
              <dt>{q.question}</dt>
              <dd>{q.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
