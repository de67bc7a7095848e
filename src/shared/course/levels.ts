/** The course's levels and languages, in a zod-free module so the browser bundle can import them (ADR on CSP). */
export const COURSE_LEVELS = ['A1', 'A2', 'B1', 'B2'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LANGUAGES = ['en', 'es'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
