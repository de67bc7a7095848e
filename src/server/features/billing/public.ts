/** What other features may use from `billing` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export type { BillingProvider } from './billing-provider';
