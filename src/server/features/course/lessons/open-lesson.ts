/**
 * The lesson's content and the learner's latest run of it (GET), or a run to take it in (POST): the unfinished
 * run when there is one, so nothing a learner did is lost on a reload or in a second tab, else a new one.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LessonView } from '#/shared/api/course';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../../db/client';
import { lessonRuns } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { findTeacher } from '../../teachers/public';
import { type LessonPlace, lessonAfter } from '../units/find-in-course';
import { unitIn } from '../units/translate-unit';
import { toLessonRunView, type LessonRunRow } from './lesson-run-row';
import { requireLessonAccess } from './require-lesson-access';

export async function openLesson(db: Database, userId: string, lessonId: string, isOffline: boolean, locale: Locale = 'en'): Promise<LessonView> {
  const place = await requireLessonAccess(db, userId, lessonId);
  return toLessonView(db, place, (await latestRun(db, userId, lessonId)) ?? null, isOffline, locale);
}

export async function startLessonRun(db: Database, userId: string, lessonId: string, isOffline: boolean, locale: Locale = 'en'): Promise<LessonView> {
  const place = await requireLessonAccess(db, userId, lessonId);
  const latest = await latestRun(db, userId, lessonId);
  const row = latest && latest.completedAt === null ? latest : await startRun(db, userId, lessonId);
  return toLessonView(db, place, row, isOffline, locale);
}

async function latestRun(db: Database, userId: string, lessonId: string): Promise<LessonRunRow | undefined> {
  const [row] = await db.select().from(lessonRuns).where(and(eq(lessonRuns.userId, userId), eq(lessonRuns.lessonId, lessonId))).orderBy(desc(lessonRuns.startedAt)).limit(1);
  return row;
}

async function startRun(db: Database, userId: string, lessonId: string): Promise<LessonRunRow> {
  const [row] = await db.insert(lessonRuns).values({ userId, lessonId }).returning();
  return row!;
}

/** The lesson as the learner reads it: its unit's and its own title, the grammar, the scene, goals and what each phrase is for in `locale`; the rest (and the teacher's lines) in the language taught. */
export async function toLessonView(db: Database, { unit, lesson, number }: LessonPlace, row: LessonRunRow | null, isOffline: boolean, locale: Locale = 'en'): Promise<LessonView> {
  const texts = unitIn(unit, locale);
  const shown = texts.lessons[number - 1]!;
  const teacher = await findTeacher(db, { slug: unit.teacherSlug });
  if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
  return {
    id: lesson.id,
    unit_id: unit.id,
    unit_title: texts.title,
    level: unit.level,
    language: unit.language,
    number,
    title: shown.title,
    teacher: { slug: teacher.slug, name: teacher.name, language: teacher.language },
    grammar: texts.grammar,
    dialogue: lesson.dialogue,
    target_phrases: shown.targetPhrases.map(({ text, use }) => ({ text, use })),
    scenario: { setting: shown.scenario.setting, teacher_role: shown.scenario.teacherRole, opening: lesson.scenario.opening },
    next_lesson_id: lessonAfter({ unit, lesson, number }),
    is_last_of_unit: number === unit.lessons.length,
    run: row ? toLessonRunView(row, shown) : null,
    is_offline: isOffline,
  };
}
