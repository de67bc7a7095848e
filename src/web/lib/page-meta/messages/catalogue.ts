import { defineCatalogue, translationsByFile } from '#/shared/i18n/catalogue';
import en from '#/shared/page-meta/messages/en';

// The translations live in src/shared (the server puts them in the first HTML); the browser loads one language at a time.
export const pageMetaCatalogue = defineCatalogue(
  en,
  translationsByFile(import.meta.glob(['/src/shared/page-meta/messages/*.ts', '!/src/shared/page-meta/messages/en.ts', '!/src/shared/page-meta/messages/catalogue.ts'])),
);
