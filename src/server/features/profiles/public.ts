/** What other features may use from `profiles` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { ensureUserProfile } from './ensure-user-profile';
export { isListedAdmin, type ProfileOwner } from './ensure-user-profile';
export { grantListedAdmin, grantListedAdminById } from './grant-listed-admin';
export { readSavedLocale } from './read-saved-locale';
export { explanationLanguagePart } from './explanation-language-part';
