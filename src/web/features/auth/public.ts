/** What other features may use from `auth` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useAuth } from './auth-provider';
export { LandingSignUpForm } from './landing-sign-up-form';
export { savePreferences } from './api/save-preferences';
