/** What the pricing cards show (spec §2, §3, §9). Price ids live in the server's environment. */
export type BillingPeriod = 'monthly' | 'yearly';

export type PlanOffer = {
  billingPeriod: BillingPeriod;
  name: string;
  description: string;
  priceUsd: number;
  periodLabel: string;
  savingsNote?: string;
  isMostPopular: boolean;
  features: string[];
};

const features = [
  'Unlimited conversations with every AI teacher',
  'Voice and text practice with instant replies',
  'Gentle corrections, vocabulary and grammar tips',
  'Interview practice and writing feedback',
];

export const MONTHLY_PRICE_USD = 9;
export const YEARLY_PRICE_USD = 75;
export const YEARLY_SAVINGS_USD = MONTHLY_PRICE_USD * 12 - YEARLY_PRICE_USD;

export const planOffers: PlanOffer[] = [
  {
    billingPeriod: 'monthly',
    name: 'Monthly',
    description: 'Unlimited Conversations with our AI Teachers',
    priceUsd: MONTHLY_PRICE_USD,
    periodLabel: '/month',
    isMostPopular: false,
    features,
  },
  {
    billingPeriod: 'yearly',
    name: 'Yearly',
    description: 'Unlimited Conversations with our AI Teachers',
    priceUsd: YEARLY_PRICE_USD,
    periodLabel: 'per year',
    savingsNote: `Save $${YEARLY_SAVINGS_USD} per year`,
    isMostPopular: true,
    features,
  },
];
