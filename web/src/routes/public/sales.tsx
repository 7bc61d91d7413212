import { deferred } from '../../app/deferred.tsx';
import { useT } from '../../app/i18n.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
// The form's own styles come with the page; its script after the page has loaded.
import '../../styles/forms.css';

const SalesForm = deferred(() =>
  import('../../features/forms/sales/sales-form.tsx').then((m) => m.SalesForm),
);

export function SalesPage() {
  const t = useT().pages.sales;
  return (
    <>
      <PageHero title={t.heading} lead={t.lead} />
      <div className="container contact-layout">
        <section className="card form-card" aria-labelledby="sales-form-title">
          <h2 id="sales-form-title" className="card__title">
            {t.formHeading}
          </h2>
          <SalesForm />
        </section>
        <section className="card" aria-labelledby="sales-process-title">
          <h2 id="sales-process-title" className="card__title">
            {t.processHeading}
          </h2>
          <ol className="steps">
            {t.steps.map((step) => (
              <li key={step.title} className="steps__item">
                <h3 className="steps__title">
                  {step.title} <span className="steps__duration">· {step.duration}</span>
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="plan-note">{t.reply}</p>
        </section>
      </div>
    </>
  );
}
