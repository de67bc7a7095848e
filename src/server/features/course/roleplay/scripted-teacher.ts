/**
 * The roleplay's teacher with no model key: a scripted scenario. It acknowledges the goals the learner just
 * reached, corrects what the checker found (as the offline tutor does in chat), then leads on to the next goal,
 * or nudges with the goal's hint when the turn reached none; when every goal is met it closes the scene.
 */
import type { Goal, Lesson } from '#/shared/course/unit';

export type ScriptedTurn = {
  lesson: Lesson;
  newGoals: readonly Goal[];
  /** The goal still to reach after this turn, or undefined when all are met. */
  next: Goal | undefined;
  correctionLines: readonly string[];
};

export function scriptedReply({ lesson, newGoals, next, correctionLines }: ScriptedTurn): string {
  const acknowledged = newGoals.map((goal) => goal.acknowledgement);
  if (!next) return [...acknowledged, ...correctionLines, lesson.scenario.closing].join(' ');
  const lead = newGoals.length > 0 ? next.prompt : `${next.hint} ${next.prompt}`;
  return [...acknowledged, ...correctionLines, lead].join(' ');
}
