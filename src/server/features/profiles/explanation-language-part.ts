/**
 * The language a learner's teacher explains in, read with the rest of a chat turn (ADR 015): their interface
 * language, when "Explain in my language" is on and it is not the language being learnt (the teacher's).
 */
import { sql } from '../../db/sql';
import { isLocale, type Locale } from '#/shared/i18n/locales';
import type { StatementPart } from '../../db/run-together';

export function explanationLanguagePart(userId: string, teacherLanguage: string): StatementPart<Locale | undefined> {
  return {
    ctes: [],
    answer: sql`(select case when p.explain_in_my_language then p.locale end from user_profiles p where p.user_id = ${userId})`,
    read: (locale) => explanationLanguage(locale, teacherLanguage),
  };
}

const languageOf = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** 'es' for a Spanish speaker learning English ('en-US'); nothing for one learning Spanish, who reads the teacher's own language. */
export function explanationLanguage(locale: unknown, teacherLanguage: string): Locale | undefined {
  return isLocale(locale) && languageOf(locale) !== languageOf(teacherLanguage) ? locale : undefined;
}
