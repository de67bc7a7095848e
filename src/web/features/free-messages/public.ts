/** What other features may use from `free-messages` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { FreeMessageBanner } from './free-message-banner';
export { UpgradeModal } from './upgrade-modal';
export { useFreeMessageGate } from './use-free-message-gate';
