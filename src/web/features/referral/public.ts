/** What other features may use from `referral` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { notifyReferralSignup, readReferral } from './referral';
