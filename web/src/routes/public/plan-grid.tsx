import { formatEuro } from '../../../../shared/i18n/numbers.ts';
import { useLang, useLocalePath, useT } from '../../app/i18n.ts';
import { Link } from '../../app/page-router.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import type { PlanId, PlanPrice } from './figures/figures.ts';

interface PlanText {
  name: string;
  description: string;
  features: string[];
  cta: string;
}

/** Formats whole euros for the page's language (€499 in English, 499 € in Estonian). */
export function useEuro(): (amount: number) => string {
  const lang = useLang();
  return (amount) => formatEuro(amount, lang);
}

/** Three plans side by side; the highlighted one is marked 'Most popular'. */
export function PlanGrid({
  prices,
  text,
}: {
  prices: readonly PlanPrice[];
  text: Record<PlanId, PlanText>;
}) {
  const t = useT().pages.plans;
  const to = useLocalePath();
  const euro = useEuro();
  return (
    <ul className="plan-grid">
      {prices.map((plan) => {
        const copy = text[plan.id];
        return (
          <li key={plan.id} className={`plan${plan.highlighted ? ' plan--highlighted' : ''}`}>
            {plan.highlighted ? <p className="plan__badge">{t.popular}</p> : null}
            <h3 className="plan__name">{copy.name}</h3>
            <p className="plan__price">
              {plan.monthlyEur === null ? (
                <span className="plan__amount">{t.custom}</span>
              ) : (
                <>
                  <span className="plan__amount">{euro(plan.monthlyEur)}</span>{' '}
                  <span className="plan__period">{t.perMonth}</span>
                </>
              )}
            </p>
            <p className="plan__description">{copy.description}</p>
            <CheckList items={copy.features} />
            <Link
              className={`button ${plan.highlighted ? 'button--primary' : 'button--secondary'} plan__cta`}
              to={to(plan.cta)}
            >
              {copy.cta}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
