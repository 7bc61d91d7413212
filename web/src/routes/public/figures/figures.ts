/** Figures and prices of public-site §9; their labels live in the catalogue. */

/**
 * Headline stats (home): value, the digits shown after the decimal point, and suffix. `countUp`
 * false: shown whole from the start ("24x7" counting up read "6x7", "12x7": not a quantity).
 */
export const HEADLINE_STATS = [
  { key: 'cases', value: 47, decimals: 0, suffix: '+', countUp: true },
  { key: 'documents', value: 1.98, decimals: 2, suffix: 'M+', countUp: true },
  { key: 'uptime', value: 99.9, decimals: 1, suffix: '%', countUp: true },
  { key: 'support', value: 24, decimals: 0, suffix: 'x7', countUp: false },
] as const;

export type PlanId = 'standard' | 'professional' | 'enterprise';

export interface PlanPrice {
  id: PlanId;
  /** Euros per month; null means a custom price. */
  monthlyEur: number | null;
  highlighted: boolean;
  cta: '/contact' | '/sales';
}

export const PAAS_PLANS: readonly PlanPrice[] = [
  { id: 'standard', monthlyEur: 499, highlighted: false, cta: '/contact' },
  { id: 'professional', monthlyEur: 999, highlighted: true, cta: '/contact' },
  { id: 'enterprise', monthlyEur: null, highlighted: false, cta: '/sales' },
];

export const IAAS_PLANS: readonly PlanPrice[] = [
  { id: 'standard', monthlyEur: 999, highlighted: false, cta: '/contact' },
  { id: 'professional', monthlyEur: 2499, highlighted: true, cta: '/contact' },
  { id: 'enterprise', monthlyEur: null, highlighted: false, cta: '/sales' },
];

export const LEGAL_DOCUMENT = { version: '1.0', updated: '2025-01-01' } as const;
