/**
 * POST /api/course/lessons/:id/turn: one learner turn of the roleplay. The turn is claimed first, atomically and
 * within LESSON_MAX_TURNS (parallel requests cannot pass the bound, so no lesson costs more than its turns); then
 * the goal tracker reads the learner's words, the checker corrects them, the teacher answers, and the run is stored.
 * The turn that reaches the last goal completes the lesson: its phrases enter Review.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { LESSON_MAX_TURNS } from '#/shared/api/course';
import type { Locale } from '#/shared/i18n/locales';
import type { AppDeps } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { lessonRuns } from '../../../db/schema';
import { addNotebookEntries } from '../../notebook/public';
import { practiceTimeSql } from '../../progress/public';
import { findTeacher, findTeacherTraits } from '../../teachers/public';
import { createChooser, findCorrections, fixedParts, phraseCorrections, phraseQuestion, questionedParts } from '../../tutor/public';
import { nextGoal, trackTurn } from '../goals/track-turn';
import { scriptedReply } from '../roleplay/scripted-teacher';
import { teacherReply } from '../roleplay/teacher-reply';
import { lessonCards } from './lesson-cards';
import { goalsMetOf, type LessonRunRow, phrasesUsedOf, type RunTurn, toLessonRunView } from './lesson-run-row';
import { requireLessonAccess } from './require-lesson-access';
import { lessonIn } from '../units/translate-unit';

type TurnInput = { runId: string; text: string; secondsSpoken: number };
type Deps = Pick<AppDeps, 'db' | 'env' | 'languageModel' | 'offlineTutor'>;

/** `locale`: the language the run's goals and phrases are shown in (the learner's words are matched against the lesson as written). */
export async function takeLessonTurn(deps: Deps, userId: string, lessonId: string, input: TurnInput, locale: Locale = 'en') {
  const { db } = deps;
  const place = await requireLessonAccess(db, userId, lessonId);
  const { unit, lesson } = place;
  const run = await claimTurn(deps, userId, lessonId, input.runId);
  try {
    const persona = await findTeacher(db, { slug: unit.teacherSlug });
    if (!persona) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
    const before = { goalsMet: goalsMetOf(run), phrasesUsed: phrasesUsedOf(run) };
    const progress = trackTurn(lesson, before, input.text);
    const goalsMet = [...before.goalsMet, ...progress.newGoals.map((goal) => goal.id)];
    const next = nextGoal(lesson, goalsMet);
    const corrections = await findCorrections(input.text, { language: persona.language, max: 1 });
    // What the checker fixed, not the whole sentence: the rest may hold a slip no family vouches for (ADR 024).
    const fixed = corrections.flatMap((c) => fixedParts(c).map((part) => ({ original: part.from, corrected: part.to, why: c.why ?? '', rule: c.rule })));
    // Nothing a family vouches for: a change from one not proven is asked about, as in the chat, and kept as a question.
    const toThinkAbout = corrections.length === 0 ? (await findCorrections(input.text, { language: persona.language, max: 1, families: 'questions' }))[0] : undefined;
    const asked = toThinkAbout ? questionedParts(toThinkAbout).map((part) => ({ original: part.from, corrected: part.to, is_question: true })) : [];
    const chooser = createChooser(`${run.id}:${run.learnerTurns}`);
    const question = toThinkAbout ? phraseQuestion(toThinkAbout, chooser) : null;
    const correctionLines = question ? [question] : phraseCorrections(corrections, chooser);
    const teacher = { slug: persona.slug, name: persona.name, title: persona.title, language: persona.language, superpowerFeature: persona.superpowerFeature as 'none', specialties: persona.specialties, conversationCategories: persona.conversationCategories, ...findTeacherTraits(persona.slug), systemPrompt: persona.systemPrompt };
    const history = run.turns as RunTurn[];
    const reply = await teacherReply(deps, {
      userId,
      unit,
      lesson,
      teacher,
      history,
      text: input.text,
      goalsMet,
      scripted: () => scriptedReply({ lesson, newGoals: progress.newGoals, next, correctionLines }),
    });
    const isComplete = next === undefined;
    const now = new Date();
    const turns: RunTurn[] = [...history, { role: 'learner', content: input.text, at: now.toISOString() }, { role: 'teacher', content: reply }];
    const [stored] = await db
      .update(lessonRuns)
      .set({
        turns,
        goalsMet,
        phrasesUsed: [...before.phrasesUsed, ...progress.newPhrases],
        corrections: [...(run.corrections as object[]), ...fixed.map(({ original, corrected }) => ({ original, corrected })), ...asked],
        secondsSpoken: sql`${lessonRuns.secondsSpoken} + ${Math.round(input.secondsSpoken)}`,
        completedAt: isComplete ? sql`now()` : null,
      })
      .where(eq(lessonRuns.id, run.id))
      .returning();
    const lastTurnAt = history.findLast((turn) => turn.at)?.at;
    await db.execute(practiceTimeSql(userId, lastTurnAt ? new Date(lastTurnAt) : null, now));
    await addNotebookEntries(db, userId, [
      ...fixed.map((c) => ({ kind: 'correction' as const, front: c.original, back: c.corrected, note: c.why, rule: c.rule, teacherSlug: persona.slug, teacherName: persona.name })),
      ...(isComplete ? lessonCards(lesson, persona) : []),
    ]);
    return { reply, run: toLessonRunView(stored!, lessonIn(place, locale)) };
  } catch (error) {
    await db.update(lessonRuns).set({ learnerTurns: sql`${lessonRuns.learnerTurns} - 1` }).where(eq(lessonRuns.id, run.id));
    throw error;
  }
}

/** Takes one of the run's turns, or says why there is none: no such run (404), a finished lesson or no turns left (409). */
async function claimTurn(deps: Deps, userId: string, lessonId: string, runId: string): Promise<LessonRunRow> {
  const mine = and(eq(lessonRuns.id, runId), eq(lessonRuns.userId, userId), eq(lessonRuns.lessonId, lessonId));
  const [claimed] = await deps.db
    .update(lessonRuns)
    .set({ learnerTurns: sql`${lessonRuns.learnerTurns} + 1` })
    .where(and(mine, isNull(lessonRuns.completedAt), lt(lessonRuns.learnerTurns, LESSON_MAX_TURNS)))
    .returning();
  if (claimed) return { ...claimed, learnerTurns: claimed.learnerTurns - 1 };
  const [run] = await deps.db.select().from(lessonRuns).where(mine);
  if (!run) throw new AppError('run_not_found', 'This lesson run could not be found. Reload the lesson to start again.', 404);
  if (run.completedAt) throw new AppError('lesson_complete', 'This lesson is already complete. Start it again to practise once more.', 409);
  throw new AppError('lesson_turns_used', `This lesson's roleplay has used its ${LESSON_MAX_TURNS} turns. Start it again to practise once more.`, 409);
}
