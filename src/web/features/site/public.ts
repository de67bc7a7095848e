/** What other features may use from `site` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
