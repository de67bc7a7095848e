/** What other features may use from `subscriptions` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { hasActiveSubscription } from './has-active-subscription';
export { getUserSubscription } from './get-user-subscription';
export { hasOpenSubscription } from './has-active-subscription';
export { subscriptionExistsSql } from './has-active-subscription';
export type { SubscriptionChangeHub } from './subscription-change-hub';
