/** What other features may use from `pricing` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { PricingCards } from './pricing-cards';
