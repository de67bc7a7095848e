/** Every course unit, checked against the unit schema once, when the server loads; in path order per language. */
import { type CourseLanguage, type CourseLevel, type Unit, unitSchema } from '#/shared/course/unit';
import { units as enA1 } from './en/a1/index';
import { units as enA2 } from './en/a2/index';
import { units as enB1 } from './en/b1/index';
import { units as enB2 } from './en/b2/index';
import { units as esA1 } from './es/a1/index';
import { units as esA2 } from './es/a2/index';

const BY_LANGUAGE: Record<CourseLanguage, unknown[][]> = { en: [enA1, enA2, enB1, enB2], es: [esA1, esA2] };

export const UNITS_BY_LANGUAGE: Record<CourseLanguage, Unit[]> = {
  en: BY_LANGUAGE.en.flat().map((unit) => unitSchema.parse(unit)),
  es: BY_LANGUAGE.es.flat().map((unit) => unitSchema.parse(unit)),
};

export const ALL_UNITS: Unit[] = [...UNITS_BY_LANGUAGE.en, ...UNITS_BY_LANGUAGE.es];

/** The highest level each language's path reaches. */
export const PATH_TOP_LEVEL: Record<CourseLanguage, CourseLevel> = { en: 'B2', es: 'A2' };
