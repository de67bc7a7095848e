/**
 * A unit in the learner's interface language. The texts a learner reads about a unit (its title, can-do
 * statements, grammar point and explanation; its lessons' titles, scenes, the teacher's roles, goal labels and
 * what each target phrase is for; the check's questions and why each answer is right) are translated as data
 * beside its JSON, in `translations/<locale>.json`, keyed by unit id and then by their English, as gettext
 * does: an English text edited later has no translation until one is written again (unit-translations.test.ts
 * fails meanwhile), and a text missing at run time reads in English. Examples, dialogues, target phrases, the
 * teacher's lines and the check's answers (and the sentences its questions quote) stay in the language the
 * unit teaches. The Spanish course has no Spanish translation: its texts are written for people who do not
 * speak Spanish yet, so a learner whose interface is Spanish reads them in English.
 */
import type { Locale, TranslatedLocale } from '#/shared/i18n/locales';
import { TRANSLATED_LOCALES } from '#/shared/i18n/locales';
import type { CourseLanguage, Lesson, Unit } from '#/shared/course/unit';
import { UNIT_TRANSLATIONS } from './all-units';

/** Every text of a unit a learner reads in their own language, once each. */
export function textsToTranslate(unit: Unit): string[] {
  const ofLessons = unit.lessons.flatMap(({ title, scenario, targetPhrases }) => [title, scenario.setting, scenario.teacherRole, ...scenario.goals.map((goal) => goal.label), ...targetPhrases.map((phrase) => phrase.use)]);
  return [...new Set([unit.title, ...unit.canDo, unit.grammar.point, unit.grammar.explanation, ...ofLessons, ...unit.check.flatMap((item) => [item.prompt, item.explanation])])];
}

/** The interface languages a course's units are translated into: all but the language the course teaches. */
export function translationLocales(language: CourseLanguage): TranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((locale) => locale.split('-')[0] !== language);
}

/** The unit with its learner-facing texts in `locale`, each falling back to its English. */
export function unitIn(unit: Unit, locale: Locale): Unit {
  const texts = locale === 'en' ? undefined : UNIT_TRANSLATIONS[locale][unit.id];
  if (!texts) return unit;
  const say = (english: string) => texts[english] ?? english;
  return {
    ...unit,
    title: say(unit.title),
    canDo: unit.canDo.map(say),
    grammar: { ...unit.grammar, point: say(unit.grammar.point), explanation: say(unit.grammar.explanation) },
    lessons: unit.lessons.map((lesson) => ({
      ...lesson,
      title: say(lesson.title),
      scenario: {
        ...lesson.scenario,
        setting: say(lesson.scenario.setting),
        teacherRole: say(lesson.scenario.teacherRole),
        goals: lesson.scenario.goals.map((goal) => ({ ...goal, label: say(goal.label) })),
      },
      targetPhrases: lesson.targetPhrases.map((phrase) => ({ ...phrase, use: say(phrase.use) })),
    })),
    check: unit.check.map((item) => ({ ...item, prompt: say(item.prompt), explanation: say(item.explanation) })),
  };
}

/** The lesson at `number` (from 1) of `unit`, its texts in `locale`: for what the learner reads, never for matching their words. */
export function lessonIn({ unit, number }: { unit: Unit; number: number }, locale: Locale): Lesson {
  return unitIn(unit, locale).lessons[number - 1]!;
}
