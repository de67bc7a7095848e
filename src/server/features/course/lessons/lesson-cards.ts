/**
 * The Review cards a finished lesson makes, one per target phrase: the phrase, what it is for, and a note naming
 * the lesson. They are stored in English and shown in the interface language of the request that reads them
 * (GET /api/review, GET /api/notebook), not translated once when made: what they say is course data, whose
 * translations live beside the units (translate-unit.ts), so a learner who changes language later, or a
 * translation written after the card was made, is followed at once, and cards made before this are shown in
 * the language too. A card is known as a lesson's by its phrase and its English note, which only that lesson
 * writes; a card whose words no lesson matches any more (a title edited since) reads as it was stored.
 */
import { translate } from '#/shared/i18n/catalogue';
import type { Locale } from '#/shared/i18n/locales';
import type { Lesson } from '#/shared/course/unit';
import type { NotebookEntryDto } from '#/shared/notebook';
import type { NewNotebookEntry } from '../../notebook/public';
import { ALL_UNITS } from '../units/all-units';
import type { LessonPlace } from '../units/find-in-course';
import { lessonIn, translationLocales } from '../units/translate-unit';
import { lessonCardCatalogue } from './messages/catalogue';

const noteIn = (locale: Locale, lesson: Lesson) => translate(lessonCardCatalogue, locale, 'fromTheLesson', { title: lesson.title });

export function lessonCards(lesson: Lesson, teacher: { slug: string; name: string }): NewNotebookEntry[] {
  return lesson.targetPhrases.map((phrase) => ({ kind: 'word', front: phrase.text, back: phrase.use, note: noteIn('en', lesson), teacherSlug: teacher.slug, teacherName: teacher.name }));
}

type CardSource = { place: LessonPlace; phrase: number };
const cardKey = (front: string, note: string) => `${front.trim()}\n${note.trim()}`;
let sources: Map<string, CardSource> | undefined;

function sourceOf(entry: NotebookEntryDto): CardSource | undefined {
  sources ??= new Map(
    ALL_UNITS.flatMap((unit) =>
      unit.lessons.flatMap((lesson, i) => lesson.targetPhrases.map((phrase, p) => [cardKey(phrase.text, noteIn('en', lesson)), { place: { unit, lesson, number: i + 1 }, phrase: p }] as const)),
    ),
  );
  return sources.get(cardKey(entry.front, entry.note));
}

/** A notebook entry as the learner reads it in `locale`: a lesson's card with its purpose and note translated, any other as stored. */
export function showLessonCardIn(entry: NotebookEntryDto, locale: Locale): NotebookEntryDto {
  if (entry.kind !== 'word' || locale === 'en') return entry;
  const source = sourceOf(entry);
  // The course's own texts stay English where the course has no translation (the Spanish course for a Spanish interface).
  if (!source || !translationLocales(source.place.unit.language).includes(locale)) return entry;
  const lesson = lessonIn(source.place, locale);
  return { ...entry, back: lesson.targetPhrases[source.phrase]!.use, note: noteIn(locale, lesson) };
}
