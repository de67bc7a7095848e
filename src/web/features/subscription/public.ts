/** What other features may use from `subscription` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { subscriptionQueryKey, useSubscription } from './api/get-subscription';
export { subscriptionCatalogue } from './messages/catalogue';
export { elapsedTone, paymentSuccessCopy } from './payment-success-copy';
export { subscriptionBadgeLabel } from './subscription-badge-label';
export { dateLabelsFor, statusPanelFor } from './subscription-status-panel';
export { longDate, planName } from './subscription-words';
export { useSubscriptionChanges } from './use-subscription-changes';
