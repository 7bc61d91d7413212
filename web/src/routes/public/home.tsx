import { Link } from 'react-router-dom';
import { useLocalePath, useT } from '../../app/i18n.ts';

export function HomePage() {
  const t = useT();
  const to = useLocalePath();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <p className="hero__eyebrow">{t.pages.home.eyebrow}</p>
        <h1 id="hero-title" className="hero__title">
          {t.pages.home.heroTitle}
        </h1>
        <p className="hero__lead">{t.pages.home.heroLead}</p>
        <div className="hero__actions">
          <Link className="button button--primary" to={to('/sales')}>
            {t.pages.home.scheduleConsultation}
          </Link>
          <Link className="button button--secondary" to={to('/products')}>
            {t.pages.home.exploreProducts}
          </Link>
        </div>
        <p className="hero__disclaimer">{t.pages.home.disclaimer}</p>
      </div>
    </section>
  );
}
