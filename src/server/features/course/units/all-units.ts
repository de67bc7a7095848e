/**
 * Every course unit, checked against the unit schema once, when the server loads; in path order per language.
 * Beside them, their translations into the interface languages (translate-unit.ts).
 */
import { z } from 'zod';
import { type CourseLanguage, type CourseLevel, type Unit, unitSchema } from '#/shared/course/unit';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '#/shared/i18n/locales';
import * as enA1 from './en/a1/index';
import * as enA2 from './en/a2/index';
import * as enB1 from './en/b1/index';
import * as enB2 from './en/b2/index';
import * as esA1 from './es/a1/index';
import * as esA2 from './es/a2/index';

/** A level's folder: its units' JSON and their translations, one file per interface language. */
type LevelFolder = { units: unknown[]; translations: Partial<Record<TranslatedLocale, unknown>> };

export const LEVEL_FOLDERS: Record<CourseLanguage, LevelFolder[]> = { en: [enA1, enA2, enB1, enB2], es: [esA1, esA2] };

export const UNITS_BY_LANGUAGE: Record<CourseLanguage, Unit[]> = {
  en: LEVEL_FOLDERS.en.flatMap((level) => level.units).map((unit) => unitSchema.parse(unit)),
  es: LEVEL_FOLDERS.es.flatMap((level) => level.units).map((unit) => unitSchema.parse(unit)),
};

export const ALL_UNITS: Unit[] = [...UNITS_BY_LANGUAGE.en, ...UNITS_BY_LANGUAGE.es];

/** Per unit id, its English texts and their translation. */
export const unitTranslationsSchema = z.record(z.string(), z.record(z.string(), z.string().trim().min(1)));
export type UnitTranslations = z.infer<typeof unitTranslationsSchema>;

/** Per interface language, every unit's translated texts. */
export const UNIT_TRANSLATIONS = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [locale, Object.assign({}, ...Object.values(LEVEL_FOLDERS).flat().map((level) => unitTranslationsSchema.parse(level.translations[locale] ?? {}))) as UnitTranslations]),
) as Record<TranslatedLocale, UnitTranslations>;

/** The highest level each language's path reaches. */
export const PATH_TOP_LEVEL: Record<CourseLanguage, CourseLevel> = { en: 'B2', es: 'A2' };
