import { defineCatalogue, translationsByFile } from '#/shared/i18n/catalogue';
import en from './en';

export const soundNamesCatalogue = defineCatalogue(en, translationsByFile(import.meta.glob(['./*.ts', '!./en.ts', '!./catalogue.ts'])));
