/** Whose voice reads the listening questions, and the language the microphone listens in, per placement language. */
import type { CourseLanguage } from '#/shared/course/unit';

export const PLACEMENT_VOICE: Record<CourseLanguage, { teacherSlug: string; teacherName: string; speechLanguage: string }> = {
  en: { teacherSlug: 'sophia', teacherName: 'Sophia', speechLanguage: 'en-US' },
  es: { teacherSlug: 'lucia', teacherName: 'Lucía', speechLanguage: 'es-ES' },
};

/** Each placement language's name, as a placement catalogue key. */
export const LANGUAGE_NAME_KEYS = { en: 'languageEnglish', es: 'languageSpanish' } as const satisfies Record<CourseLanguage, string>;
