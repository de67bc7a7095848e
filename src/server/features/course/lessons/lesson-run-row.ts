/** A lesson run as stored, and as the browser sees it (goals and phrases with whether each is reached). */
import { LESSON_MAX_TURNS, type LessonRunView } from '#/shared/api/course';
import type { Lesson } from '#/shared/course/unit';
import type { lessonRuns } from '../../../db/schema';

export type LessonRunRow = typeof lessonRuns.$inferSelect;
/** `at`: when a learner's turn was taken, so the practice time between turns can be counted. */
export type RunTurn = { role: 'learner' | 'teacher'; content: string; at?: string };
export type RunCorrection = { original: string; corrected: string; is_question?: boolean };

export const goalsMetOf = (row: LessonRunRow) => row.goalsMet as string[];
export const phrasesUsedOf = (row: LessonRunRow) => row.phrasesUsed as string[];

export function toLessonRunView(row: LessonRunRow, lesson: Lesson): LessonRunView {
  const goalsMet = goalsMetOf(row);
  const phrasesUsed = phrasesUsedOf(row);
  return {
    id: row.id,
    turns: (row.turns as RunTurn[]).map(({ role, content }) => ({ role, content })),
    goals: lesson.scenario.goals.map((goal) => ({ id: goal.id, label: goal.label, is_met: goalsMet.includes(goal.id) })),
    phrases: lesson.targetPhrases.map((phrase) => ({ text: phrase.text, use: phrase.use, is_used: phrasesUsed.includes(phrase.text) })),
    corrections: row.corrections as RunCorrection[],
    pronunciation: row.pronunciation as Array<{ phrase: string; score: number }>,
    learner_turns: row.learnerTurns,
    max_turns: LESSON_MAX_TURNS,
    seconds_spoken: row.secondsSpoken,
    is_complete: row.completedAt !== null,
  };
}
