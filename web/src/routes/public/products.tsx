import { useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { CtaBand } from '../../components/ui/cta-band.tsx';

export function ProductsPage() {
  const t = useT().pages.products;
  const to = useLocalePath();
  const sections = [
    { copy: t.paas, base: '/products/paas', art: '/images/platform.svg' },
    { copy: t.iaas, base: '/products/iaas', art: '/images/infrastructure.svg' },
  ];
  return (
    <>
      <header className="hero page-hero">
        <div className="container">
          <h1 className="hero__title fade-in">{t.heading}</h1>
          <p className="products__subheading fade-in fade-in--late">{t.subheading}</p>
        </div>
      </header>
      {sections.map(({ copy, base, art }, i) => (
        <section
          key={base}
          className={`section${i % 2 ? ' section--muted' : ''}`}
          aria-labelledby={`product-${i}`}
        >
          <div className="container split">
            <div>
              <p className="card__label">{copy.label}</p>
              <h2 id={`product-${i}`} className="section__title">
                {copy.title}
              </h2>
              <p>{copy.text}</p>
              <CheckList items={copy.points} />
              <div className="hero__actions">
                <Link className="button button--primary" to={to(base)}>
                  {copy.more}
                </Link>
                <Link className="button button--secondary" to={to(`${base}#pricing`)}>
                  {copy.pricing}
                </Link>
              </div>
            </div>
            <img
              className="split__art"
              src={art}
              alt=""
              width={480}
              height={360}
              loading={i === 0 ? undefined : 'lazy'}
              decoding="async"
            />
          </div>
        </section>
      ))}
      <CtaBand title={t.ctaHeading} text={t.ctaText}>
        <Link className="button button--primary" to={to('/contact')}>
          {t.contact}
        </Link>
        <Link className="button button--secondary" to={to('/sales')}>
          {t.sales}
        </Link>
      </CtaBand>
    </>
  );
}
