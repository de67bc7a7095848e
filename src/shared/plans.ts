/** The plan catalogue. Price ids come from the server's configuration (public config). */
export type BillingPeriod = 'monthly' | 'yearly';

export type PriceIds = { monthly: string; yearly: string; core: string; pro: string };

/** A plan (name, price, interval), plus what the pricing card shows. */
export type PlanCatalogueEntry = {
  id: string;
  priceId: string;
  name: string;
  description: string;
  mode: 'subscription';
  billingPeriod: BillingPeriod;
  priceUsd: number;
  periodLabel: string;
  savingsNote?: string;
  isMostPopular: boolean;
  features: string[];
};

export const MONTHLY_PRICE_USD = 9;
export const YEARLY_PRICE_USD = 75;
export const YEARLY_SAVINGS_USD = MONTHLY_PRICE_USD * 12 - YEARLY_PRICE_USD;
export const UNKNOWN_PLAN_NAME = 'Unknown Plan';
const PRODUCT_ID = 'prod_parley_unlimited';
const PLAN_DESCRIPTION = 'Unlimited Conversations with our AI Teachers';

const features = [
  'Unlimited conversations with every AI teacher',
  'Voice and text practice with instant replies',
  'Gentle corrections, vocabulary and grammar tips',
  'Interview practice and writing feedback',
];

/** The two plans sold on the pricing cards: monthly and yearly. */
export function sellablePlans(prices: PriceIds): PlanCatalogueEntry[] {
  return [
    { id: PRODUCT_ID, priceId: prices.monthly, name: 'Monthly', description: PLAN_DESCRIPTION, mode: 'subscription', billingPeriod: 'monthly', priceUsd: MONTHLY_PRICE_USD, periodLabel: '/month', isMostPopular: false, features },
    {
      id: PRODUCT_ID, priceId: prices.yearly, name: 'Yearly', description: PLAN_DESCRIPTION, mode: 'subscription', billingPeriod: 'yearly', priceUsd: YEARLY_PRICE_USD, periodLabel: 'per year',
      savingsNote: `Save $${YEARLY_SAVINGS_USD} per year`, isMostPopular: true, features,
    },
  ];
}

/**
 * The product-branded name of a subscribed price: the base plan (monthly or yearly), Core (English
 * practice with AI) or Pro (English and Spanish practice and video calls); anything else is unknown.
 */
export function planNameFor(priceId: string | null | undefined, prices: PriceIds): string {
  if (priceId === prices.monthly) return 'Parley Unlimited (Monthly)';
  if (priceId === prices.yearly) return 'Parley Unlimited (Yearly)';
  if (priceId === prices.core) return 'Parley Core';
  if (priceId === prices.pro) return 'Parley Pro';
  return UNKNOWN_PLAN_NAME;
}
